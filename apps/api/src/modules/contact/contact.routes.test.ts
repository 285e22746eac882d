import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** /api/contact (spec part 2 sections 2, 3, 5 and 7 'Contact'). */

let context: TestContext;
let mail: TestMailServer;
let admin = '';
let adminId = '';
let address = 0;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({
    SMTP_URL: mail.url,
    CONTACT_INBOX_EMAIL: 'team@hostelhub.pk',
  });
  const row = await createUser(context.database.db, { role: 'admin', ownerApprovalStatus: null });
  adminId = row.id;
  admin = await signIn(context.database.db, context.settings.jwtSecret, row);
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

const valid = {
  name: 'Hamza Ali',
  email: 'hamza@example.pk',
  category: 'General Query',
  subject: 'Girls hostels in Multan',
  message: 'Do you list girls hostels near Bahauddin Zakariya University?',
};

/** Submits from a fresh client address each time, so the per-address limit stays out of the way. */
async function submit(body: Record<string, unknown>, ip?: string) {
  address += 1;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    payload: body,
    remoteAddress: ip ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('POST /api/contact/submit', () => {
  it("should refuse each bad field with the spec's message and store nothing", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['name', { name: 'A' }, 'Name must be at least 2 characters long'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['category', { category: 'Report User' }, 'Please select a category'],
      ['subject', { subject: 'Hi' }, 'Subject must be at least 5 characters long'],
      ['message', { message: 'Too short' }, 'Message must be at least 10 characters long'],
    ];
    const before = await context.database.db.select().from(contactMessages);
    for (const [field, override, message] of cases) {
      const { status, body } = await submit({ ...valid, ...override });
      expect(status, field).toBe(400);
      expect(body.details).toEqual([{ field, message }]);
    }
    expect(await context.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('should store a message, answer its id and email the team', async () => {
    const before = mail.messages.length;
    const { status, body } = await submit(valid);
    expect(status).toBe(201);
    const data = body.data as { messageId: string; message: string };
    const [row] = await context.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, data.messageId));
    expect(row).toMatchObject({ name: 'Hamza Ali', status: 'new', category: 'General Query' });
    const email = await mail.waitForMessage('team@hostelhub.pk', before);
    expect(email.subject).toBe('[Hostelhub contact] Girls hostels in Multan');
    expect(email.text).toContain('hamza@example.pk');
  });

  it("should promise the chosen category's reply time (issue 22 item 12)", async () => {
    const general = await submit(valid);
    expect((general.body.data as { message: string }).message).toBe(
      "Thank you for contacting us! We'll get back to you within 24-48 hours.",
    );
    const bug = await submit({ ...valid, category: 'Bug Report' });
    expect((bug.body.data as { message: string }).message).toBe(
      "Thank you for contacting us! We'll get back to you within 12-24 hours.",
    );
  });

  it('should silently drop a message whose honeypot is filled', async () => {
    const before = (await context.database.db.select().from(contactMessages)).length;
    const { status } = await submit({ ...valid, website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(await context.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('should limit one address to 5 messages a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await submit(valid, '192.0.2.77')).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('should limit one address to 20 messages an hour, 5 a minute at most', async () => {
    const statuses: number[] = [];
    try {
      for (let minute = 0; minute < 5; minute += 1) {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
        for (let index = 0; index < 5; index += 1) {
          statuses.push((await submit(valid, '192.0.2.78')).status);
        }
      }
    } finally {
      vi.useRealTimers();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('the admin inbox', () => {
  beforeAll(async () => {
    const { db } = context.database;
    const rows = Array.from({ length: 12 }, (_, index) => ({
      name: `Sender ${index}`,
      email: `sender${index}@example.pk`,
      category: index % 3 === 0 ? ('Bug Report' as const) : ('General Query' as const),
      subject: index === 7 ? 'Broken map on Safari' : `Question number ${index}`,
      message: 'A message long enough to pass the rules.',
      createdAt: new Date(Date.UTC(2026, 10, 1, 10, index)),
    }));
    await db.insert(contactMessages).values(rows);
  });

  it('should page by 10, newest first, and search name, email and subject', async () => {
    const first = await callJson(context.app, 'GET', '/api/contact/messages', admin);
    const page = first.body.data as {
      messages: { subject: string }[];
      total: number;
      total_pages: number;
    };
    expect(page.messages).toHaveLength(10);
    expect(page.total_pages).toBe(Math.ceil(page.total / 10));

    const search = await callJson(context.app, 'GET', '/api/contact/messages?search=safari', admin);
    expect(
      (search.body.data as { messages: { subject: string }[] }).messages.map((m) => m.subject),
    ).toEqual(['Broken map on Safari']);
    const byEmail = await callJson(
      context.app,
      'GET',
      '/api/contact/messages?search=sender11%40',
      admin,
    );
    expect((byEmail.body.data as { total: number }).total).toBe(1);
    const bugs = await callJson(
      context.app,
      'GET',
      '/api/contact/messages?category=Bug%20Report&limit=50',
      admin,
    );
    const bugPage = bugs.body.data as { messages: { category: string }[] };
    expect(bugPage.messages.every((m) => m.category === 'Bug Report')).toBe(true);
  });

  it('should set a status with notes, count it, record it, and delete', async () => {
    const { body } = await callJson(
      context.app,
      'GET',
      '/api/contact/messages?search=safari',
      admin,
    );
    const id = (body.data as { messages: { id: string }[] }).messages[0]?.id ?? '';
    const updated = await callJson(
      context.app,
      'PUT',
      `/api/contact/messages/${id}/status`,
      admin,
      {
        status: 'resolved',
        admin_notes: 'Fixed in the map release.',
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      status: 'resolved',
      admin_notes: 'Fixed in the map release.',
    });

    const stats = await callJson(context.app, 'GET', '/api/contact/stats', admin);
    expect(stats.body.data).toMatchObject({
      resolved: 1,
      by_category: { 'Bug Report': expect.any(Number) },
    });
    const resolvedOnly = await callJson(
      context.app,
      'GET',
      '/api/contact/messages?status=resolved',
      admin,
    );
    expect((resolvedOnly.body.data as { total: number }).total).toBe(1);

    const bad = await callJson(context.app, 'PUT', `/api/contact/messages/${id}/status`, admin, {
      status: 'archived',
    });
    expect(bad.status).toBe(400);

    const deleted = await callJson(context.app, 'DELETE', `/api/contact/messages/${id}`, admin);
    expect(deleted.status).toBe(200);
    expect(
      (await callJson(context.app, 'DELETE', `/api/contact/messages/${id}`, admin)).status,
    ).toBe(404);
    const audit = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['contact.status', adminId],
      ['contact.delete', adminId],
    ]);
  });
});
