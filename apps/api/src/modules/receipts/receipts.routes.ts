import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  MyReceiptSchema,
  SendReceiptSchema,
  SentReceiptSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { ReceiptsService } from './receipts.service.ts';

export interface ReceiptsRoutesOptions {
  service: ReceiptsService;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * The receipts' API (issue 45 item 3; docs/decisions/042): the hostel's team emails a receipt,
 * and a signed-in resident lists the receipts of their linked stays. The receipt and due pages
 * themselves are HTML outside /api (receipt-pages.routes.ts).
 */
export const receiptsRoutes: FastifyPluginAsyncZod<ReceiptsRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['receipts'];

  app.post(
    '/payments/:id/send-receipt',
    {
      schema: {
        tags,
        summary: "Email a payment's receipt to the resident",
        description:
          "Body `{ channel: 'email' }`. Queues an email (the outbox) with the receipt's link to the resident's address, in their language; answers 202 with the address masked. 409 when the resident has no email. The hostel's owner and its staff; administrators 403; anyone else 404.",
        params: IdParamsSchema,
        body: SendReceiptSchema,
        response: { 202: successEnvelope(SentReceiptSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.sendReceipt(actorOf(request), request.params.id);
      return reply.code(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/users/me/receipts',
    {
      schema: {
        tags,
        summary: "The receipts of the caller's linked stays, newest first",
        description:
          'Payments and reversals recorded for residents linked to the caller’s account (made from their reservation). Empty for anyone else.',
        response: { 200: successEnvelope(z.array(MyReceiptSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.myReceipts(actorOf(request)),
    }),
  );
};
