import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { startSmsWebhook, type SmsWebhook } from '../../../test/sms-webhook.ts';

/**
 * Issue 24: a phone code's SMS is written in the signed-in user's preferred_language, whatever
 * language their browser asks in; the English text stays word for word.
 */

let context: TestContext;
let webhook: SmsWebhook;

beforeAll(async () => {
  webhook = await startSmsWebhook();
  context = await createTestContext({ SMS_WEBHOOK_URL: webhook.url });
});

afterAll(async () => {
  await context?.close();
  await webhook?.close();
});

/** A signed-in owner whose preferred_language is `language`. */
async function ownerSpeaking(language: 'en' | 'ur') {
  const row = await createUser(context.database.db, { preferredLanguage: language });
  return signIn(context.database.db, context.settings.jwtSecret, row);
}

/** Asks for a code for `local` with `Accept-Language: acceptLanguage`; returns the SMS text. */
async function codeSms(auth: string, local: string, acceptLanguage: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/phone/send-otp',
    headers: { authorization: auth, 'accept-language': acceptLanguage },
    payload: { phoneNumber: local },
  });
  expect(response.statusCode).toBe(200);
  const sms = webhook.received.findLast((item) => item.to === `+92${local.slice(1)}`);
  return sms?.text ?? '';
}

describe('phone code SMS in the user language', () => {
  it('should text an Urdu user their code in Urdu, and the code should verify', async () => {
    const auth = await ownerSpeaking('ur');
    const text = await codeSms(auth, '03011112222', 'en');

    const code = webhook.lastCode('+923011112222');
    expect(text).toBe(`آپ کا Hostelhub کوڈ ${code} ہے۔ 10 منٹ تک درست۔ کسی کو نہ بتائیں۔`);
    // One SMS (issue 40 item 5): at most 70 UTF-16 code units, isolate marks counted.
    expect(text.length).toBeLessThanOrEqual(70);
    const verified = await callJson(context.app, 'POST', '/api/phone/verify-otp', auth, {
      phoneNumber: '03011112222',
      otp: code,
    });
    expect(verified.status).toBe(200);
  });

  it('should text an English user in English, word for word, even from an Urdu browser', async () => {
    const auth = await ownerSpeaking('en');
    const text = await codeSms(auth, '03023334444', 'ur-PK,ur;q=0.9');

    const code = webhook.lastCode('+923023334444');
    expect(text).toBe(
      `Your Hostelhub verification code is ${code}. It expires in 10 minutes. Do not share it.`,
    );
  });
});
