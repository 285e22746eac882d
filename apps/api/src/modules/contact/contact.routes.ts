import {
  ContactMessageParamsSchema,
  ContactMessageSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
  ContactStatsSchema,
  ContactStatusUpdateSchema,
  ContactSubmitResultSchema,
  ContactSubmitSchema,
  ErrorEnvelopeSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { extraRateLimit } from '../../plugins/rate-limit.ts';
import type { ContactService } from './contact.service.ts';

export interface ContactRoutesOptions {
  service: ContactService;
}

const adminFailures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * The contact form and the admin inbox (spec part 2 section 7 'Contact'; DESIGN.md prefix
 * rule: /api/contact). Submitting is public (5 a minute, 20 an hour per address); everything
 * else is for administrators only (401 guests, 403 everyone else).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { service },
) => {
  // Per address: 5 a minute and 20 an hour. The plugin runs one `app.rateLimit` per request,
  // so the hourly one counts through extraRateLimit (keyed by address like the first).
  const submitLimits = [
    app.rateLimit({ max: 5, timeWindow: 60_000 }),
    extraRateLimit(app, {
      max: 20,
      timeWindow: 3_600_000,
      keyGenerator: (request) => `contact-hour:${request.ip}`,
    }),
  ];

  app.post(
    '/contact/submit',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the team a message (anyone)',
        body: ContactSubmitSchema,
        response: {
          201: successEnvelope(ContactSubmitResultSchema),
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: submitLimits,
    },
    async (request, reply) => {
      const data = await service.submit(request.actor, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/contact/messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first, filtered and searched (admins)',
        querystring: ContactMessagesQuerySchema,
        response: { 200: successEnvelope(ContactMessagesPageSchema), ...adminFailures },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.get(
    '/contact/stats',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact messages counted by status and category (admins)',
        response: { 200: successEnvelope(ContactStatsSchema), ...adminFailures },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true as const, data: await service.stats() }),
  );

  app.put(
    '/contact/messages/:id/status',
    {
      schema: {
        tags: ['contact'],
        summary: "Set a message's status and notes (admins)",
        params: ContactMessageParamsSchema,
        body: ContactStatusUpdateSchema,
        response: { 200: successEnvelope(ContactMessageSchema), ...adminFailures },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      data: await service.updateStatus(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/contact/messages/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Delete a message (admins)',
        params: ContactMessageParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
          ...adminFailures,
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      data: await service.remove(actorOf(request), request.params.id),
    }),
  );
};
