import {
  BillingSettingsSchema,
  ChargeResultSchema,
  CollectionsQuerySchema,
  CollectionsSchema,
  CreateChargeSchema,
  CreatePaymentSchema,
  DueDetailSchema,
  DueSchema,
  DuesQuerySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  karachiToday,
  MonthRangeQuerySchema,
  PaymentResultSchema,
  ReversePaymentSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { DuesService } from './dues.service.ts';
import type { PaymentsService } from './payments.service.ts';

export interface DuesRoutesOptions {
  dues: DuesService;
  payments: PaymentsService;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

const WHO =
  " The hostel's owner and its staff (managers, wardens); administrators 403 (residents' " +
  'privacy); anyone else 404.';

/** Sends a CSV download (UTF-8 with BOM, formula cells escaped by the service). */
function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${karachiToday()}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/**
 * Rent and dues (issue 45 items 1, 2, 5 and 6; spec decisions 27 and 28; docs/decisions/041):
 * the billing day, dues, charges, payments and reversals, collections and CSV. Every route
 * needs a signed-in user. Money is whole rupees; dates and months Pakistan dates.
 */
export const duesRoutes: FastifyPluginAsyncZod<DuesRoutesOptions> = async (
  app,
  { dues, payments },
) => {
  app.addHook('onRequest', app.requireAuth);
  const ok = <T>(data: T) => ({ success: true as const, data });
  const tags = ['dues'];

  app.get(
    '/enhanced-hostels/:id/billing-settings',
    {
      schema: {
        tags,
        summary: "The hostel's billing day (1-28, default the 5th)",
        description: WHO,
        params: IdParamsSchema,
        response: { 200: successEnvelope(BillingSettingsSchema), ...errors },
      },
    },
    async (request) => ok(await dues.billingSettings(actorOf(request), request.params.id)),
  );

  app.put(
    '/enhanced-hostels/:id/billing-settings',
    {
      schema: {
        tags,
        summary: 'Change the billing day (owner only)',
        description: `Body: \`billing_day\` 1-28; dues already made keep their due date. Staff 403.${WHO}`,
        params: IdParamsSchema,
        body: BillingSettingsSchema,
        response: { 200: successEnvelope(BillingSettingsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await dues.setBillingSettings(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/enhanced-hostels/:id/dues',
    {
      schema: {
        tags,
        summary: "A month's dues: who owes what, how much was paid, how late",
        description: `Query: \`month\` (YYYY-MM, default this one), \`status\` (unpaid, partly_paid, paid), \`overdue\` (true/false).${WHO}`,
        params: IdParamsSchema,
        querystring: DuesQuerySchema,
        response: { 200: successEnvelope(z.array(DueSchema)), ...errors },
      },
    },
    async (request) => ok(await dues.listDues(actorOf(request), request.params.id, request.query)),
  );

  app.get(
    '/dues/:id',
    {
      schema: {
        tags,
        summary: 'One due with its payments and reversals',
        description: WHO,
        params: IdParamsSchema,
        response: { 200: successEnvelope(DueDetailSchema), ...errors },
      },
    },
    async (request) => ok(await dues.getDue(actorOf(request), request.params.id)),
  );

  app.post(
    '/dues/:id/charges',
    {
      schema: {
        tags,
        summary: 'Add a charge to a due, or take a discount from it',
        description: `Body: \`kind\` (charge, discount), \`reason\` (electricity, ac, fine, repair, other), \`note\`, \`amount\` (rupees ≥ 1). The total never goes below 0; charges are never edited, only offset.${WHO}`,
        params: IdParamsSchema,
        body: CreateChargeSchema,
        response: { 201: successEnvelope(ChargeResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await dues.addCharge(actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ok(data));
    },
  );

  app.post(
    '/dues/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record a payment with its receipt (the money moves outside Hostelhub)',
        description:
          'Body: `amount`, `method` (cash, bank_transfer, jazzcash, easypaisa), `reference` ' +
          '(required for bank and wallets, ≤ 64), `paid_on` (not in the future, default ' +
          'today), `received_by` (owner or staff, default the caller), `confirm_duplicate`. ' +
          'An overpayment settles the oldest unpaid dues, then is credit on the next. 409 ' +
          '`POSSIBLE_DUPLICATE` when the same amount and method were recorded on the due ' +
          'with the same reference or within 10 minutes. Optional `Idempotency-Key`: the same ' +
          `key and body again answers the first payment (\`Idempotent-Replayed: true\`).${WHO}`,
        params: IdParamsSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: CreatePaymentSchema,
        response: { 201: successEnvelope(PaymentResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const { result, replayed } = await payments.recordPayment(
        actorOf(request),
        request.params.id,
        request.body,
        key,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(ok(result));
    },
  );

  app.post(
    '/payments/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Reverse a payment (owner only), with a reason and its own receipt',
        description: `Body: \`reason\` (1-200). Reopens what the payment paid, credit included. Staff 403; reversing twice 409.${WHO}`,
        params: IdParamsSchema,
        body: ReversePaymentSchema,
        response: { 201: successEnvelope(PaymentResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await payments.reversePayment(actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ok(data));
    },
  );

  app.get(
    '/enhanced-hostels/:id/collections',
    {
      schema: {
        tags,
        summary: 'Each month at a glance: dues, collected, outstanding, occupancy',
        description: `Query: \`months\` (1-24, default 12), ending with this month, oldest first.${WHO}`,
        params: IdParamsSchema,
        querystring: CollectionsQuerySchema,
        response: { 200: successEnvelope(CollectionsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await dues.collections(actorOf(request), request.params.id, request.query.months)),
  );

  app.get(
    '/enhanced-hostels/:id/dues.csv',
    {
      schema: {
        tags,
        summary: 'The dues of a range of months as CSV (UTF-8 with BOM)',
        description: `Query: \`from\`, \`to\` (YYYY-MM, at most 24 months). Formula cells escaped.${WHO}`,
        params: IdParamsSchema,
        querystring: MonthRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'dues',
        await dues.duesCsv(actorOf(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/enhanced-hostels/:id/payments.csv',
    {
      schema: {
        tags,
        summary: 'Payments and reversals paid in a range of months as CSV (UTF-8 with BOM)',
        description: `Query: \`from\`, \`to\` (YYYY-MM, at most 24 months). Reversals are negative.${WHO}`,
        params: IdParamsSchema,
        querystring: MonthRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'payments',
        await dues.paymentsCsv(actorOf(request), request.params.id, request.query),
      ),
  );
};
