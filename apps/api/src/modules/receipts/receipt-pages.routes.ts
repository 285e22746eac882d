import { ReceiptPageQuerySchema, type Language } from '@hostelhub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { duePage, notFoundPage, receiptPage } from './receipt-page.logic.ts';
import type { ReceiptsService } from './receipts.service.ts';

export interface ReceiptPagesRoutesOptions {
  service: ReceiptsService;
}

/** A page token as the dues module makes them: 128 random bits, base64url (22 characters). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/u;
const TokenParams = z.object({ token: z.string() });

/** Sends a page: never indexed, cached or sent on as a referrer (its address is the key). */
function sendPage(reply: FastifyReply, status: 200 | 404, html: string) {
  return reply
    .code(status)
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The receipt and due pages (issue 45 items 3 and 4; docs/decisions/042), server-rendered HTML
 * outside /api, registered before the web app's page fallback (plugins/static-web.ts). Public:
 * the 128-bit token in the address is the permission. `?lang=en|ur` switches the language
 * (default: the resident's preferred_language), `?layout=80mm` the printed size (default A4).
 * An unknown token answers the 404 page. Not in the OpenAPI document: pages, not the API.
 */
export const receiptPagesRoutes: FastifyPluginAsyncZod<ReceiptPagesRoutesOptions> = async (
  app,
  { service },
) => {
  const schema = { hide: true, params: TokenParams, querystring: ReceiptPageQuerySchema };

  app.get('/receipts/:token', { schema }, async (request, reply) => {
    const { token } = request.params;
    const { lang, layout = 'a4' } = request.query;
    const found = TOKEN.test(token) ? await service.receiptPage(token) : undefined;
    const language: Language = lang ?? found?.language ?? 'en';
    const options = { language, layout, path: `/receipts/${token}` };
    if (!found) return sendPage(reply, 404, notFoundPage(options));
    return sendPage(reply, 200, receiptPage(found.view, options));
  });

  app.get('/dues/:token', { schema }, async (request, reply) => {
    const { token } = request.params;
    const { lang, layout = 'a4' } = request.query;
    const found = TOKEN.test(token) ? await service.duePage(token) : undefined;
    const language: Language = lang ?? found?.language ?? 'en';
    const options = { language, layout, path: `/dues/${token}` };
    if (!found) return sendPage(reply, 404, notFoundPage(options));
    return sendPage(reply, 200, duePage(found.view, options));
  });
};
