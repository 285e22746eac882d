import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * GET /api/admin/audit names the record each action touched (`entity_name`), so the admin
 * panel writes its log in sentences (issue 22 item 8).
 */

let context: TestContext;
let admin = '';

beforeAll(async () => {
  context = await createTestContext();
  const row = await createUser(context.database.db, {
    role: 'admin',
    ownerApprovalStatus: null,
    fullName: 'Ayesha Admin',
  });
  admin = await signIn(context.database.db, context.settings.jwtSecret, row);
});

afterAll(async () => {
  await context?.close();
});

interface Entry {
  action: string;
  entity_id: string | null;
  entity_name: string | null;
  actor: { full_name: string } | null;
  after: Record<string, unknown> | null;
}

describe('GET /api/admin/audit', () => {
  it('should name the hostel, the user and the contact message of each action, deleted ones too', async () => {
    const { db } = context.database;
    const call = (method: 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown) =>
      callJson(context.app, method, url, admin, body);

    const hostel = await createHostel(db, { status: 'pending', name: 'Al-Noor' });
    const owner = await createUser(db, { ownerApprovalStatus: 'pending', fullName: 'Saima Qadir' });
    const gone = await createUser(db, { role: 'student', ownerApprovalStatus: null });
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: 'Hamza Ali',
        email: 'hamza@example.pk',
        category: 'General Query',
        subject: 'Girls hostels in Multan',
        message: 'Do you list girls hostels near BZU?',
      })
      .returning();

    const steps = [
      await call('PATCH', `/api/admin/hostels/${hostel.id}/status`, {
        status: 'rejected',
        reason: 'Duplicate of your other listing',
      }),
      await call('PATCH', `/api/admin/owners/${owner.id}/approval`, { decision: 'approved' }),
      await call('PUT', `/api/contact/messages/${message?.id ?? ''}/status`, {
        status: 'in_progress',
      }),
      await call('DELETE', `/api/admin/users/${gone.id}`),
    ];
    expect(steps.map((step) => step.status)).toEqual([200, 200, 200, 200]);

    const { status, body } = await call('GET', '/api/admin/audit?limit=4');
    expect(status).toBe(200);
    const byAction = new Map((body.data as Entry[]).map((entry) => [entry.action, entry]));
    expect(byAction.get('hostel.reject')).toMatchObject({
      entity_id: hostel.id,
      entity_name: 'Al-Noor',
      actor: { full_name: 'Ayesha Admin' },
      after: { status: 'rejected', reason: 'Duplicate of your other listing' },
    });
    expect(byAction.get('owner.approve')).toMatchObject({ entity_name: 'Saima Qadir' });
    expect(byAction.get('contact.status')).toMatchObject({
      entity_name: 'Girls hostels in Multan',
    });
    // The user row is gone: the name comes from what the delete record kept.
    expect(byAction.get('user.delete')).toMatchObject({ entity_name: gone.fullName });
  });
});
