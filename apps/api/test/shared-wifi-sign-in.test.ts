import { AUTH_MESSAGES } from '@hostelhub/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.http.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-limits.http.ts';
import { createUser } from './factories/hostels.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { firstLink, startMailServer, type TestMailServer } from './mail-server.ts';

/**
 * Issue 40 item 8: hostel and campus Wi-Fi put a whole class behind one address. Only failed
 * sign-ins count (300 an hour per address), so students with their right passwords all get in
 * from one address, while 10 wrong passwords still lock the account they were aimed at, and
 * only from browsers that never signed in to it (decision 014).
 */

const PASSWORD = 'Hostelhub@2026';
/** The campus Wi-Fi's one public address. */
const CAMPUS = '203.0.113.40';
const CLASS_SIZE = 40;

let context: TestContext;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url, PUBLIC_URL: 'http://hostelhub.test' });
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

function post(url: string, payload: object, ip: string, device?: string) {
  return context.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    ...(device && { cookies: { [DEVICE_COOKIE]: device } }),
  });
}

function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === DEVICE_COOKIE);
  expect(cookie, 'a device cookie').toBeDefined();
  return cookie?.value ?? '';
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    error: AUTH_MESSAGES.tooManyAttempts,
  });
}

/** Registers a student from their own address and verifies the emailed link from `verifyFrom`. */
async function registerAndVerify(index: number, verifyFrom: string): Promise<string> {
  const email = `student${index}@class.example.pk`;
  const before = mail.messages.length;
  const registered = await post(
    '/api/auth/register',
    {
      fullName: `Student ${index}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'student',
      university: 'University of the Punjab',
      city: 'Lahore',
      gender: 'female',
      agreeToTerms: true,
    },
    `198.51.100.${index + 1}`,
  );
  expect(registered.statusCode, registered.body).toBe(201);
  const token = new URL(firstLink(await mail.waitForMessage(email, before))).searchParams.get(
    'token',
  );
  const verified = await post('/api/auth/verify-email', { token }, verifyFrom);
  expect(verified.statusCode, verified.body).toBe(200);
  return email;
}

describe('a class on one campus Wi-Fi address', () => {
  it('should let 40 students in with their right passwords, and lock only the account 10 wrong ones aimed at', async () => {
    const emails: string[] = [];
    for (let index = 0; index < CLASS_SIZE; index += 1) {
      emails.push(await registerAndVerify(index, CAMPUS));
    }
    const admin = await createUser(context.database.db, {
      role: 'admin',
      ownerApprovalStatus: null,
      passwordHash: await hashPassword(PASSWORD),
    });

    // Every student signs in once from the campus address, and so does the administrator.
    const devices: string[] = [];
    for (const email of emails) {
      const login = await post('/api/auth/login', { email, password: PASSWORD }, CAMPUS);
      expect(login.statusCode, `${email}: ${login.body}`).toBe(200);
      devices.push(deviceCookieOf(login));
    }
    const adminLogin = await post(
      '/api/auth/admin/login',
      { email: admin.email, password: PASSWORD },
      CAMPUS,
    );
    expect(adminLogin.statusCode, adminLogin.body).toBe(200);

    // Someone on the same Wi-Fi, in another browser, guesses the first student's password.
    const [victim, classmate] = emails;
    if (!victim || !classmate) throw new Error('the class is empty');
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccount; attempt += 1) {
      const guess = await post(
        '/api/auth/login',
        { email: victim, password: `Wrong@${attempt}x` },
        CAMPUS,
      );
      expect(guess.statusCode, guess.body).toBe(401);
    }
    // That account is locked for browsers that never signed in to it, right password or not.
    expectLimited(await post('/api/auth/login', { email: victim, password: PASSWORD }, CAMPUS));
    expectLimited(
      await post('/api/auth/login', { email: victim, password: PASSWORD }, '192.0.2.9'),
    );
    // Not the other accounts on the same address.
    const other = await post('/api/auth/login', { email: classmate, password: PASSWORD }, CAMPUS);
    expect(other.statusCode, other.body).toBe(200);
    // Nor the victim's own browser, which signed in before.
    const trusted = await post(
      '/api/auth/login',
      { email: victim, password: PASSWORD },
      CAMPUS,
      devices[0],
    );
    expect(trusted.statusCode, trusted.body).toBe(200);
  }, 180_000);
});
