import { AUTH_MESSAGES, MESSAGES } from '@hostelhub/shared';
import { SERVER_MESSAGES_UR } from '@hostelhub/shared/i18n/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { createTestContext, type ApiEnvelope, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../../test/factories/hostels.ts';
import { signIn } from '../../test/factories/sessions.ts';

// Issue 24 'What the server says': errors keep their code and speak the caller's language.
const PASSWORD = 'Lahore@2026';
let context: TestContext;
let addressCounter = 0;
let studentEmail = '';

beforeAll(async () => {
  context = await createTestContext();
  const student = await createUser(context.database.db, {
    role: 'student',
    ownerApprovalStatus: null,
    passwordHash: await hashPassword(PASSWORD),
  });
  studentEmail = student.email;
});

afterAll(async () => {
  await context?.close();
});

/** Sends a request from its own client address (sign-in limits count per address). */
async function send(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  addressCounter += 1;
  const response = await context.app.inject({
    method,
    url,
    headers,
    remoteAddress: `10.24.0.${addressCounter}`,
    ...(payload && { payload }),
  });
  return { response, body: response.json<ApiEnvelope>() };
}

const wrongPassword = () => ({ email: studentEmail, password: 'Wrong@2026' });

describe('error answers in the caller language', () => {
  it('answers a wrong password in Urdu for Accept-Language: ur, with the same code', async () => {
    const { response, body } = await send(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'ur' },
      wrongPassword(),
    );
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: SERVER_MESSAGES_UR['auth.invalidCredentials'],
    });
    expect(response.headers['content-language']).toBe('ur');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
  });

  it('answers the same error in English without Accept-Language, and ?lang=ur changes nothing', async () => {
    for (const url of ['/api/auth/login', '/api/auth/login?lang=ur']) {
      const { response, body } = await send('POST', url, {}, wrongPassword());
      expect(response.statusCode).toBe(401);
      expect(body.error).toBe(AUTH_MESSAGES.invalidCredentials);
      expect(body.code).toBe('INVALID_CREDENTIALS');
      expect(response.headers['content-language']).toBe('en');
    }
  });

  it('follows Accept-Language by quality and ignores languages it does not speak', async () => {
    const urdu = await send(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'fr;q=1, en;q=0.4, ur-PK;q=0.8' },
      wrongPassword(),
    );
    expect(urdu.body.error).toBe(SERVER_MESSAGES_UR['auth.invalidCredentials']);
    const french = await send(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'fr' },
      wrongPassword(),
    );
    expect(french.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('translates a validation answer field by field, and its joined text', async () => {
    const { response, body } = await send(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'ur' },
      { email: 'not-an-email', password: 'abc' },
    );
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([
      { field: 'email', message: SERVER_MESSAGES_UR['auth.invalidEmail'] },
      { field: 'password', message: SERVER_MESSAGES_UR['auth.loginPasswordShort'] },
    ]);
    expect(body.error).toBe(
      `${SERVER_MESSAGES_UR['auth.invalidEmail']}, ${SERVER_MESSAGES_UR['auth.loginPasswordShort']}`,
    );
  });
});

describe('a signed-in user language', () => {
  it('answers in Urdu for a user whose preferred_language is ur, whatever Accept-Language says', async () => {
    const user = await createUser(context.database.db, { preferredLanguage: 'ur' });
    const authorization = await signIn(context.database.db, context.settings.jwtSecret, user);
    const { response, body } = await send(
      'PUT',
      '/api/users/profile',
      { authorization, 'accept-language': 'en' },
      { full_name: 'A' },
    );
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toBe(SERVER_MESSAGES_UR['auth.fullNameShort']);
    expect(response.headers['content-language']).toBe('ur');

    const missing = await send('GET', `/api/enhanced-hostels/${randomUUID()}`, {
      authorization,
      'accept-language': 'en',
    });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.error).toBe(SERVER_MESSAGES_UR['common.hostelNotFound']);
  });

  it('answers in English for a user whose preferred_language is en, even for Accept-Language: ur', async () => {
    const user = await createUser(context.database.db);
    const authorization = await signIn(context.database.db, context.settings.jwtSecret, user);
    const { body } = await send('GET', `/api/enhanced-hostels/${randomUUID()}`, {
      authorization,
      'accept-language': 'ur',
    });
    expect(body.error).toBe(MESSAGES.hostelNotFound);
  });

  it('fills the numbers of a run-time text into its Urdu (an ICU message)', async () => {
    const user = await createUser(context.database.db, { preferredLanguage: 'ur' });
    const authorization = await signIn(context.database.db, context.settings.jwtSecret, user);
    const { body } = await send(
      'PUT',
      '/api/users/profile',
      { authorization },
      { city: 'L'.repeat(101) },
    );
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([
      { field: 'city', message: 'بہت لمبا ہے: زیادہ سے زیادہ 100 حروف ہو سکتے ہیں' },
    ]);
    expect(body.error).toBe('city: بہت لمبا ہے: زیادہ سے زیادہ 100 حروف ہو سکتے ہیں');
  });
});
