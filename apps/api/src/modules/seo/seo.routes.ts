import { AppError, MESSAGES } from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_SITEMAP_URLS, type SeoService } from './seo.service.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.logic.ts';

export interface SeoRoutesOptions {
  service: SeoService;
  /**
   * URLs per sitemap file: past this many /sitemap.xml becomes an index of numbered parts.
   * The protocol's 50,000 unless a test lowers it.
   */
  urlsPerSitemap?: number;
}

/** Crawlers may keep these answers an hour: new hostels appear within it. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * What a crawler reads (issue 25), outside /api and registered before the web app's page
 * fallback (plugins/static-web.ts), which would otherwise answer these paths with a page:
 * - GET /sitemap.xml: every approved hostel's page, every city and university page with an
 *   approved hostel, `/` and `/hostels`, absolute under PUBLIC_URL, each with its lastmod
 *   (W3C datetime); past `urlsPerSitemap` URLs a sitemap index of /sitemap-{n}.xml.
 * - GET /sitemap-{n}.xml: part n (1 first) of an indexed sitemap; 404 when there is no such part.
 * - GET /robots.txt: the public pages allowed, the API and private pages disallowed, the sitemap.
 * Each public for an hour. Not in the OpenAPI document: they are files, not the JSON API.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (
  app,
  { service, urlsPerSitemap = MAX_SITEMAP_URLS },
) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const sitemap = await service.sitemap(urlsPerSitemap);
    const xml =
      sitemap.kind === 'urlset' ? urlsetXml(sitemap.urls) : sitemapIndexXml(sitemap.sitemaps);
    return reply.header('Cache-Control', CRAWLER_CACHE).type(XML).send(xml);
  });

  app.get(
    '/sitemap-:number(^\\d+).xml',
    { schema: { hide: true, params: z.object({ number: z.coerce.number().int().min(1) }) } },
    async (request, reply) => {
      const urls = await service.sitemapPart(request.params.number, urlsPerSitemap);
      if (!urls) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return reply.header('Cache-Control', CRAWLER_CACHE).type(XML).send(urlsetXml(urls));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(service.robotsTxt()),
  );
};
