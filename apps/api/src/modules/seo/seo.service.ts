import { APP_PATHS, LANGUAGES, type Language } from '@hostelhub/shared';
import type { PageChange, SeoRepository } from './seo.repository.ts';

/** The most URLs one sitemap file may list (sitemaps.org protocol). */
export const MAX_SITEMAP_URLS = 50_000;

/** One URL of a sitemap, or one sitemap of a sitemap index: absolute, with its last change. */
export interface SitemapEntry {
  loc: string;
  /** When the page last changed; null when unknown (a site with no approved hostel yet). */
  lastmod: Date | null;
  /**
   * A page's versions (`xhtml:link rel="alternate"`): each language's canonical and the bare
   * URL as `x-default`, the page's own included (issue 41 item 1). Absent for a sitemap part.
   */
  alternates?: { hreflang: Language | 'x-default'; href: string }[];
}

/** `path` (no query) in `language`: the page's canonical in that language (decision 021). */
function inLanguage(url: string, language: Language): string {
  return `${url}?lang=${language}`;
}

/** What /sitemap.xml is: the URLs themselves, or past the limit an index of numbered parts. */
export type Sitemap =
  { kind: 'urlset'; urls: SitemapEntry[] } | { kind: 'index'; sitemaps: SitemapEntry[] };

/** `pattern` (an APP_PATHS route) with its one `:param` replaced by `value`, URL-encoded. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/u, () => encodeURIComponent(value));
}

/** The newest of `dates`, or null when there is none. */
function newest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
}

/** The pages a robots.txt keeps crawlers out of: the API and every signed-in or form page. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/docs',
  APP_PATHS.admin.dashboard,
  APP_PATHS.owner.dashboard,
  APP_PATHS.student,
  APP_PATHS.profile,
  APP_PATHS.settings,
  APP_PATHS.auth.login,
  APP_PATHS.auth.signup,
  APP_PATHS.auth.forgotPassword,
  APP_PATHS.auth.resetPassword,
  APP_PATHS.auth.verifyEmail,
  // /auth/callback and whatever else the sign-in flows put under /auth/.
  APP_PATHS.auth.callback.replace(/[^/]+$/u, ''),
];

/**
 * What a crawler reads (issue 25): the sitemap of every public page and robots.txt, with
 * absolute URLs under `publicUrl` (no trailing slash).
 */
export function createSeoService({ seo, publicUrl }: { seo: SeoRepository; publicUrl: string }) {
  /**
   * A public page's sitemap entries: one per language, its canonical (`?lang=en`, `?lang=ur`),
   * each naming every language's and the bare URL (`x-default`) as alternates (issue 41 item 1).
   */
  const page = (path: string, lastmod: Date | null): SitemapEntry[] => {
    const bare = `${publicUrl}${path}`;
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(bare, language) })),
      { hreflang: 'x-default' as const, href: bare },
    ];
    return LANGUAGES.map((language) => ({
      loc: inLanguage(bare, language),
      lastmod,
      alternates,
    }));
  };
  const pages = (pattern: string, changes: PageChange[]) =>
    changes.flatMap(({ key, updatedAt }) => page(fill(pattern, key), updatedAt));

  /**
   * Every public page: `/` and `/hostels` (changed when the newest approved hostel did), each
   * city page /hostels/in/{slug} and university page /hostels/near/{slug} with an approved
   * hostel (changed when the newest of those did), then each approved hostel /hostels/{id}
   * (its updated_at); each page in English then Urdu (`?lang=`), with its alternates.
   */
  async function sitemapUrls(): Promise<SitemapEntry[]> {
    const hostelPages = await seo.approvedHostels();
    const cityPages = await seo.citiesWithHostels();
    const universityPages = await seo.universitiesWithHostels();
    const latest = newest(hostelPages.map((hostel) => hostel.updatedAt));
    return [
      ...page(APP_PATHS.home, latest),
      ...page(APP_PATHS.hostels.list, latest),
      ...pages(APP_PATHS.hostels.city, cityPages),
      ...pages(APP_PATHS.hostels.university, universityPages),
      ...pages(APP_PATHS.hostels.detail, hostelPages),
    ];
  }

  /** The URLs cut into parts of at most `limit` (≥ 1) each. */
  async function parts(limit: number): Promise<SitemapEntry[][]> {
    const urls = await sitemapUrls();
    const chunks: SitemapEntry[][] = [];
    for (let start = 0; start < urls.length; start += limit) {
      chunks.push(urls.slice(start, start + limit));
    }
    return chunks;
  }

  return {
    sitemapUrls,

    /**
     * /sitemap.xml: every public page when they are at most `limit` (50,000 by the protocol),
     * else an index of /sitemap-1.xml, /sitemap-2.xml, ... of `limit` URLs each, each with
     * the newest lastmod of its URLs.
     */
    async sitemap(limit: number = MAX_SITEMAP_URLS): Promise<Sitemap> {
      const chunks = await parts(limit);
      if (chunks.length <= 1) return { kind: 'urlset', urls: chunks[0] ?? [] };
      return {
        kind: 'index',
        sitemaps: chunks.map((chunk, index) => ({
          loc: `${publicUrl}/sitemap-${index + 1}.xml`,
          lastmod: newest(chunk.map((url) => url.lastmod)),
        })),
      };
    },

    /**
     * The URLs of /sitemap-{number}.xml (1 first), or null when the sitemap is no index or has
     * no such part.
     */
    async sitemapPart(number: number, limit: number = MAX_SITEMAP_URLS) {
      const chunks = await parts(limit);
      if (chunks.length <= 1) return null;
      return chunks[number - 1] ?? null;
    },

    /**
     * robots.txt: every crawler may read the public pages (home, browse, hostels, city and
     * university pages, about, contact, the legal pages, photos) but not the API, the API
     * documentation, the dashboards, the account pages or the sign-in forms; it names the
     * sitemap.
     */
    robotsTxt(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
