import { LANGUAGE_DIRECTIONS, LANGUAGE_LOCALES, type Language } from '@hostelhub/shared';

const SITE_NAME = 'Hostelhub';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The `<head>` of a server-rendered page: `<html lang dir>` and the tags to add. */
export interface PageHead {
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** `<title>`, description, canonical, hreflang, Open Graph, Twitter and JSON-LD tags. */
  tags: string;
}

/** Where a page is: its site origin, URL and language, and its list page number (1 if none). */
export interface PageAddress {
  origin: string;
  url: URL;
  language: Language;
  page: number;
}

/**
 * What a page's head says (a route's `handle.head`, app/route-table): the words, the link
 * preview's image and the JSON-LD, for the page at `address`. A 404 page is `noindex`.
 */
export interface HeadContent {
  address: PageAddress;
  /** The whole `<title>`, brand included (`brandTitle`). */
  title: string;
  /** Cut to what a search engine shows. */
  description: string;
  /** The link preview's image: an absolute URL and its text. */
  image?: { src: string; alt: string } | undefined;
  jsonLd?: unknown[];
  noindex?: boolean;
}

/** `title · Hostelhub`. */
export const brandTitle = (title: string) => `${title} · ${SITE_NAME}`;

/**
 * A page's URLs (issue 41 item 1): its canonical in its own language (`?lang=en` or `?lang=ur`,
 * after `?page=` past the first), in either language, and bare (the `x-default`, which
 * negotiates the language).
 */
export function pageLinks({ origin, url, language, page }: PageAddress) {
  /** `path` (with `?page=` or no query) in `lang`: its canonical URL in that language. */
  const inLanguage = (path: string, lang: Language = language) =>
    `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const pagePath = `${url.pathname}${page > 1 ? `?page=${page}` : ''}`;
  return {
    inLanguage,
    pagePath,
    bare: `${origin}${pagePath}`,
    canonical: inLanguage(pagePath),
    absolute: (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`),
  };
}

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` data block: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * The tags of a page's head (issue 25): its title and description, its canonical in its own
 * language, `hreflang` alternates for both languages and `x-default` for the bare URL, Open
 * Graph and Twitter card tags (`twitter:image:alt` with every image: issue 41 item 4), and its
 * JSON-LD. A `noindex` page (404) has only its title, description and robots tag.
 */
export function pageHead(content: HeadContent): PageHead {
  const { address, title, image, jsonLd = [] } = content;
  const { language } = address;
  const { inLanguage, pagePath, bare, canonical } = pageLinks(address);
  const description = truncate(content.description, DESCRIPTION_LENGTH);
  const locale = (lang: Language) => LANGUAGE_LOCALES[lang].replace('-', '_');
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
  ];
  if (content.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(inLanguage(pagePath, 'en'))}">`,
      `<link rel="alternate" hreflang="ur" href="${escapeHtml(inLanguage(pagePath, 'ur'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(bare)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', locale(language)),
      meta('property', 'og:locale:alternate', locale(language === 'en' ? 'ur' : 'en')),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
    );
    if (image) {
      tags.push(
        meta('property', 'og:image', image.src),
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
        meta('property', 'og:image:alt', image.alt),
        meta('name', 'twitter:image', image.src),
        meta('name', 'twitter:image:alt', image.alt),
      );
    }
    for (const data of jsonLd) {
      tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
    }
  }
  return { lang: language, dir: LANGUAGE_DIRECTIONS[language], tags: tags.join('\n    ') };
}
