import {
  AUTH_MESSAGES,
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
} from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { enableTwoFactor } from '../../../test/factories/two-factor.ts';
import { authenticatorCode } from '../../../test/totp.ts';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie.ts';

/** Two-factor sign-in (decision 9): enrolment, the sign-in step, recovery codes, turning off. */

const PASSWORD = 'Hostelhub@2026';
let context: TestContext;
let passwordHash = '';

beforeAll(async () => {
  context = await createTestContext();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await context?.close();
});

/** A verified account with PASSWORD, and a session header for it. */
async function account(overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await createUser(context.database.db, {
    role: 'student',
    ownerApprovalStatus: null,
    passwordHash,
    ...overrides,
  });
  const auth = await signIn(context.database.db, context.settings.jwtSecret, row);
  return { row, auth };
}

function postLogin(email: string, url = '/api/auth/login') {
  return context.app.inject({ method: 'POST', url, payload: { email, password: PASSWORD } });
}

/** Signs in with the password; expects and returns the challenge token. */
async function challengeFor(email: string, url?: string): Promise<string> {
  const response = await postLogin(email, url);
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: Record<string, unknown> }>();
  expect(data).toMatchObject({ two_factor_required: true, expires_in: 300 });
  expect(data).not.toHaveProperty('tokens');
  expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)).toBeUndefined();
  return String(data.challenge_token);
}

let verifyCalls = 0;
/** Each call from its own client address: the per-address limit has its own test. */
function verify(challengeToken: string, code: string) {
  verifyCalls += 1;
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify',
    payload: { challenge_token: challengeToken, code },
    remoteAddress: `10.20.${Math.floor(verifyCalls / 250)}.${verifyCalls % 250}`,
  });
}

describe('enrolment', () => {
  it('shows a QR code and takes effect only after a correct code, with 10 recovery codes', async () => {
    const { row, auth } = await account();
    const setup = await callJson(context.app, 'POST', '/api/auth/two-factor/setup', auth);
    expect(setup.status).toBe(200);
    const data = setup.body.data as { secret: string; otpauth_url: string; qr_code: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Hostelhub:/);
    expect(data.otpauth_url).toContain(`secret=${data.secret}`);
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.qr_code.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');

    // Not on yet: the status says so and the password alone still signs in.
    const pending = await callJson(context.app, 'GET', '/api/auth/two-factor', auth);
    expect(pending.body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_remaining: 0,
    });
    const plain = await postLogin(row.email);
    expect(plain.json()).toMatchObject({ data: { user: { id: row.id } } });

    const wrong = await callJson(context.app, 'POST', '/api/auth/two-factor/enable', auth, {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CODE',
      error: TWO_FACTOR_MESSAGES.invalidCode,
    });
    const enabled = await callJson(context.app, 'POST', '/api/auth/two-factor/enable', auth, {
      code: authenticatorCode(data.secret),
    });
    expect(enabled.status).toBe(200);
    const codes = (enabled.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await callJson(context.app, 'GET', '/api/auth/two-factor', auth);
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
    const again = await callJson(context.app, 'POST', '/api/auth/two-factor/setup', auth);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
  });

  it('stores the secret sealed and the recovery codes hashed', async () => {
    const { row, auth } = await account();
    const { secret, recoveryCodes } = await enableTwoFactor(context.app, auth);
    const { db } = context.database;
    const [stored] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, row.id));
    expect(stored?.secretCiphertext).toBeTruthy();
    expect(stored?.secretCiphertext).not.toContain(secret);
    const hashes = await db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, row.id));
    expect(hashes).toHaveLength(10);
    const plain = recoveryCodes.map((code) => code.replace('-', ''));
    for (const { codeHash } of hashes) {
      expect(plain.some((code) => codeHash.includes(code))).toBe(false);
    }
  });

  it('refuses guests on every two-factor setting route', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/setup'],
      ['POST', '/api/auth/two-factor/enable'],
      ['POST', '/api/auth/two-factor/recovery-codes'],
      ['POST', '/api/auth/two-factor/disable'],
    ] as const) {
      const response = await callJson(context.app, method, url, undefined, { code: '123456' });
      expect(response.status, url).toBe(401);
    }
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password and signs in with it, once', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    const challenge = await challengeFor(row.email);
    const code = authenticatorCode(secret);
    const response = await verify(challenge, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { user: { id: row.id, email: row.email }, tokens: { expiresIn: 900 } },
    });
    expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.httpOnly).toBe(true);

    // The challenge is spent, and the same code does not work twice.
    const reused = await verify(challenge, authenticatorCode(secret, 1));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const replay = await verify(await challengeFor(row.email), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_CODE');
  });

  it('refuses a wrong code, and the fifth wrong code ends the sign-in', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    const challenge = await challengeFor(row.email);
    for (let attempt = 1; attempt < TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await verify(challenge, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'INVALID_CODE',
        error: TWO_FACTOR_MESSAGES.invalidCode,
      });
    }
    const last = await verify(challenge, '000000');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
    // Even the right code no longer opens this challenge; a new sign-in does.
    const right = await verify(challenge, authenticatorCode(secret));
    expect(right.statusCode).toBe(429);
    const fresh = await verify(await challengeFor(row.email), authenticatorCode(secret));
    expect(fresh.statusCode).toBe(200);
  });

  it('stops an account after 10 wrong codes in 15 minutes, across new sign-ins', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    for (let round = 0; round < 2; round += 1) {
      const challenge = await challengeFor(row.email);
      for (let attempt = 0; attempt < TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS; attempt += 1) {
        await verify(challenge, '000000');
      }
    }
    const locked = await verify(await challengeFor(row.email), authenticatorCode(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(TWO_FACTOR_MESSAGES.accountLocked);
    // 15 minutes later the wrong codes no longer count.
    await context.database.db
      .update(twoFactorChallenges)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(twoFactorChallenges.userId, row.id));
    const later = await verify(await challengeFor(row.email), authenticatorCode(secret));
    expect(later.statusCode).toBe(200);
  });

  it('accepts each recovery code once, in any case and with or without the dash', async () => {
    const { row, auth } = await account();
    const { recoveryCodes } = await enableTwoFactor(context.app, auth);
    const code = recoveryCodes[0] ?? '';
    const first = await verify(await challengeFor(row.email), code.toUpperCase());
    expect(first.statusCode).toBe(200);
    const status = await callJson(context.app, 'GET', '/api/auth/two-factor', auth);
    expect(status.body.data).toMatchObject({ recovery_codes_remaining: 9 });

    const second = await verify(await challengeFor(row.email), code.replace('-', ''));
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('INVALID_CODE');
    const another = await verify(await challengeFor(row.email), recoveryCodes[1] ?? '');
    expect(another.statusCode).toBe(200);
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    const challenge = await challengeFor(row.email);
    await context.database.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, row.id));
    const expired = await verify(challenge, authenticatorCode(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    expect((await verify('not-a-challenge', authenticatorCode(secret))).statusCode).toBe(401);
  });

  it('refuses the code step for an account suspended after its password step', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    const challenge = await challengeFor(row.email);
    await context.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, row.id));
    const response = await verify(challenge, authenticatorCode(secret));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(AUTH_MESSAGES.accountSuspended);
  });

  it('asks an administrator for the code at the admin sign-in too', async () => {
    const { row, auth } = await account({ role: 'admin' });
    const { secret } = await enableTwoFactor(context.app, auth);
    const challenge = await challengeFor(row.email, '/api/auth/admin/login');
    const response = await verify(challenge, authenticatorCode(secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { user: { role: 'admin' } } });
  });
});

describe('recovery codes and turning off', () => {
  it('replaces the recovery codes for a current code; the old ones stop working', async () => {
    const { row, auth } = await account();
    const { secret, recoveryCodes } = await enableTwoFactor(context.app, auth);
    const renewed = await callJson(
      context.app,
      'POST',
      '/api/auth/two-factor/recovery-codes',
      auth,
      {
        code: authenticatorCode(secret),
      },
    );
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    const old = await verify(await challengeFor(row.email), recoveryCodes[0] ?? '');
    expect(old.statusCode).toBe(400);
    const current = await verify(await challengeFor(row.email), fresh[0] ?? '');
    expect(current.statusCode).toBe(200);
  });

  it('turns off only with the password or a code, then signs in with the password alone', async () => {
    const { row, auth } = await account();
    const { secret } = await enableTwoFactor(context.app, auth);
    const noProof = await callJson(context.app, 'POST', '/api/auth/two-factor/disable', auth, {});
    expect(noProof.status).toBe(400);
    expect(noProof.body.details?.[0]?.message).toBe(TWO_FACTOR_MESSAGES.proofRequired);
    const wrong = await callJson(context.app, 'POST', '/api/auth/two-factor/disable', auth, {
      password: 'Wrong@Password1',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.wrongProof);
    const wrongCode = await callJson(context.app, 'POST', '/api/auth/two-factor/disable', auth, {
      code: '000000',
    });
    expect(wrongCode.status).toBe(403);
    // Still on after the refusals.
    await challengeFor(row.email);

    const off = await callJson(context.app, 'POST', '/api/auth/two-factor/disable', auth, {
      code: authenticatorCode(secret),
    });
    expect(off.status).toBe(200);
    const status = await callJson(context.app, 'GET', '/api/auth/two-factor', auth);
    expect(status.body.data).toMatchObject({ enabled: false, recovery_codes_remaining: 0 });
    const plain = await postLogin(row.email);
    expect(plain.json()).toMatchObject({ data: { user: { id: row.id } } });
    const left = await context.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, row.id));
    expect(left).toHaveLength(0);
  });

  it('turns off with the password', async () => {
    const { row, auth } = await account();
    await enableTwoFactor(context.app, auth);
    const off = await callJson(context.app, 'POST', '/api/auth/two-factor/disable', auth, {
      password: PASSWORD,
    });
    expect(off.status).toBe(200);
    expect((await postLogin(row.email)).json()).toMatchObject({ data: { user: { id: row.id } } });
  });
});
