import {
  AdminCreateSchema,
  AdminLoginSchema,
  AppError,
  AUTH_MESSAGES,
  AuthProvidersSchema,
  EmailOnlySchema,
  ForgotPasswordSchema,
  ErrorEnvelopeSchema,
  LoginSchema,
  RegisteredUserSchema,
  RegisterSchema,
  SessionSchema,
  SignInResultSchema,
  successEnvelope,
  TwoFactorVerifySchema,
  VerifyEmailSchema,
} from '@hostelhub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie.ts';
import {
  AUTH_LIMIT_WINDOW_MS,
  CAMPUS_ADDRESS_LIMITS,
  extraRateLimit,
} from '../../plugins/rate-limit.ts';
import type { AuthService, IssuedSession, SignInOutcome } from './auth.service.ts';
import { accountKey, createDeviceCookies } from './device-cookie.http.ts';
import {
  clearRefreshCookie,
  sendSession as sendSessionReply,
  sendSignIn,
} from './session-cookie.http.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { createSignInLimit } from './sign-in-limits.http.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  secureCookies: boolean;
  googleEnabled: boolean;
  /** JWT_SECRET: the device cookies' key is derived from it (issue 21 item 9). */
  jwtSecret: string;
}

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const signInResponses = { 200: successEnvelope(SignInResultSchema), ...errors };
const messageEnvelope = successEnvelope(z.object({ message: z.string() }));
const emptyEnvelope = successEnvelope(z.null());

/**
 * Accounts and sessions (spec part 1 section 7 'Authentication', DESIGN.md routes). Sign-in
 * answers `{ user, tokens: { accessToken, expiresIn } }` and sets the refresh cookie, and the
 * device cookie once the whole sign-in (with its code, when two-factor is on) has succeeded
 * (issue 21 item 9, decision 014). Every limit here counts in PostgreSQL (issue 21 item 8).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service } = options;

  const emailKey = (prefix: string) => (request: FastifyRequest) =>
    `${prefix}:${accountKey((request.body as { email?: unknown } | undefined)?.email)}`;
  /** Limits per client address and, by the body's email, per account, in 15 minutes. */
  const addressAndAccountLimits = (prefix: string, perAccount: number) => [
    app.rateLimit(CAMPUS_ADDRESS_LIMITS.emailLink),
    extraRateLimit(app, {
      max: perAccount,
      timeWindow: AUTH_LIMIT_WINDOW_MS,
      keyGenerator: emailKey(prefix),
    }),
  ];
  // Per account too, so brute force spread across addresses still stops; a browser that
  // signed in to the account before counts alone, so no stranger locks it out (issue 21 item 9).
  const devices = createDeviceCookies(options.jwtSecret, options.secureCookies);
  const signInLimit = createSignInLimit(app.rateLimitCounters, devices);

  /**
   * A POST that emails a link to the body's `email` and always answers 200 with `message`,
   * whether or not the account exists (no enumeration); 50 per address (a campus shares one,
   * issue 40 item 8) and 3 per account in 15 minutes, counted under `limitPrefix`.
   */
  const emailLinkRoute = (
    url: string,
    summary: string,
    body: z.ZodType<{ email: string }>,
    limitPrefix: string,
    send: (email: string) => Promise<void>,
    message: string,
  ) =>
    app.post(
      url,
      {
        schema: { tags: ['auth'], summary, body, response: { 200: messageEnvelope, ...errors } },
        preHandler: addressAndAccountLimits(limitPrefix, 3),
      },
      async (request) => {
        await send(request.body.email);
        return { success: true as const, data: { message } };
      },
    );

  const sendSession = (reply: FastifyReply, issued: IssuedSession) =>
    sendSessionReply(reply, issued, options.secureCookies);
  /** A finished sign-in also marks this browser as the account's device; a challenge does not. */
  const answerSignIn = async (reply: FastifyReply, outcome: SignInOutcome) => {
    if (!('two_factor_required' in outcome)) {
      await devices.issue(reply, outcome.session.user.email);
    }
    return sendSignIn(reply, outcome, options.secureCookies);
  };

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a student or owner account; sends a verification email, never signs in',
        body: RegisterSchema,
        response: {
          201: successEnvelope(RegisteredUserSchema).extend({ message: z.string() }),
          ...errors,
        },
      },
      preHandler: app.rateLimit({
        ...CAMPUS_ADDRESS_LIMITS.register,
        errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.signupCooldown),
      }),
    },
    async (request, reply) => {
      const user = await service.register(request.body);
      reply.status(201);
      return {
        success: true as const,
        data: { id: user.id, email: user.email, full_name: user.fullName, role: user.role },
        message: 'Account created. Check your email to verify your address.',
      };
    },
  );

  app.post(
    '/auth/admin/create',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an administrator with the server creation key (decision 3)',
        body: AdminCreateSchema,
        response: { 201: successEnvelope(RegisteredUserSchema), ...errors },
      },
      preHandler: app.rateLimit({ max: 5, timeWindow: AUTH_LIMIT_WINDOW_MS }),
    },
    async (request, reply) => {
      const user = await service.createAdmin(request.body);
      reply.status(201);
      return {
        success: true as const,
        data: { id: user.id, email: user.email, full_name: user.fullName, role: user.role },
      };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an email address with the token from the emailed link (single use, 24 h)',
        body: VerifyEmailSchema,
        response: {
          200: successEnvelope(z.object({ email: z.string(), role: z.string() })),
          ...errors,
        },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.verifyEmail),
    },
    async (request) => {
      const user = await service.verifyEmail(request.body.token);
      return { success: true as const, data: { email: user.email, role: user.role } };
    },
  );

  emailLinkRoute(
    '/auth/resend-verification',
    'Send a new verification link; answers the same whether or not the account exists',
    EmailOnlySchema,
    'resend',
    (email) => service.resendVerification(email),
    AUTH_MESSAGES.verificationEmailSent,
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password: a session, or a two-factor challenge for POST /auth/two-factor/verify',
        body: LoginSchema,
        response: signInResponses,
      },
      preHandler: signInLimit.check,
    },
    async (request, reply) =>
      answerSignIn(
        reply,
        await signInLimit.counting(request, reply, () =>
          service.login(request.body.email, request.body.password),
        ),
      ),
  );

  app.post(
    '/auth/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Administrator sign-in; every other role is refused. May answer a challenge',
        body: AdminLoginSchema,
        response: signInResponses,
      },
      preHandler: signInLimit.check,
    },
    async (request, reply) =>
      answerSignIn(
        reply,
        await signInLimit.counting(request, reply, () =>
          service.adminLogin(request.body.email, request.body.password),
        ),
      ),
  );

  app.post(
    '/auth/two-factor/verify',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Finish a sign-in with the challenge and an authenticator or recovery code (5 tries, 5 minutes)',
        body: TwoFactorVerifySchema,
        response: {
          200: successEnvelope(SessionSchema),
          ...errors,
          429: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.twoFactorVerify),
    },
    async (request, reply) => {
      const issued = await service.completeTwoFactor(
        request.body.challenge_token,
        request.body.code,
      );
      await devices.issue(reply, issued.session.user.email);
      return sendSession(reply, issued);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie; the cookie is rotated',
        response: { 200: successEnvelope(SessionSchema), ...errors },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.refresh),
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearRefreshCookie(reply, options.secureCookies);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session: revokes the refresh token family and clears the cookie',
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await service.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply, options.secureCookies);
      return { success: true as const, data: null };
    },
  );

  emailLinkRoute(
    '/auth/forgot-password',
    'Email a reset link (valid 1 hour); answers the same whether or not the account exists',
    ForgotPasswordSchema,
    'forgot',
    (email) => service.forgotPassword(email),
    AUTH_MESSAGES.resetEmailSent,
  );

  // POST /auth/reset-password and /auth/change-password (password.routes.ts).
  registerPasswordRoutes(app, service);

  /**
   * GET /api/auth/providers: `{ google }`, whether Google sign-in is configured here
   * (GOOGLE_CLIENT_ID set). Public, no body, never fails; the sign-in pages offer "Continue with
   * Google" only when it says true (issue 40 item 9).
   */
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers this server has configured',
        description:
          'Public. `google` is true when the server has a Google client (GOOGLE_CLIENT_ID set); ' +
          'the sign-in pages show "Continue with Google" only then, and nothing while this ' +
          'loads (issue 40 item 9). Without one, GET /api/auth/google answers 503.',
        response: { 200: successEnvelope(AuthProvidersSchema) },
      },
    },
    async () => ({ success: true as const, data: { google: options.googleEnabled } }),
  );
};
