import { AppError, AUTH_MESSAGES, EmailSchema } from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { AuthService, SignInOutcome } from './auth.service.ts';

/** Cookie holding this browser's pending Google sign-in, sealed (issue 21 item 15). */
export const OAUTH_COOKIE = 'hh_oauth';
/** A started Google sign-in must come back within 10 minutes. */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;
/** The account-selection prompt the spec asks for (part 1 section 1). */
const PROMPT = 'select_account';
const SCOPE = 'openid email profile';

export interface GoogleSignInOptions {
  google: { clientId: string; clientSecret: string | undefined; issuer: string };
  publicUrl: string;
  /** JWT_SECRET: the key the pending sign-in cookie is sealed under (the same on every process). */
  serverSecret: string;
  repository: AuthRepository;
  service: AuthService;
  /** Allows an http:// issuer (the tests' local provider); never set in production. */
  allowInsecureIssuer: boolean;
  log: FastifyBaseLogger;
}

/** What the provider put in the /auth/callback URL, as the web page forwards it. */
export interface GoogleCallbackParams {
  code: string;
  state: string;
  iss?: string | undefined;
}

/**
 * A started sign-in, as sealed into the hh_oauth cookie: the PKCE verifier, state and nonce, the
 * redirect URI the code is issued for, and when it expires (ms since the epoch).
 */
const PendingLoginSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  redirectUri: z.string(),
  expiresAt: z.number(),
});
export type PendingLogin = z.infer<typeof PendingLoginSchema>;

/**
 * Seals and opens a pending sign-in for the hh_oauth cookie (issue 21 item 15): AES-256-GCM
 * under a key derived from `serverSecret` (lib/secret-box.ts), so the browser carries it but can
 * neither read nor change it, and any API process with the same secret completes the sign-in.
 * `open` answers undefined for a missing, tampered, malformed or expired (`now`, ms) cookie.
 */
export function createPendingLoginSeal(serverSecret: string) {
  const box = createSecretBox(serverSecret, 'google-pending-sign-in');
  return {
    seal: (login: PendingLogin): string => box.seal(JSON.stringify(login)),
    open(sealed: string | undefined, now = Date.now()): PendingLogin | undefined {
      if (!sealed) return undefined;
      let plaintext: string;
      try {
        plaintext = box.open(sealed);
      } catch {
        return undefined;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(plaintext);
      } catch {
        return undefined;
      }
      const login = PendingLoginSchema.safeParse(parsed);
      return login.success && login.data.expiresAt > now ? login.data : undefined;
    },
  };
}

/** The identity claims Google vouches for in its ID token. */
interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | undefined;
}

const failed = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.googleFailed);

/**
 * Google sign-in through openid-client: authorization code with PKCE, state and nonce, and
 * the account-selection prompt. The browser goes to the provider from GET /api/auth/google
 * and comes back to the web page /auth/callback, which posts `{ code, state }` to
 * POST /api/auth/google-callback.
 *
 * The PKCE verifier, state and nonce of a started sign-in travel sealed in the browser's
 * hh_oauth cookie (`createPendingLoginSeal`), not in the memory of the process that started it,
 * so the callback may reach any API process sharing JWT_SECRET (issue 21 item 15).
 */
export function createGoogleSignIn(options: GoogleSignInOptions) {
  const { google, repository, service, log } = options;
  const redirectUri = `${options.publicUrl}/auth/callback`;
  const pendingSeal = createPendingLoginSeal(options.serverSecret);
  let configuration: Promise<client.Configuration> | undefined;

  /** Discovers the issuer once; a failed discovery is retried on the next sign-in. */
  function discover(): Promise<client.Configuration> {
    if (!configuration) {
      const issuer = new URL(google.issuer);
      const insecure = issuer.protocol === 'http:' && options.allowInsecureIssuer;
      configuration = client
        .discovery(
          issuer,
          google.clientId,
          google.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          configuration = undefined;
          throw error;
        });
    }
    return configuration;
  }

  /** Trades the code for tokens and reads the verified identity from the ID token. */
  async function identify(login: PendingLogin, params: GoogleCallbackParams) {
    const config = await discover();
    const callbackUrl = new URL(login.redirectUri);
    callbackUrl.searchParams.set('code', params.code);
    callbackUrl.searchParams.set('state', params.state);
    // RFC 9207 `iss`: the web page may not forward it. With one configured issuer there is no
    // other provider to mix up, so the expected one stands in when it is missing.
    callbackUrl.searchParams.set('iss', params.iss ?? config.serverMetadata().issuer);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token response has no ID token');
    if (claims.email_verified !== true) throw new Error('the email address is not verified');
    const email = EmailSchema.safeParse(claims.email);
    if (!email.success) throw new Error('the ID token has no usable email address');
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) : '';
    return { subject: claims.sub, email: email.data, name: name || undefined };
  }

  /**
   * The account for a Google identity: the one already linked to it; else the account with
   * the same email, which gets linked; else a new verified student without a password.
   */
  async function accountFor(identity: GoogleIdentity): Promise<UserRow> {
    const linked = await repository.findUserByGoogleSubject(identity.subject);
    if (linked) return linked;

    const existing = await repository.findUserByEmail(identity.email);
    if (existing) {
      if (existing.suspendedAt) return existing;
      // Already linked to another Google account: do not silently replace the link.
      if (existing.googleSubject) throw failed();
      return repository.updateUser(existing.id, {
        googleSubject: identity.subject,
        // Google verified the address. A password set on a never-verified account was chosen
        // by someone who never proved they own the address (account pre-hijacking), so it is
        // dropped; the owner can set one with "Forgot password".
        ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), passwordHash: null }),
      });
    }

    const created = await repository.insertUser({
      email: identity.email,
      passwordHash: null,
      fullName: identity.name ?? identity.email.split('@')[0] ?? identity.email,
      role: 'student',
      emailVerifiedAt: new Date(),
      googleSubject: identity.subject,
    });
    // A concurrent sign-in or signup took the email or the subject first.
    if (!created) throw failed();
    return created;
  }

  return {
    /**
     * Starts a sign-in: the provider URL to redirect to and the sealed pending sign-in for the
     * hh_oauth cookie (valid PENDING_LOGIN_TTL_MS). Throws when discovery fails.
     */
    async start(): Promise<{ url: string; sealed: string }> {
      const config = await discover();
      const login: PendingLogin = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
        redirectUri,
        expiresAt: Date.now() + PENDING_LOGIN_TTL_MS,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
        state: login.state,
        nonce: login.nonce,
        prompt: PROMPT,
      });
      return { url: url.href, sealed: pendingSeal.seal(login) };
    },

    /**
     * Completes the sign-in of the browser holding the `sealed` hh_oauth cookie: a session, or
     * the two-factor challenge when the account has it on. A cookie that is missing, does not
     * open (tampered, another secret), has expired or holds another state than the query's,
     * and every failure of the exchange, answer 401 with the spec's Google text; a suspended
     * account answers as the password sign-in does.
     */
    async complete(
      sealed: string | undefined,
      params: GoogleCallbackParams,
    ): Promise<SignInOutcome> {
      const login = pendingSeal.open(sealed);
      if (!login || login.state !== params.state || login.redirectUri !== redirectUri) {
        throw failed();
      }
      let identity: GoogleIdentity;
      try {
        identity = await identify(login, params);
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in refused');
        throw failed();
      }
      const user = await accountFor(identity);
      if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
      return service.signIn(user);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
