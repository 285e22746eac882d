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

/** `<loc>` and, when known, `<lastmod>` of one entry inside `element`. */
function entryXml(element: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const changed = lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';
  return `<${element}><loc>${escapeXml(loc)}</loc>${changed}</${element}>`;
}

function document(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACE}">`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap: `<urlset>` with one `<url>` per page. */
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
