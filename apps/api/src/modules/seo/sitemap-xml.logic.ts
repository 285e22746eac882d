import type { SitemapEntry } from './seo.service.ts';

/**
 * The sitemap files (sitemaps.org protocol 0.9) as XML text (issue 25). No XML writer is among
 * the API's dependencies and the two documents are flat lists, so they are written here with
 * every value escaped.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A W3C datetime to the second, in UTC: 2026-01-05T10:30:00Z. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/u, 'Z');
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google's namespace for a page's language versions in a sitemap (`xhtml:link`). */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * `<loc>`, when known `<lastmod>`, and each alternate (`<xhtml:link rel="alternate"
 * hreflang href>`, issue 41 item 1) of one entry inside `element`.
 */
function entryXml(element: 'url' | 'sitemap', { loc, lastmod, alternates }: SitemapEntry): string {
  const changed = lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';
  const links = (alternates ?? [])
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return `<${element}><loc>${escapeXml(loc)}</loc>${changed}${links}</${element}>`;
}

function document(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  const namespaces =
    root === 'urlset'
      ? `xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}"`
      : `xmlns="${NAMESPACE}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} ${namespaces}>`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap: `<urlset>` with one `<url>` per page and language, with its alternates. */
export function urlsetXml(urls: SitemapEntry[]): string {
  return document(
    'urlset',
    urls.map((url) => entryXml('url', url)),
  );
}

/** A sitemap index: `<sitemapindex>` with one `<sitemap>` per part. */
export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  return document(
    'sitemapindex',
    sitemaps.map((sitemap) => entryXml('sitemap', sitemap)),
  );
}
