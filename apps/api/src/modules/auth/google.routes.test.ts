import { AUTH_MESSAGES } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { enableTwoFactor } from '../../../test/factories/two-factor.ts';
import { authenticatorCode } from '../../../test/totp.ts';
import {
  startOidcProvider,
  type TestGoogleAccount,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';
import { createPendingLoginSeal, OAUTH_COOKIE } from './google-sign-in.service.ts';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie.ts';

const PUBLIC_URL = 'http://hostelhub.test';
let context: TestContext;
let provider: TestOidcProvider;
let accountCounter = 0;

function googleAccount(overrides: Partial<TestGoogleAccount> = {}): TestGoogleAccount {
  accountCounter += 1;
  return {
    sub: `google-sub-${accountCounter}`,
    email: `google.user${accountCounter}@gmail.test`,
    email_verified: true,
    name: `Google User ${accountCounter}`,
    ...overrides,
  };
}

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

function cookieOf(response: Response, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** GET /api/auth/google on `app`: the provider URL and the sealed hh_oauth cookie value. */
async function startSignIn(app: FastifyInstance = context.app) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(response.statusCode).toBe(302);
  const pending = cookieOf(response, OAUTH_COOKIE);
  expect(pending?.value).toBeTruthy();
  return { location: String(response.headers.location), pendingId: pending?.value ?? '' };
}

function postCallback(
  payload: Record<string, unknown>,
  pendingId?: string,
  app: FastifyInstance = context.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/google-callback',
    payload,
    headers: pendingId ? { cookie: `${OAUTH_COOKIE}=${pendingId}` } : {},
  });
}

/** The whole browser round trip as `account`; returns the callback response. */
async function signInWithGoogle(account: TestGoogleAccount) {
  provider.setAccount(account);
  const { location, pendingId } = await startSignIn();
  const callback = await provider.authorize(location);
  return postCallback(
    { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
    pendingId,
  );
}

function expectGoogleFailed(response: Response) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'UNAUTHORIZED',
    error: AUTH_MESSAGES.googleFailed,
  });
}

describe('Google sign-in with a configured provider', () => {
  beforeAll(async () => {
    provider = await startOidcProvider({ publicUrl: PUBLIC_URL, account: googleAccount() });
    context = await createTestContext({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });

  afterAll(async () => {
    await context?.close();
    await provider?.close();
  });

  it('redirects to the provider with PKCE, state, nonce and the account-selection prompt', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    const pending = cookieOf(response, OAUTH_COOKIE);
    expect(pending).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google-callback',
    });
    expect(pending?.secure).toBeFalsy();
    expect(pending?.maxAge).toBe(600);
    // The cookie is sealed: the browser cannot read the state or the nonce in it.
    expect(pending?.value).not.toContain(params.get('state'));
    expect(pending?.value).not.toContain(params.get('nonce'));
  });

  it('creates a verified student on the first sign-in and returns a session', async () => {
    const account = googleAccount({ name: 'Ayesha Khan' });
    const response = await signInWithGoogle(account);
    expect(provider.lastPrompt).toBe('select_account');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      email: account.email,
      full_name: 'Ayesha Khan',
      role: 'student',
      email_verified: true,
      has_password: false,
    });
    expect(body.data.tokens.accessToken).toEqual(expect.any(String));
    expect(cookieOf(response, REFRESH_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    // The pending sign-in cookie is cleared.
    expect(cookieOf(response, OAUTH_COOKIE)?.value).toBe('');

    const [row] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, account.email));
    expect(row?.googleSubject).toBe(account.sub);
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).not.toBeNull();

    // The access token works like a password sign-in's.
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.data.tokens.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('names a new account after the email when the provider sends no name', async () => {
    const account = googleAccount({ email: 'bilal.ahmed@gmail.test' });
    delete account.name;
    const response = await signInWithGoogle(account);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.full_name).toBe('bilal.ahmed');
  });

  it('signs the same user in again on a later sign-in, without a duplicate', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    expect(first.statusCode).toBe(200);
    const second = await signInWithGoogle(account);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
    const rows = await context.database.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, account.sub));
    expect(rows).toHaveLength(1);
  });

  it('asks a Google account with two-factor sign-in on for its code before the session', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    const authorization = `Bearer ${first.json().data.tokens.accessToken}`;
    const { secret } = await enableTwoFactor(context.app, authorization);

    const second = await signInWithGoogle(account);
    expect(second.statusCode).toBe(200);
    const challenge = second.json().data;
    expect(challenge).toMatchObject({ two_factor_required: true });
    expect(challenge).not.toHaveProperty('tokens');
    expect(cookieOf(second, REFRESH_COOKIE)).toBeUndefined();

    const verified = await context.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { challenge_token: challenge.challenge_token, code: authenticatorCode(secret) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.id).toBe(first.json().data.user.id);
    expect(cookieOf(verified, REFRESH_COOKIE)?.value).toBeTruthy();
  });

  it('links an existing password account with the same email and keeps its role', async () => {
    const existing = await createUser(context.database.db, {
      email: 'owner.sana@gmail.test',
      role: 'owner',
      ownerApprovalStatus: 'approved',
      passwordHash: await hashPassword('Lahore@2026'),
      emailVerifiedAt: new Date(),
    });
    const account = googleAccount({ email: 'Owner.Sana@gmail.test' });
    const response = await signInWithGoogle(account);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      id: existing.id,
      role: 'owner',
      has_password: true,
      email: 'owner.sana@gmail.test',
    });
    const [row] = await context.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe(account.sub);

    // The password still works.
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: 'Lahore@2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('verifies a never-verified account it links and drops the password nobody proved', async () => {
    const existing = await createUser(context.database.db, {
      email: 'unverified.student@gmail.test',
      role: 'student',
      ownerApprovalStatus: null,
      passwordHash: await hashPassword('Karachi@2026'),
      emailVerifiedAt: null,
    });
    const response = await signInWithGoogle(googleAccount({ email: existing.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      id: existing.id,
      email_verified: true,
      has_password: false,
    });
  });

  it('refuses a tampered state and clears the pending sign-in cookie', async () => {
    provider.setAccount(googleAccount());
    const { location, pendingId } = await startSignIn();
    const callback = await provider.authorize(location);
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');

    const refused = await postCallback({ code, state: `${state}x` }, pendingId);
    expectGoogleFailed(refused);
    expect(cookieOf(refused, OAUTH_COOKIE)).toMatchObject({
      value: '',
      path: '/api/auth/google-callback',
    });
  });

  it('uses a pending sign-in once only', async () => {
    provider.setAccount(googleAccount());
    const { location, pendingId } = await startSignIn();
    const callback = await provider.authorize(location);
    const payload = {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    };
    expect((await postCallback(payload, pendingId)).statusCode).toBe(200);
    expectGoogleFailed(await postCallback(payload, pendingId));
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    provider.setAccount(googleAccount());
    const { location } = await startSignIn();
    const callback = await provider.authorize(location);
    expectGoogleFailed(
      await postCallback({
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      }),
    );
  });

  it('refuses an email address Google has not verified', async () => {
    const account = googleAccount({ email_verified: false });
    expectGoogleFailed(await signInWithGoogle(account));
    const rows = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, account.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a suspended account as the password sign-in does', async () => {
    const account = googleAccount();
    expect((await signInWithGoogle(account)).statusCode).toBe(200);
    await context.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.googleSubject, account.sub));
    const response = await signInWithGoogle(account);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      error: AUTH_MESSAGES.accountSuspended,
    });
  });

  it('says Google is available', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().data).toEqual({ google: true });
  });

  it('describes GET /api/auth/providers in the OpenAPI document (issue 40 item 9)', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get?: { description?: string; responses: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/api/auth/providers']?.get;
    expect(operation?.description).toMatch(/Continue with Google/);
    expect(JSON.stringify(operation?.responses['200'])).toMatch(
      /"google":\{"type":"boolean","description":"Whether \\"Continue with Google\\" works/,
    );
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let unconfigured: TestContext;

  beforeAll(async () => {
    unconfigured = await createTestContext({ PUBLIC_URL });
  });

  afterAll(async () => {
    await unconfigured?.close();
  });

  it('answers 503 with the not-configured text and reports google: false', async () => {
    const start = await unconfigured.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      error: AUTH_MESSAGES.googleNotConfigured,
    });

    const callback = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/auth/google-callback',
      payload: { code: 'some-code', state: 'some-state' },
    });
    expect(callback.statusCode).toBe(503);

    const providers = await unconfigured.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json().data).toEqual({ google: false });
  });
});

describe('Google sign-in across API processes (issue 21 item 15)', () => {
  let first: TestContext;
  let second: FastifyInstance;

  beforeAll(async () => {
    provider = await startOidcProvider({ publicUrl: PUBLIC_URL, account: googleAccount() });
    first = await createTestContext({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    // A second process: same database and settings (so the same JWT_SECRET), its own memory.
    second = await buildApp({ settings: first.settings, database: first.database, logger: false });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await provider?.close();
  });

  /** Starts on the first process; returns the callback's code and state and the cookie. */
  async function startOnFirst() {
    const { location, pendingId } = await startSignIn(first.app);
    const callback = await provider.authorize(location);
    return {
      payload: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
      pendingId,
    };
  }

  it('completes on a second process a sign-in the first process started', async () => {
    const account = googleAccount();
    provider.setAccount(account);
    const { payload, pendingId } = await startOnFirst();
    const response = await postCallback(payload, pendingId, second);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: account.email, role: 'student' });
    expect(cookieOf(response, REFRESH_COOKIE)?.value).toBeTruthy();
    expect(cookieOf(response, OAUTH_COOKIE)?.value).toBe('');
  });

  it('refuses a tampered pending sign-in cookie', async () => {
    provider.setAccount(googleAccount());
    const { payload, pendingId } = await startOnFirst();
    const flipped = `${pendingId.slice(0, 20)}${pendingId[20] === 'A' ? 'B' : 'A'}${pendingId.slice(21)}`;
    expectGoogleFailed(await postCallback(payload, flipped, second));
    expectGoogleFailed(await postCallback(payload, 'not-a-sealed-cookie', second));
  });

  it('refuses an expired pending sign-in cookie', async () => {
    provider.setAccount(googleAccount());
    const { payload, pendingId } = await startOnFirst();
    // The same pending sign-in, sealed again with the secret but expired a second ago.
    const seal = createPendingLoginSeal(first.settings.jwtSecret);
    const login = seal.open(pendingId);
    expect(login?.state).toBe(payload.state);
    const expired = seal.seal({ ...login!, expiresAt: Date.now() - 1000 });
    expectGoogleFailed(await postCallback(payload, expired, second));
  });

  it("refuses a callback whose state is not the cookie's", async () => {
    provider.setAccount(googleAccount());
    const one = await startOnFirst();
    const other = await startOnFirst();
    // The code and state of one sign-in with the cookie of another.
    expectGoogleFailed(await postCallback(one.payload, other.pendingId, second));
  });
});
