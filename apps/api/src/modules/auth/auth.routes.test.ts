import { AUTH_MESSAGES } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { firstLink, startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie.ts';
import { CAMPUS_ADDRESS_LIMITS } from '../../plugins/rate-limit.ts';

const PASSWORD = 'Lahore@2026';
let context: TestContext;
let mail: TestMailServer;
let addressCounter = 0;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({
    SMTP_URL: mail.url,
    PUBLIC_URL: 'http://hostelhub.test',
    ADMIN_CREATION_KEY: 'the-correct-admin-creation-key',
  });
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

/** Each call comes from its own client address unless one is given, so limits stay apart. */
function post(
  url: string,
  payload: unknown,
  options: { cookie?: string; token?: string; ip?: string } = {},
) {
  addressCounter += 1;
  return context.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    headers: {
      ...(options.cookie && { cookie: `${REFRESH_COOKIE}=${options.cookie}` }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
  });
}

function refreshCookieOf(response: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
}) {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

function studentSignup(email: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ayesha Khan',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'student',
    university: 'University of the Punjab',
    city: 'Lahore',
    gender: 'female',
    agreeToTerms: true,
    ...overrides,
  };
}

/** Signs up, follows the emailed link's token and signs in; returns the session. */
async function signUpVerifyAndLogin(email: string, overrides: Record<string, unknown> = {}) {
  const before = mail.messages.length;
  const registered = await post('/api/auth/register', studentSignup(email, overrides));
  expect(registered.statusCode).toBe(201);
  const message = await mail.waitForMessage(email, before);
  const token = new URL(firstLink(message)).searchParams.get('token');
  const verified = await post('/api/auth/verify-email', { token });
  expect(verified.statusCode).toBe(200);
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return {
    accessToken: login.json().data.tokens.accessToken as string,
    refreshToken: refreshCookieOf(login)?.value ?? '',
    user: login.json().data.user,
  };
}

describe('sign-up, email verification and sign-in', () => {
  it('should register without signing in, mail a link that verifies, then sign in', async () => {
    const email = 'ayesha.khan@example.pk';
    const before = mail.messages.length;
    const response = await post('/api/auth/register', studentSignup(email));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email,
      full_name: 'Ayesha Khan',
      role: 'student',
    });
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(response.json().data.tokens).toBeUndefined();

    const message = await mail.waitForMessage(email, before);
    expect(message.subject).toBe('Verify your Hostelhub email address');
    const link = new URL(firstLink(message));
    expect(link.origin + link.pathname).toBe('http://hostelhub.test/auth/callback');
    expect(link.searchParams.get('type')).toBe('email_verification');

    const unverified = await post('/api/auth/login', { email, password: PASSWORD });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: AUTH_MESSAGES.emailNotVerified,
    });

    const verified = await post('/api/auth/verify-email', {
      token: link.searchParams.get('token'),
    });
    expect(verified.json()).toEqual({ success: true, data: { email, role: 'student' } });

    const login = await post('/api/auth/login', {
      email: 'Ayesha.Khan@Example.pk',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.data.user).toMatchObject({ email, role: 'student', email_verified: true });
    expect(body.data.tokens.accessToken).toEqual(expect.any(String));
    expect(body.data.tokens.expiresIn).toBe(900);
    const cookie = refreshCookieOf(login);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('should refuse a verification token twice and an expired one', async () => {
    const email = 'bilal@example.pk';
    const before = mail.messages.length;
    await post('/api/auth/register', studentSignup(email));
    const token = new URL(firstLink(await mail.waitForMessage(email, before))).searchParams.get(
      'token',
    );
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: AUTH_MESSAGES.verificationFailed,
    });

    const other = 'sana@example.pk';
    const mark = mail.messages.length;
    await post('/api/auth/register', studentSignup(other));
    const expired = new URL(firstLink(await mail.waitForMessage(other, mark))).searchParams.get(
      'token',
    );
    const [user] = await context.database.db.select().from(users).where(eq(users.email, other));
    await context.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user?.id ?? ''));
    expect((await post('/api/auth/verify-email', { token: expired })).json().code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('should resend a verification link, answering the same for unknown addresses', async () => {
    const email = 'resend@example.pk';
    await post('/api/auth/register', studentSignup(email));
    const before = mail.messages.length;
    const known = await post('/api/auth/resend-verification', { email });
    const unknown = await post('/api/auth/resend-verification', { email: 'nobody@example.pk' });
    expect(known.json()).toEqual(unknown.json());
    await mail.waitForMessage(email, before);
    const empty = await post('/api/auth/resend-verification', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(AUTH_MESSAGES.emailRequiredForResend);
  });

  it('should register an owner awaiting approval', async () => {
    const email = 'owner.one@example.pk';
    const before = mail.messages.length;
    const response = await post('/api/auth/register', {
      ...studentSignup(email),
      role: 'owner',
      // Any national or international form is read (decision 17).
      phone: '+92 300 1234567',
    });
    expect(response.statusCode).toBe(201);
    const token = new URL(firstLink(await mail.waitForMessage(email, before))).searchParams.get(
      'token',
    );
    await post('/api/auth/verify-email', { token });
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.json().data.user).toMatchObject({
      role: 'owner',
      owner_approval_status: 'pending',
    });
  });
});

describe('sign-up validation', () => {
  it("should refuse the admin role with 'Invalid role selected'", async () => {
    const response = await post(
      '/api/auth/register',
      studentSignup('x@example.pk', { role: 'admin' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details).toContainEqual({
      field: 'role',
      message: AUTH_MESSAGES.invalidRole,
    });
  });

  it('should list every broken rule with the spec messages', async () => {
    const response = await post('/api/auth/register', {
      fullName: 'A',
      email: 'not-an-email',
      password: 'weakpass',
      confirmPassword: 'different',
      role: 'owner',
      phone: '0123',
      agreeToTerms: false,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const messages = body.details.map((detail: { message: string }) => detail.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.fullNameShort,
        AUTH_MESSAGES.invalidEmail,
        AUTH_MESSAGES.passwordRules,
        AUTH_MESSAGES.agreeToTerms,
      ]),
    );
    expect(body.error).toContain(AUTH_MESSAGES.fullNameShort);
  });

  it('should require an owner phone and check confirmPassword', async () => {
    const noPhone = await post(
      '/api/auth/register',
      studentSignup('p@example.pk', { role: 'owner' }),
    );
    expect(noPhone.json().details).toContainEqual({
      field: 'phone',
      message: AUTH_MESSAGES.phoneShort,
    });
    const badPhone = await post(
      '/api/auth/register',
      studentSignup('p@example.pk', { role: 'owner', phone: '0000000000000' }),
    );
    expect(badPhone.json().details).toContainEqual({
      field: 'phone',
      message: AUTH_MESSAGES.phoneInvalid,
    });
    const mismatch = await post(
      '/api/auth/register',
      studentSignup('p@example.pk', { confirmPassword: 'Other@2026' }),
    );
    expect(mismatch.json().details).toContainEqual({
      field: 'confirmPassword',
      message: AUTH_MESSAGES.passwordsDontMatch,
    });
  });

  it('should refuse an address that already has an account', async () => {
    await post('/api/auth/register', studentSignup('taken@example.pk'));
    const again = await post('/api/auth/register', studentSignup('TAKEN@example.pk'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: AUTH_MESSAGES.emailTaken });
  });

  it('should answer repeated sign-ups from one client with the cooldown message', async () => {
    // A campus address takes a class's sign-ups: 100 an hour (issue 40 item 8).
    const ip = '192.0.2.77';
    const { max } = CAMPUS_ADDRESS_LIMITS.register;
    const statuses: number[] = [];
    // In batches, in order: each sign-up hashes a password.
    for (let start = 0; start <= max; start += 10) {
      const batch = Array.from({ length: Math.min(10, max + 1 - start) }, (_, i) => start + i);
      const responses = await Promise.all(
        batch.map((attempt) =>
          post('/api/auth/register', studentSignup(`burst${attempt}@example.pk`), { ip }),
        ),
      );
      for (const response of responses) {
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({
            code: 'RATE_LIMITED',
            error: AUTH_MESSAGES.signupCooldown,
          });
        }
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  }, 120_000);
});

describe('sign-in errors', () => {
  it('should answer an unknown email and a wrong password the same way', async () => {
    await signUpVerifyAndLogin('same.answer@example.pk');
    const wrongPassword = await post('/api/auth/login', {
      email: 'same.answer@example.pk',
      password: 'Wrong@2026',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody.here@example.pk',
      password: 'Wrong@2026',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it('should refuse a suspended account with the spec message', async () => {
    const user = await createUser(context.database.db, {
      email: 'suspended@example.pk',
      role: 'student',
      ownerApprovalStatus: null,
      passwordHash: await hashPassword(PASSWORD),
      suspendedAt: new Date(),
    });
    expect(user.id).toBeTruthy();
    const response = await post('/api/auth/login', {
      email: 'suspended@example.pk',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      error: AUTH_MESSAGES.accountSuspended,
    });
  });

  it('should check the login form rules on the server', async () => {
    const response = await post('/api/auth/login', { email: 'bad', password: '123' });
    expect(response.statusCode).toBe(400);
    const messages = response.json().details.map((detail: { message: string }) => detail.message);
    expect(messages).toEqual([AUTH_MESSAGES.invalidEmail, AUTH_MESSAGES.loginPasswordShort]);
  });

  it('should lock an account after repeated failures from many addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post('/api/auth/login', {
        email: 'target@example.pk',
        password: 'Guess@2026',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('admin sign-in and creation', () => {
  it('should refuse every other role at the admin sign-in', async () => {
    await signUpVerifyAndLogin('student.admin.try@example.pk');
    const response = await post('/api/auth/admin/login', {
      email: 'student.admin.try@example.pk',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', error: AUTH_MESSAGES.adminOnly });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('should create an admin only with the right key, who then signs in as admin', async () => {
    const body = {
      fullName: 'Site Admin',
      email: 'site.admin@example.pk',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      adminKey: 'wrong-key',
    };
    const wrong = await post('/api/auth/admin/create', body);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidAdminKey);
    const missing = await post('/api/auth/admin/create', { ...body, adminKey: '' });
    expect(missing.json().details).toContainEqual({
      field: 'adminKey',
      message: AUTH_MESSAGES.adminKeyRequired,
    });

    const before = mail.messages.length;
    const created = await post('/api/auth/admin/create', {
      ...body,
      adminKey: 'the-correct-admin-creation-key',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.role).toBe('admin');
    const token = new URL(
      firstLink(await mail.waitForMessage(body.email, before)),
    ).searchParams.get('token');
    await post('/api/auth/verify-email', { token });
    const login = await post('/api/auth/admin/login', { email: body.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('should rotate the refresh token and revoke the family when an old one is re-used', async () => {
    const session = await signUpVerifyAndLogin('rotation@example.pk');
    const first = await post('/api/auth/refresh', {}, { cookie: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first)?.value ?? '';
    expect(rotated).not.toBe(session.refreshToken);
    expect(first.json().data.user.email).toBe('rotation@example.pk');

    const second = await post('/api/auth/refresh', {}, { cookie: rotated });
    expect(second.statusCode).toBe(200);
    const latest = refreshCookieOf(second)?.value ?? '';

    // The first token, rotated a minute ago, comes back: someone copied it. The family ends.
    await context.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    const reuse = await post('/api/auth/refresh', {}, { cookie: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('INVALID_SESSION');
    expect((await post('/api/auth/refresh', {}, { cookie: latest })).statusCode).toBe(401);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${second.json().data.tokens.accessToken}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('should let two tabs refresh with the same cookie at the same moment', async () => {
    const session = await signUpVerifyAndLogin('two.tabs@example.pk');
    const [first, second] = await Promise.all([
      post('/api/auth/refresh', {}, { cookie: session.refreshToken }),
      post('/api/auth/refresh', {}, { cookie: session.refreshToken }),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    const next = refreshCookieOf(second ?? first)?.value ?? '';
    expect((await post('/api/auth/refresh', {}, { cookie: next })).statusCode).toBe(200);
  });

  it('should end the session on logout, access token included', async () => {
    const session = await signUpVerifyAndLogin('logout@example.pk');
    const logout = await post('/api/auth/logout', {}, { cookie: session.refreshToken });
    expect(logout.statusCode).toBe(200);
    expect(refreshCookieOf(logout)?.value).toBe('');
    expect((await post('/api/auth/refresh', {}, { cookie: session.refreshToken })).statusCode).toBe(
      401,
    );
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('should refuse a refresh without a cookie and a forged bearer token', async () => {
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(401);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      error: AUTH_MESSAGES.sessionExpired,
    });
  });
});

describe('passwords', () => {
  it('should reset a password through the emailed link once, ending every session', async () => {
    const email = 'forgetful@example.pk';
    const session = await signUpVerifyAndLogin(email);
    const before = mail.messages.length;
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.pk' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe(AUTH_MESSAGES.resetEmailSent);

    const link = new URL(firstLink(await mail.waitForMessage(email, before)));
    expect(link.pathname).toBe('/reset-password');
    const token = new URLSearchParams(link.hash.slice(1)).get('access_token') ?? '';

    const weak = await post('/api/auth/reset-password', {
      access_token: token,
      new_password: 'weakpassword',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', error: AUTH_MESSAGES.weakPassword });

    const reset = await post('/api/auth/reset-password', {
      access_token: token,
      new_password: 'Karachi@2027',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', {
      access_token: token,
      new_password: 'Quetta@2028',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: AUTH_MESSAGES.invalidResetLink,
    });

    expect((await post('/api/auth/refresh', {}, { cookie: session.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Karachi@2027' })).statusCode).toBe(
      200,
    );
  });

  it('should answer an expired reset link with INVALID_SESSION', async () => {
    const email = 'late@example.pk';
    await signUpVerifyAndLogin(email);
    const before = mail.messages.length;
    await post('/api/auth/forgot-password', { email });
    const link = new URL(firstLink(await mail.waitForMessage(email, before)));
    const token = new URLSearchParams(link.hash.slice(1)).get('access_token') ?? '';
    const [user] = await context.database.db.select().from(users).where(eq(users.email, email));
    await context.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user?.id ?? ''));
    const response = await post('/api/auth/reset-password', {
      access_token: token,
      new_password: 'Karachi@2027',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_SESSION',
      error: AUTH_MESSAGES.resetSessionExpired,
    });
  });

  it('should change the password with the current one and end the other sessions only', async () => {
    const email = 'changer@example.pk';
    const here = await signUpVerifyAndLogin(email);
    const elsewhere = await post('/api/auth/login', { email, password: PASSWORD });
    const elsewhereCookie = refreshCookieOf(elsewhere)?.value ?? '';

    const wrong = await post(
      '/api/auth/change-password',
      { current_password: 'Wrong@2026', new_password: 'Multan@2027' },
      { token: here.accessToken },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(AUTH_MESSAGES.wrongCurrentPassword);

    const changed = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'Multan@2027' },
      { token: here.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', {}, { cookie: elsewhereCookie })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {}, { cookie: here.refreshToken })).statusCode).toBe(
      200,
    );
    const guest = await post('/api/auth/change-password', {
      current_password: 'x',
      new_password: 'Multan@2028',
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('should never change the role or the email through PUT /users/profile', async () => {
    const session = await signUpVerifyAndLogin('climber@example.pk');
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: {
        full_name: 'Hamza Ali',
        role: 'admin',
        email: 'other@example.pk',
        city: 'Multan',
        gender: 'male',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      full_name: 'Hamza Ali',
      role: 'student',
      email: 'climber@example.pk',
      city: 'Multan',
      gender: 'male',
    });
    const [row] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'climber@example.pk'));
    expect(row?.role).toBe('student');

    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.json().data.role).toBe('student');
  });

  it('should refuse the profile to guests', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('should store refresh tokens only as hashes', async () => {
    const session = await signUpVerifyAndLogin('hashes@example.pk');
    const rows = await context.database.db.select().from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toBe(session.refreshToken);
  });
});
