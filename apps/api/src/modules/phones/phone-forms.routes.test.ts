import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels, users, verifiedPhones } from '../../db/schema/index.ts';
import {
  callJson,
  createTestContext,
  type ApiEnvelope,
  type TestContext,
} from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { startSmsWebhook, type SmsWebhook } from '../../../test/sms-webhook.ts';

/**
 * Issue 22 item 4 (product decision 17, docs/decisions/008): Pakistani numbers as people type
 * them ('03001234567', '0300 1234567', '0300-1234567') are accepted everywhere and stored in
 * E.164; an owner's own phone also takes landlines; SMS verification and a hostel's contact
 * phone stay mobile and verified.
 */

const TYPED_FORMS = ['03001234567', '0300 1234567', '0300-1234567'];
const E164 = '+923001234567';

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

async function storedPhoneOf(email: string): Promise<string | null | undefined> {
  const [row] = await context.database.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.email, email));
  return row?.phone;
}

async function newUser(role: 'owner' | 'student' = 'owner') {
  const { db } = context.database;
  const row = await createUser(db, role === 'student' ? { role, ownerApprovalStatus: null } : {});
  return { id: row.id, auth: await signIn(db, context.settings.jwtSecret, row) };
}

describe('owner sign-up', () => {
  it.each([...TYPED_FORMS.map((typed) => [typed, E164]), ['042-35761234', '+924235761234']])(
    'should accept %s and store %s',
    async (typed, stored) => {
      const email = `owner.${typed.replace(/\D/g, '')}.${typed.replace(/\d/g, '').length}${typed.includes('-')}@example.pk`;
      const { status, body } = await callJson(
        context.app,
        'POST',
        '/api/auth/register',
        undefined,
        {
          fullName: 'Bilal Ahmed',
          email,
          password: 'Secret@2026',
          confirmPassword: 'Secret@2026',
          role: 'owner',
          phone: typed,
          agreeToTerms: true,
        },
      );
      expect(status, JSON.stringify(body)).toBe(201);
      expect(await storedPhoneOf(email)).toBe(stored);
    },
  );
});

describe('PUT /api/users/profile', () => {
  it.each([...TYPED_FORMS, '+92 300 1234567'])('should store %s in E.164', async (typed) => {
    for (const role of ['student', 'owner'] as const) {
      const user = await newUser(role);
      const { status, body } = await callJson(context.app, 'PUT', '/api/users/profile', user.auth, {
        phone: typed,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect((body.data as { phone: string }).phone).toBe(E164);
    }
  });

  it("should take a landline, refuse nonsense with the spec's message, and clear on ''", async () => {
    const user = await newUser();
    const landline = await callJson(context.app, 'PUT', '/api/users/profile', user.auth, {
      phone: '042-35761234',
    });
    expect((landline.body.data as { phone: string }).phone).toBe('+924235761234');
    const bad = await callJson(context.app, 'PUT', '/api/users/profile', user.auth, {
      phone: '0000000000000',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'phone', message: 'Please enter a valid phone number' },
    ]);
    const cleared = await callJson(context.app, 'PUT', '/api/users/profile', user.auth, {
      phone: '',
    });
    expect((cleared.body.data as { phone: string | null }).phone).toBeNull();
  });
});

describe('SMS verification', () => {
  it.each(TYPED_FORMS)('should send to and verify %s, storing E.164', async (typed) => {
    const user = await newUser();
    const sent = await callJson(context.app, 'POST', '/api/phone/send-otp', user.auth, {
      phoneNumber: typed,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ phoneNumber: E164, formattedNumber: '0300 1234567' });
    const verified = await callJson(context.app, 'POST', '/api/phone/verify-otp', user.auth, {
      phoneNumber: typed,
      otp: webhook.lastCode(E164),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const rows = await context.database.db
      .select({ phoneNumber: verifiedPhones.phoneNumber })
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, user.id));
    expect(rows).toEqual([{ phoneNumber: E164 }]);
  });

  it("should refuse a landline with the spec's message: SMS needs a mobile", async () => {
    const user = await newUser();
    const { status, body } = await callJson(context.app, 'POST', '/api/phone/send-otp', user.auth, {
      phoneNumber: '042-35761234',
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      {
        field: 'phoneNumber',
        message: 'Please enter a valid 11-digit Pakistani phone number (03XXXXXXXXX)',
      },
    ]);
  });
});

describe("a hostel's contact phone", () => {
  it('should count a number stored in another form as unchanged, and keep it as stored', async () => {
    const { db } = context.database;
    const owner = await newUser();
    await addVerifiedPhone(db, owner.id, '03001234567');
    // Listed before the verified-number rule, with a number never verified.
    const hostel = await createHostel(db, { ownerId: owner.id, contactPhone: '+923009990000' });
    const update = (
      patch: Record<string, unknown>,
    ): Promise<{ status: number; body: ApiEnvelope }> =>
      callJson(context.app, 'PUT', `/api/enhanced-hostels/${hostel.id}`, owner.auth, patch);

    for (const typed of ['0300 9990000', '0300-9990000']) {
      const same = await update({ contact_phone: typed });
      expect(same.status, JSON.stringify(same.body)).toBe(200);
    }
    const [row] = await db
      .select({ contactPhone: hostels.contactPhone })
      .from(hostels)
      .where(eq(hostels.id, hostel.id));
    expect(row?.contactPhone).toBe('+923009990000');

    const other = await update({ contact_phone: '0300-1234567' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((other.body.data as { contact_phone: string }).contact_phone).toBe(E164);
  });
});
