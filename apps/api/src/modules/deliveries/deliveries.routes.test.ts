import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveries } from '../../db/schema/index.ts';
import { createTestContext, callJson, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import {
  closedSmtpUrl,
  firstLink,
  startMailServer,
  startSmtpGate,
  type SmtpGate,
  type TestMailServer,
} from '../../../test/mail-server.ts';
import { DELIVERY_BACKOFF_MS, DELIVERY_MAX_ATTEMPTS } from './deliveries-worker.job.ts';

/**
 * Issue 21 item 4: no request waits on SMTP. Mail is written to the outbox with the change
 * that causes it and sent after the commit, retried with backoff; one that keeps failing is
 * kept as failed, shown to the admin, and can be put back in line.
 */

let context: TestContext | undefined;
let mail: TestMailServer | undefined;
let gate: SmtpGate | undefined;

afterEach(async () => {
  await context?.close();
  await gate?.close();
  await mail?.close();
  context = undefined;
  gate = undefined;
  mail = undefined;
});

/** The outbox rows to `recipient`. */
function rowsTo(ctx: TestContext, recipient: string) {
  return ctx.database.db.select().from(deliveries).where(eq(deliveries.recipient, recipient));
}

/** Makes every pending delivery due now, then runs the worker until none is due. */
async function retryNow(ctx: TestContext): Promise<void> {
  await ctx.database.db
    .update(deliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(deliveries.status, 'pending'));
  await ctx.app.deliveries.deliverDue();
}

describe('the outbox', () => {
  it('should answer forgot-password while SMTP hangs, keep the reset mail, and send it once SMTP answers', async () => {
    mail = await startMailServer();
    gate = await startSmtpGate(mail.url);
    const ctx = await createTestContext({ SMTP_URL: gate.url });
    context = ctx;
    const user = await createUser(ctx.database.db, { role: 'student', ownerApprovalStatus: null });

    const response = await callJson(ctx.app, 'POST', '/api/auth/forgot-password', undefined, {
      email: user.email,
    });
    expect(response.status).toBe(200);

    // The worker is now stuck on the silent server: the answer did not wait for it.
    const held = gate;
    await vi.waitFor(() => expect(held.heldConnections).toBeGreaterThan(0), { timeout: 5_000 });
    const [pending] = await rowsTo(ctx, user.email);
    expect(pending).toMatchObject({ kind: 'password_reset', channel: 'email', status: 'pending' });
    expect(pending?.text).toContain('access_token=');
    // The try is still hanging (it has not failed yet) while the answer is already here.
    expect(pending?.lastError).toBeNull();
    expect(mail.messages).toHaveLength(0);

    // SMTP comes back: the held try fails and is scheduled again; the next try delivers.
    gate.open();
    await vi.waitFor(
      async () => expect((await rowsTo(ctx, user.email))[0]?.lastError).toBeTruthy(),
      { timeout: 5_000 },
    );
    await retryNow(ctx);
    const email = await mail.waitForMessage(user.email);
    expect(email.subject).toBe('Reset your Hostelhub password');
    expect(firstLink(email)).toContain('/reset-password#access_token=');
    const [sent] = await rowsTo(ctx, user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: null, html: null });
  });

  it('should retry a failing send with backoff, keep it as failed after the last try, and let the admin put it back', async () => {
    const inbox = 'team.inbox@example.pk';
    const ctx = await createTestContext({
      SMTP_URL: await closedSmtpUrl(),
      CONTACT_INBOX_EMAIL: inbox,
    });
    context = ctx;
    const submitted = await callJson(ctx.app, 'POST', '/api/contact/submit', undefined, {
      name: 'Sana Tariq',
      email: 'sana@example.pk',
      category: 'General Query',
      subject: 'Rooms in Gulberg',
      message: 'Do you list hostels near Gulberg for girls?',
    });
    expect(submitted.status).toBe(201);

    for (let attempt = 1; attempt <= DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      if (attempt > 1) await retryNow(ctx);
      await vi.waitFor(
        async () => {
          const [row] = await rowsTo(ctx, inbox);
          expect(row?.attempts).toBe(attempt);
          expect(row?.lastError).toContain('ECONNREFUSED');
        },
        { timeout: 5_000 },
      );
      const [row] = await rowsTo(ctx, inbox);
      if (attempt < DELIVERY_MAX_ATTEMPTS) {
        expect(row?.status).toBe('pending');
        // The next try waits the backoff (30 s after the first failure, then longer).
        const wait = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
        expect(wait).toBeGreaterThan((DELIVERY_BACKOFF_MS[attempt - 1] ?? 0) - 5_000);
      }
    }
    const [failed] = await rowsTo(ctx, inbox);
    expect(failed?.status).toBe('failed');
    expect(failed?.text).toContain('Do you list hostels near Gulberg');

    const admin = await createUser(ctx.database.db, { role: 'admin', ownerApprovalStatus: null });
    const auth = await signIn(ctx.database.db, ctx.settings.jwtSecret, admin);
    const listed = await callJson(ctx.app, 'GET', '/api/admin/deliveries?status=failed', auth);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, total_pages: 1 });
    const [shown] = (listed.body.data as { deliveries: Record<string, unknown>[] }).deliveries;
    expect(shown).toMatchObject({
      id: failed?.id,
      channel: 'email',
      kind: 'contact_message',
      recipient: inbox,
      subject: '[Hostelhub contact] Rooms in Gulberg',
      status: 'failed',
      attempts: DELIVERY_MAX_ATTEMPTS,
    });
    expect(shown?.last_error).toContain('ECONNREFUSED');
    expect(shown).not.toHaveProperty('text');
    expect(shown).not.toHaveProperty('html');
    expect(JSON.stringify(listed.body)).not.toContain('near Gulberg');

    const retried = await callJson(
      ctx.app,
      'POST',
      `/api/admin/deliveries/${failed?.id}/retry`,
      auth,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    // Tried again at once (and refused again by the closed port), no longer failed.
    await vi.waitFor(
      async () => expect((await rowsTo(ctx, inbox))[0]).toMatchObject({ attempts: 1 }),
      { timeout: 5_000 },
    );
    const again = await callJson(
      ctx.app,
      'POST',
      `/api/admin/deliveries/${failed?.id}/retry`,
      auth,
    );
    expect(again.status).toBe(409);
    const unknown = await callJson(
      ctx.app,
      'POST',
      `/api/admin/deliveries/${randomUUID()}/retry`,
      auth,
    );
    expect(unknown.status).toBe(404);
    const pendingList = await callJson(
      ctx.app,
      'GET',
      '/api/admin/deliveries?status=pending',
      auth,
    );
    expect(pendingList.body.data).toMatchObject({ total: 1 });
    const bad = await callJson(ctx.app, 'GET', '/api/admin/deliveries?status=sent', auth);
    expect(bad.status).toBe(400);
  });
});
