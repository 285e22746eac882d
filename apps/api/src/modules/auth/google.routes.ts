import {
  AppError,
  AUTH_MESSAGES,
  ErrorEnvelopeSchema,
  GoogleCallbackSchema,
  SignInResultSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAUTH_COOKIE, PENDING_LOGIN_TTL_MS, type GoogleSignIn } from './google-sign-in.service.ts';
import { sendSignIn } from './session-cookie.http.ts';
import { CAMPUS_ADDRESS_LIMITS } from '../../plugins/rate-limit.ts';

export interface GoogleRoutesOptions {
  /** The Google sign-in (google-sign-in.service.ts): undefined when GOOGLE_CLIENT_ID is not set (503). */
  signIn: GoogleSignIn | undefined;
  /** Where a failed start sends the browser back to (PUBLIC_URL). */
  publicUrl: string;
  secureCookies: boolean;
}

/** The pending sign-in cookie goes only to the callback that opens it (issue 21 item 15). */
const OAUTH_COOKIE_PATH = '/api/auth/google-callback';

/**
 * Google sign-in (spec part 1 section 1; DESIGN.md 'Routes the spec leaves open'):
 * GET /auth/google sends the browser to the provider, which returns it to the web page
 * /auth/callback; that page posts the code and state to POST /auth/google-callback, which
 * answers like the password sign-in.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, options) => {
  const { signIn } = options;
  // Lax: the cookie must survive the top-level return from the provider. Setting and clearing
  // it use the same attributes.
  const pendingCookieAttributes = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: OAUTH_COOKIE_PATH,
  };
  const notConfigured = () =>
    new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.googleNotConfigured);

  app.get(
    '/auth/google',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Start Google sign-in: redirects (302) to the provider, which returns to /auth/callback',
        response: { 429: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.google),
    },
    async (request, reply) => {
      if (!signIn) throw notConfigured();
      reply.header('Cache-Control', 'no-store');
      let started: Awaited<ReturnType<typeof signIn.start>>;
      try {
        started = await signIn.start();
      } catch (error) {
        // This is a page navigation: show the web's callback error state, not raw JSON.
        request.log.error({ err: error }, 'Google discovery failed');
        return reply.redirect(`${options.publicUrl}/auth/callback?error=temporarily_unavailable`);
      }
      reply.setCookie(OAUTH_COOKIE, started.sealed, {
        ...pendingCookieAttributes,
        maxAge: Math.floor(PENDING_LOGIN_TTL_MS / 1000),
      });
      return reply.redirect(started.url);
    },
  );

  app.post(
    '/auth/google-callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish Google sign-in with the code and state from /auth/callback',
        body: GoogleCallbackSchema,
        response: {
          200: successEnvelope(SignInResultSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.google),
    },
    async (request, reply) => {
      if (!signIn) throw notConfigured();
      // The browser sends the pending sign-in once: it is cleared whether this succeeds or not
      // (and the provider's code itself is single use).
      const sealed = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, pendingCookieAttributes);
      const issued = await signIn.complete(sealed, request.body);
      return sendSignIn(reply, issued, options.secureCookies);
    },
  );
};
