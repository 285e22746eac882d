import { AUTH_MESSAGES, type AppErrorCode } from '@hostelhub/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.http.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-limits.http.ts';
import type { Settings } from '../src/settings.ts';
import { createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { enableTwoFactor } from './factories/two-factor.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';
import { authenticatorCode } from './totp.ts';

/**
 * Issue 21 item 9: a stranger cannot lock a user out (OWASP 'Slow down online guessing attacks
 * with device cookies'; decision 014). A browser that finished a sign-in to an account holds a
 * device cookie for it and keeps signing in with the right password however many wrong ones
 * others sent; browsers without one (unknown devices) are still stopped after 10 tries at the
 * account in 15 minutes and 300 from an address in an hour (issue 40 item 8).
 */

const PASSWORD = 'Hostelhub@2026';

let app: FastifyInstance;
let database: Database;
let settings: Settings;

let addressCounter = 0;
/** A new client address for each call: a stranger spreading guesses over machines. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.19.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function post(
  url: string,
  payload: object,
  options: { ip?: string; device?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? freshAddress(),
    ...(options.device && { cookies: { [DEVICE_COOKIE]: options.device } }),
  });
}

/** The device cookie a sign-in answer set, failing when it set none. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === DEVICE_COOKIE);
  expect(cookie, 'a device cookie').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  expect(cookie?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  return cookie?.value ?? '';
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED' satisfies AppErrorCode,
    error: AUTH_MESSAGES.tooManyAttempts,
  });
  expect(response.headers['retry-after']).toBeDefined();
}

async function newUser(role: 'student' | 'admin') {
  return createUser(database.db, {
    role,
    ownerApprovalStatus: null,
    passwordHash: await hashPassword(PASSWORD),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  settings = createTestSettings();
  app = await buildApp({ settings, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (settings) rmSync(settings.dataDir, { recursive: true, force: true });
});

describe.each([
  { role: 'student' as const, url: '/api/auth/login' },
  { role: 'admin' as const, url: '/api/auth/admin/login' },
])('$url', ({ role, url }) => {
  it(`should let the ${role}'s own browser in with the right password after a stranger's 12 wrong ones`, async () => {
    const user = await newUser(role);
    const home = freshAddress();
    const first = await post(url, { email: user.email, password: PASSWORD }, { ip: home });
    expect(first.statusCode, first.body).toBe(200);
    const device = deviceCookieOf(first);

    // A stranger, from many addresses and without the cookie, guesses until refused (only
    // failures count: the user's own sign-in was not one of the 10, issue 40 item 8).
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const guess = await post(url, { email: user.email, password: `Wrong@${attempt}x` });
      if (attempt < SIGN_IN_LIMITS.perAccount) expect(guess.statusCode).toBe(401);
      else expectLimited(guess);
    }
    // An unknown device is still refused, even with the right password.
    expectLimited(await post(url, { email: user.email, password: PASSWORD }));

    // The user's browser, same address as before or a new one, signs in.
    const again = await post(url, { email: user.email, password: PASSWORD }, { ip: home, device });
    expect(again.statusCode, again.body).toBe(200);
    const renewed = deviceCookieOf(again);
    const elsewhere = await post(
      url,
      { email: user.email, password: PASSWORD },
      { device: renewed },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('device cookies', () => {
  it('should lock only a device cookie after its own 10 wrong passwords, then treat it as unknown', async () => {
    const user = await newUser('student');
    const signedIn = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    const device = deviceCookieOf(signedIn);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await post(
        '/api/auth/login',
        { email: user.email, password: `Wrong@${attempt}x` },
        { device },
      );
      expect(guess.statusCode).toBe(401);
    }
    // Another browser of the user's is not locked by them (unknown devices: no failures yet;
    // right passwords never count, issue 40 item 8).
    const other = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(other.statusCode, other.body).toBe(200);
    const otherDevice = deviceCookieOf(other);

    // The spent cookie now counts with unknown devices: their 10 failures, then 429.
    for (let attempt = 10; attempt < 21; attempt += 1) {
      const guess = await post(
        '/api/auth/login',
        { email: user.email, password: `Wrong@${attempt}x` },
        { device },
      );
      if (attempt < 20) expect(guess.statusCode).toBe(401);
      else expectLimited(guess);
    }
    expectLimited(
      await post('/api/auth/login', { email: user.email, password: PASSWORD }, { device }),
    );
    // The other browser's cookie still lets the user in.
    const trusted = await post(
      '/api/auth/login',
      { email: user.email, password: PASSWORD },
      { device: otherDevice },
    );
    expect(trusted.statusCode, trusted.body).toBe(200);
  });

  it('should not trust a device cookie of another account, nor a forged one', async () => {
    const victim = await newUser('student');
    const attacker = await newUser('student');
    const attackerLogin = await post('/api/auth/login', {
      email: attacker.email,
      password: PASSWORD,
    });
    const attackerDevice = deviceCookieOf(attackerLogin);
    // A cookie signed with another secret, naming the victim: the attacker cannot make one.
    const [header, , signature] = attackerDevice.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: victim.email, jti: 'forged', iss: 'hostelhub' }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const device = attempt % 2 === 0 ? attackerDevice : forged;
      const guess = await post(
        '/api/auth/login',
        { email: victim.email, password: `Wrong@${attempt}x` },
        { device },
      );
      expect(guess.statusCode).toBe(401);
    }
    // All ten counted on the victim's unknown devices.
    expectLimited(
      await post(
        '/api/auth/login',
        { email: victim.email, password: PASSWORD },
        { device: forged },
      ),
    );
  });

  it('should give the device cookie only once the two-factor code is right', async () => {
    const user = await newUser('student');
    const { secret } = await enableTwoFactor(
      app,
      await signIn(database.db, settings.jwtSecret, user),
    );
    const login = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);
    const { challenge_token: challenge } = login.json<{ data: { challenge_token: string } }>().data;

    const wrong = await post('/api/auth/two-factor/verify', {
      challenge_token: challenge,
      code: authenticatorCode(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.cookies.map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);

    const done = await post('/api/auth/two-factor/verify', {
      challenge_token: challenge,
      code: authenticatorCode(secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    const device = deviceCookieOf(done);

    // That browser is now trusted: a stranger's guesses do not lock it out of the password step.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post('/api/auth/login', { email: user.email, password: `Wrong@${attempt}x` });
    }
    expectLimited(await post('/api/auth/login', { email: user.email, password: PASSWORD }));
    const trusted = await post(
      '/api/auth/login',
      { email: user.email, password: PASSWORD },
      { device },
    );
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(
      trusted.json<{ data: { two_factor_required?: boolean } }>().data.two_factor_required,
    ).toBe(true);
  });
});
