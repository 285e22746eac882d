import { MESSAGES } from '@hostelhub/shared';
import { SERVER_MESSAGES_UR } from '@hostelhub/shared/i18n/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type ApiEnvelope, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../../test/factories/hostels.ts';
import { signIn } from '../../test/factories/sessions.ts';

// Issue 24: the texts that stayed English for an Urdu caller (schema texts with a field as
// subject, hostel filters, the API's own literals, Fastify's) now come back in Urdu, with
// the same code. See packages/shared/src/i18n/server/answer-texts.test.ts for the full list.
const URDU = /[\u0600-\u06FF]/;
let context: TestContext;
// A signed-in user's preferred_language wins over Accept-Language (docs/decisions/019).
let authorization = '';
let englishAuthorization = '';
let addressCounter = 0;

beforeAll(async () => {
  context = await createTestContext();
  const student = await createUser(context.database.db, {
    role: 'student',
    ownerApprovalStatus: null,
    preferredLanguage: 'ur',
  });
  authorization = await signIn(context.database.db, context.settings.jwtSecret, student);
  const englishStudent = await createUser(context.database.db, {
    role: 'student',
    ownerApprovalStatus: null,
  });
  englishAuthorization = await signIn(
    context.database.db,
    context.settings.jwtSecret,
    englishStudent,
  );
});

afterAll(async () => {
  await context?.close();
});

/** Sends a request from its own client address, in Urdu unless `headers` say otherwise. */
async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: string | object,
) {
  addressCounter += 1;
  const response = await context.app.inject({
    method,
    url,
    headers: { 'accept-language': 'ur', ...headers },
    remoteAddress: `10.25.0.${addressCounter}`,
    ...(payload !== undefined && { payload }),
  });
  return { response, body: response.json<ApiEnvelope>() };
}

describe('error answers that used to stay English', () => {
  it('names the field of a query text in Urdu and keeps the English for English callers', async () => {
    const url = `/api/locations/cities?search=${'a'.repeat(101)}`;
    const urdu = await send('GET', url);
    expect(urdu.response.statusCode).toBe(400);
    expect(urdu.body.code).toBe('VALIDATION_ERROR');
    const text = 'تلاش میں زیادہ سے زیادہ 100 حروف ہو سکتے ہیں';
    expect(urdu.body.details).toEqual([{ field: 'search', message: text }]);
    expect(urdu.body.error).toBe(text);

    const english = await send('GET', url, { 'accept-language': 'en' });
    expect(english.body.code).toBe('VALIDATION_ERROR');
    expect(english.body.error).toBe('search must be at most 100 characters');
  });

  it('answers the place search without q in Urdu', async () => {
    const { response, body } = await send('GET', '/api/geocode/search');
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([{ field: 'q', message: 'تلاش کے متن کا اندراج ضروری ہے' }]);
  });

  it('answers bad hostel filters field by field in Urdu', async () => {
    const { response, body } = await send(
      'GET',
      '/api/enhanced-hostels?gender_category=x&price_min=abc&room_types=',
    );
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'gender_category', message: SERVER_MESSAGES_UR['discovery.genderInvalid'] },
        { field: 'price_min', message: SERVER_MESSAGES_UR['discovery.rupeesNotNumber'] },
        { field: 'room_types.0', message: 'کمروں کی اقسام میں کوئی قدر خالی نہیں ہو سکتی' },
      ]),
    );
    for (const detail of body.details ?? []) expect(detail.message).toMatch(URDU);
    expect(body.error).toContain(
      `gender_category: ${SERVER_MESSAGES_UR['discovery.genderInvalid']}`,
    );
  });

  it("answers the API's own literal in Urdu: a notification that is not there", async () => {
    const { response, body } = await send('PATCH', `/api/notifications/${randomUUID()}/read`, {
      authorization,
    });
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error: SERVER_MESSAGES_UR['common.notificationNotFound'],
    });
    const english = await send('PATCH', `/api/notifications/${randomUUID()}/read`, {
      authorization: englishAuthorization,
    });
    expect(english.body.error).toBe(MESSAGES.notificationNotFound);
  });

  it("answers zod's and Fastify's generic texts in Urdu", async () => {
    const profile = await send(
      'PUT',
      '/api/users/profile',
      { authorization },
      { preferred_language: 'fr' },
    );
    expect(profile.body.code).toBe('VALIDATION_ERROR');
    expect(profile.body.details).toEqual([
      {
        field: 'preferred_language',
        message: 'غلط انتخاب: ان میں سے کوئی ایک ہونا چاہیے: "en"|"ur"',
      },
    ]);

    const json = await send(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      '{"email":',
    );
    expect(json.response.statusCode).toBe(400);
    expect(json.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: SERVER_MESSAGES_UR['request.invalidJson'],
    });
  });
});
