import {
  ErrorEnvelopeSchema,
  OtpSentSchema,
  PHONE_MESSAGES,
  PhoneParamsSchema,
  SendOtpSchema,
  successEnvelope,
  VerifiedPhoneSchema,
  VerifyOtpSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { PhonesService } from './phones.service.ts';

export interface PhonesRoutesOptions {
  service: PhonesService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** A success envelope with the spec's success text beside the data. */
function withMessage<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/**
 * Verified business phone numbers (spec part 2 section 7 'Phone'; DESIGN.md prefix rule:
 * served under /api/phone). Every route needs a signed-in user (401); the rules are in
 * phones.service.ts. Codes travel only by SMS, never in an answer or a log line.
 */
export const phonesRoutes: FastifyPluginAsyncZod<PhonesRoutesOptions> = async (
  app,
  { service },
) => {
  // Per client address, above the per-user limits the service keeps in the database (5 codes
  // an hour, 5 tries a code): many accounts from one address still meet a ceiling.
  const sendsPerAddress = app.rateLimit({ max: 60, timeWindow: 60_000 });
  const triesPerAddress = app.rateLimit({ max: 120, timeWindow: 60_000 });

  app.post(
    '/phone/send-otp',
    {
      schema: {
        tags: ['phone'],
        summary: 'Text a 6-digit code to a Pakistani mobile number (03XXXXXXXXX)',
        body: SendOtpSchema,
        response: { 200: withMessage(OtpSentSchema), ...failures, 503: ErrorEnvelopeSchema },
      },
      preHandler: [sendsPerAddress, app.requireAuth],
    },
    async (request) => ({
      success: true as const,
      // The signed-in caller's preferred_language (issue 24): the code's SMS is written in it.
      data: await service.sendOtp(
        actorOf(request),
        request.body.phoneNumber,
        request.body.label,
        requestLanguage(request),
      ),
      message: PHONE_MESSAGES.otpSent,
    }),
  );

  app.post(
    '/phone/verify-otp',
    {
      schema: {
        tags: ['phone'],
        summary: 'Check the code and add the number to your verified phones',
        body: VerifyOtpSchema,
        response: { 200: withMessage(VerifiedPhoneSchema), ...failures },
      },
      preHandler: [triesPerAddress, app.requireAuth],
    },
    async (request) => ({
      success: true as const,
      data: await service.verifyOtp(
        actorOf(request),
        request.body.phoneNumber,
        request.body.otp,
        request.body.label,
      ),
      message: PHONE_MESSAGES.verified,
    }),
  );

  app.get(
    '/phone/get-verified',
    {
      schema: {
        tags: ['phone'],
        summary: 'Your verified phone numbers, the primary first',
        response: { 200: successEnvelope(z.array(VerifiedPhoneSchema)), 401: ErrorEnvelopeSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.listVerified(actorOf(request)),
    }),
  );

  app.delete(
    '/phone/:id',
    {
      schema: {
        tags: ['phone'],
        summary: 'Remove one of your numbers (the oldest left becomes primary if needed)',
        params: PhoneParamsSchema,
        response: { 200: withMessage(z.object({ id: z.uuid() })), ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.remove(actorOf(request), request.params.id),
      message: PHONE_MESSAGES.removed,
    }),
  );

  app.put(
    '/phone/:id/primary',
    {
      schema: {
        tags: ['phone'],
        summary: 'Make one of your numbers the primary one',
        params: PhoneParamsSchema,
        response: { 200: withMessage(VerifiedPhoneSchema), ...failures },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.makePrimary(actorOf(request), request.params.id),
      message: PHONE_MESSAGES.primaryUpdated,
    }),
  );
};
