import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { phoneOtps } from '../../db/schema/index.ts';
import { callJson, createTestDatabase, createTestSettings } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { startSmsWebhook, type SmsWebhook } from '../../../test/sms-webhook.ts';

/**
 * /api/phone (spec part 2 sections 5, 7, 8 and 9 'Phone'): SMS codes through a real webhook
 * on loopback, the limits, and what the code never appears in.
 */

let app: FastifyInstance;
let database: Database;
let webhook: SmsWebhook;
let dataDir: string;
let jwtSecret: string;
const logLines: string[] = [];
const responses: string[] = [];

interface PhoneBody {
  id: string;
  phoneNumber: string;
  formattedNumber: string;
  label: string;
  isPrimary: boolean;
  carrier: string | null;
}

beforeAll(async () => {
  webhook = await startSmsWebhook();
  database = await createTestDatabase();
  const settings = createTestSettings({ LOG_LEVEL: 'info', SMS_WEBHOOK_URL: webhook.url });
  dataDir = settings.dataDir;
  jwtSecret = settings.jwtSecret;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ settings, database, logger: true, logStream });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') responses.push(payload);
    return payload;
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await webhook?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  webhook.failWith(null);
});

/** A new signed-in user: an approved owner unless `role` says otherwise. */
async function newUser(role: 'owner' | 'student' = 'owner') {
  const row = await createUser(
    database.db,
    role === 'student' ? { role, ownerApprovalStatus: null } : {},
  );
  return { id: row.id, auth: await signIn(database.db, jwtSecret, row) };
}

const send = (auth: string | undefined, phoneNumber: string, label?: string) =>
  callJson(app, 'POST', '/api/phone/send-otp', auth, {
    phoneNumber,
    ...(label === undefined ? {} : { label }),
  });
const verify = (auth: string, phoneNumber: string, otp: string, label?: string) =>
  callJson(app, 'POST', '/api/phone/verify-otp', auth, {
    phoneNumber,
    otp,
    ...(label === undefined ? {} : { label }),
  });
const list = async (auth: string) =>
  (await callJson(app, 'GET', '/api/phone/get-verified', auth)).body.data as PhoneBody[];

/** Lets the user ask for another code for the number now (as if 61 s had passed). */
async function skipResendWait(userId: string): Promise<void> {
  await database.db
    .update(phoneOtps)
    .set({ createdAt: sql`now() - interval '61 seconds'` })
    .where(eq(phoneOtps.userId, userId));
}

/** Sends and verifies `local` for the user; returns the verified phone. */
async function addNumber(user: { id: string; auth: string }, local: string, label?: string) {
  expect((await send(user.auth, local, label)).status).toBe(200);
  const { status, body } = await verify(
    user.auth,
    local,
    webhook.lastCode(`+92${local.slice(1)}`),
    label,
  );
  expect(status).toBe(200);
  await skipResendWait(user.id);
  return body.data as PhoneBody;
}

describe('sending a code', () => {
  it('should refuse guests with 401', async () => {
    const { status } = await send(undefined, '03001234567');
    expect(status).toBe(401);
  });

  it("should refuse a malformed number with the spec's message and send nothing", async () => {
    const user = await newUser();
    const before = webhook.received.length;
    for (const bad of ['0300123456', '04235761234', 'phone', '']) {
      const { status, body } = await send(user.auth, bad);
      expect(status).toBe(400);
      expect(body.details).toEqual([
        {
          field: 'phoneNumber',
          message: 'Please enter a valid 11-digit Pakistani phone number (03XXXXXXXXX)',
        },
      ]);
    }
    expect(webhook.received.length).toBe(before);
  });

  it('should text 6 digits to the +92 form and never answer or log the code', async () => {
    const user = await newUser();
    const { status, body } = await send(user.auth, '0300-1112223');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: {
        phoneNumber: '+923001112223',
        formattedNumber: '0300 1112223',
        expiresInSeconds: 600,
        resendAfterSeconds: 60,
      },
      message: 'OTP sent successfully! Check your SMS.',
    });
    const code = webhook.lastCode('+923001112223');
    expect(code).toMatch(/^\d{6}$/);
    expect(responses.some((payload) => payload.includes(code))).toBe(false);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes(code))).toBe(false);
  });

  it('should refuse a new code within 60 seconds, and allow it after', async () => {
    const user = await newUser();
    expect((await send(user.auth, '03002223334')).status).toBe(200);
    const again = await send(user.auth, '03002223334');
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(
      /^Please wait (59|60) seconds before requesting a new code\.$/,
    );
    await skipResendWait(user.id);
    expect((await send(user.auth, '03002223334')).status).toBe(200);
  });

  it('should allow 5 codes an hour per user', async () => {
    const user = await newUser();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(user.auth, `0301000000${index}`)).status).toBe(200);
    }
    const sixth = await send(user.auth, '03010000009');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('Too many codes requested. Please try again in an hour.');
  });

  it('should say so when the SMS provider fails, and let the user retry at once', async () => {
    const user = await newUser();
    webhook.failWith(500);
    const failed = await send(user.auth, '03003334445');
    expect(failed.status).toBe(503);
    expect(failed.body.error).toBe(
      'Could not send the SMS right now. Please try again in a moment.',
    );
    webhook.failWith(null);
    expect((await send(user.auth, '03003334445')).status).toBe(200);
  });
});

describe('verifying a code', () => {
  it("should add the number with the 'Personal' label, primary as the first one", async () => {
    const user = await newUser();
    const phone = await addNumber(user, '03214445556');
    expect(phone).toMatchObject({
      phoneNumber: '+923214445556',
      formattedNumber: '0321 4445556',
      label: 'Personal',
      isPrimary: true,
      carrier: 'Jazz (formerly Warid)',
    });
    const second = await addNumber(user, '03335556667', 'Office');
    expect(second).toMatchObject({ label: 'Office', isPrimary: false, carrier: 'Ufone' });
    expect((await list(user.auth)).map((item) => item.phoneNumber)).toEqual([
      '+923214445556',
      '+923335556667',
    ]);
  });

  it("should refuse an empty or non-digit code with 'Please enter the OTP code'", async () => {
    const user = await newUser();
    for (const otp of ['', '12a456', '123', '1234567']) {
      const { status, body } = await verify(user.auth, '03001230000', otp);
      expect(status).toBe(400);
      expect(body.details?.[0]).toEqual({ field: 'otp', message: 'Please enter the OTP code' });
    }
  });

  it('should refuse a code never sent, and an expired one', async () => {
    const user = await newUser();
    const none = await verify(user.auth, '03001230001', '123456');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(
      'This code has expired or was not requested. Please request a new code.',
    );

    await send(user.auth, '03001230001');
    const code = webhook.lastCode('+923001230001');
    await database.db
      .update(phoneOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneOtps.userId, user.id));
    const expired = await verify(user.auth, '03001230001', code);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_CODE');
    expect(await list(user.auth)).toEqual([]);
  });

  it('should lock the code on the fifth wrong try, even against the right code after', async () => {
    const user = await newUser();
    await send(user.auth, '03451230002');
    const code = webhook.lastCode('+923451230002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { status, body } = await verify(user.auth, '03451230002', wrong);
      expect(status).toBe(400);
      expect(body.error).toBe('Invalid OTP code. Please check the code and try again.');
    }
    const fifth = await verify(user.auth, '03451230002', wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toBe('Too many wrong attempts. Please request a new code.');
    const right = await verify(user.auth, '03451230002', code);
    expect(right.status).toBe(429);
    expect(await list(user.auth)).toEqual([]);
  });

  it('should use only the latest code sent for a number', async () => {
    const user = await newUser();
    await send(user.auth, '03111230003');
    const first = webhook.lastCode('+923111230003');
    await skipResendWait(user.id);
    await send(user.auth, '03111230003');
    const second = webhook.lastCode('+923111230003');
    if (first !== second) {
      expect((await verify(user.auth, '03111230003', first)).status).toBe(400);
    }
    expect((await verify(user.auth, '03111230003', second)).status).toBe(200);
  });

  it('should refuse a fourth number, at sending and at verifying', async () => {
    const user = await newUser();
    await send(user.auth, '03009990004'); // a code asked for while two were verified
    await addNumber(user, '03009990001');
    await addNumber(user, '03009990002');
    const pendingCode = webhook.lastCode('+923009990004');
    await addNumber(user, '03009990003');

    const fourth = await send(user.auth, '03009990005');
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe(
      'You can verify at most 3 phone numbers. Remove one to add another.',
    );
    const late = await verify(user.auth, '03009990004', pendingCode);
    expect(late.status).toBe(409);
    expect(await list(user.auth)).toHaveLength(3);
  });

  it('should refuse a number the user has verified already', async () => {
    const user = await newUser();
    await addNumber(user, '03007770001');
    const { status, body } = await send(user.auth, '03007770001');
    expect(status).toBe(409);
    expect(body.error).toBe('This phone number is already verified on your account');
  });
});

describe('removing and the primary number', () => {
  it('should promote the oldest remaining number when the primary is removed', async () => {
    const user = await newUser();
    const first = await addNumber(user, '03006660001');
    const second = await addNumber(user, '03006660002');
    await addNumber(user, '03006660003');

    const removed = await callJson(app, 'DELETE', `/api/phone/${first.id}`, user.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Phone number removed successfully');
    const left = await list(user.auth);
    expect(left.map((item) => [item.id, item.isPrimary])).toEqual([
      [second.id, true],
      [expect.any(String), false],
    ]);
  });

  it('should move the primary mark, keeping exactly one', async () => {
    const user = await newUser();
    await addNumber(user, '03005550001');
    const second = await addNumber(user, '03005550002');
    const { status, body } = await callJson(
      app,
      'PUT',
      `/api/phone/${second.id}/primary`,
      user.auth,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Primary phone number updated.');
    expect((await list(user.auth)).filter((item) => item.isPrimary).map((item) => item.id)).toEqual(
      [second.id],
    );
  });

  it('should keep a number a hostel shows as its contact phone', async () => {
    const owner = await newUser();
    const phone = await addNumber(owner, '03003330001');
    await createHostel(database.db, { ownerId: owner.id, contactPhone: phone.phoneNumber });
    const { status, body } = await callJson(app, 'DELETE', `/api/phone/${phone.id}`, owner.auth);
    expect(status).toBe(409);
    expect(body.error).toBe(
      'This number is the contact phone of one of your hostels. Choose another number for that hostel first.',
    );
    expect(await list(owner.auth)).toHaveLength(1);
  });

  it("should answer 404 for another user's number and change nothing", async () => {
    const owner = await newUser();
    const other = await newUser('student');
    const phone = await addNumber(owner, '03004440001');
    expect((await callJson(app, 'DELETE', `/api/phone/${phone.id}`, other.auth)).status).toBe(404);
    expect((await callJson(app, 'PUT', `/api/phone/${phone.id}/primary`, other.auth)).status).toBe(
      404,
    );
    expect(await list(owner.auth)).toHaveLength(1);
  });
});
