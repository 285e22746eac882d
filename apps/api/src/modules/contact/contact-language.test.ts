import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';

/**
 * Issue 24: the contact form's email goes to the team, so its own words are the team's
 * language (English) whatever the page's, and the team's mail rules on its subject keep
 * working; what the person typed goes in exactly as typed.
 */

const INBOX = 'team@hostelhub.pk';
let context: TestContext;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url, CONTACT_INBOX_EMAIL: INBOX });
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

/** Submits the form with `Accept-Language: acceptLanguage`; returns the team's email. */
async function submitIn(acceptLanguage: string, remoteAddress: string) {
  const before = mail.messages.length;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    headers: { 'accept-language': acceptLanguage },
    remoteAddress,
    payload: {
      name: 'Zainab',
      email: 'zainab@example.pk',
      category: 'General Query',
      subject: 'Rooms \\u0041 in Multan',
      message: 'کیا ملتان میں لڑکیوں کے ہاسٹل ہیں؟',
    },
  });
  expect(response.statusCode).toBe(201);
  return mail.waitForMessage(INBOX, before);
}

describe('the contact email in the team language', () => {
  it('should write an Urdu visitor message to the team in English, the typed text untouched', async () => {
    const email = await submitIn('ur-PK,ur;q=0.9,en;q=0.5', '10.9.0.1');

    expect(email.subject).toBe('[Hostelhub contact] Rooms \\u0041 in Multan');
    expect(email.text?.trimEnd()).toBe(
      'Zainab <zainab@example.pk> wrote (General Query):\n\nRooms \\u0041 in Multan\n\nکیا ملتان میں لڑکیوں کے ہاسٹل ہیں؟',
    );
    expect(email.html).toMatch(/^<pre /);
    expect(email.html).toContain('Zainab &lt;zainab@example.pk&gt;');
  });

  it('should keep an English visitor message word for word', async () => {
    const email = await submitIn('en-GB', '10.9.0.2');

    expect(email.subject).toBe('[Hostelhub contact] Rooms \\u0041 in Multan');
    expect(email.text).toMatch(/^Zainab <zainab@example\.pk> wrote \(General Query\):\n\n/);
    expect(email.html).toMatch(/^<pre style="font-family:inherit;white-space:pre-wrap">/);
  });
});
