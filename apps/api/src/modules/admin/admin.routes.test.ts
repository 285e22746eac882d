import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chats, cities, hostels, towns, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createChatPair, openChat, sendMessage } from '../../../test/factories/messaging.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * /api/admin (spec part 2 sections 2, 4, 6 and 7 'Admin'; decisions 2, 4 and 16; DESIGN.md
 * 'Permissions'): only administrators, approvals only from pending, users, audit.
 */

let context: TestContext;
let mail: TestMailServer;
const auth = { admin: '', student: '', owner: '', pendingOwner: '' };
const ids = { admin: '', student: '', owner: '', pendingOwner: '' };
const PASSWORD = 'Hostelhub@2026';

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url });
  const { db } = context.database;
  const { jwtSecret } = context.settings;
  const passwordHash = await hashPassword(PASSWORD);
  const admin = await createUser(db, { role: 'admin', ownerApprovalStatus: null, passwordHash });
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  const owner = await createUser(db);
  const pendingOwner = await createUser(db, { ownerApprovalStatus: 'pending' });
  Object.assign(ids, {
    admin: admin.id,
    student: student.id,
    owner: owner.id,
    pendingOwner: pendingOwner.id,
  });
  auth.admin = await signIn(db, jwtSecret, admin);
  auth.student = await signIn(db, jwtSecret, student);
  auth.owner = await signIn(db, jwtSecret, owner);
  auth.pendingOwner = await signIn(db, jwtSecret, pendingOwner);
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
) => callJson(context.app, method, url, authorization, payload);

/** A hostel every rule accepts, in Lahore, with a contact phone the owner has verified. */
async function validHostelBody(ownerId: string) {
  const { db } = context.database;
  const [lahore] = await db.select().from(cities).where(eq(cities.name, 'Lahore'));
  const [town] = await db
    .select()
    .from(towns)
    .where(eq(towns.cityId, lahore?.id ?? ''))
    .limit(1);
  return {
    name: 'Newly Approved Owner Hostel',
    description: 'Clean rooms five minutes from the campus gate.',
    address: 'House 12, Street 4',
    location_type: 'city',
    city_id: lahore?.id,
    town_id: town?.id,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: await addVerifiedPhone(db, ownerId, '03009876543'),
    facilities: [],
  };
}

async function auditFor(entityId: string) {
  return context.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('who may use the admin routes', () => {
  it('should refuse guests with 401 and students and owners with 403', async () => {
    const someone = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/hostels'],
      ['PATCH', `/api/admin/hostels/${someone}/status`, { status: 'approved' }],
      ['GET', '/api/admin/owners'],
      ['PATCH', `/api/admin/owners/${someone}/approval`, { decision: 'approved' }],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${someone}`],
      ['PATCH', `/api/admin/users/${someone}/role`, { role: 'owner' }],
      ['PATCH', `/api/admin/users/${someone}/suspension`, { suspended: true }],
      ['DELETE', `/api/admin/users/${someone}`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/contact/messages'],
      ['GET', '/api/contact/stats'],
      ['PUT', `/api/contact/messages/${someone}/status`, { status: 'resolved' }],
      ['DELETE', `/api/contact/messages/${someone}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      for (const who of [auth.student, auth.owner, auth.pendingOwner]) {
        const { status, body: answer } = await call(method, url, who, body);
        expect(status, `${method} ${url}`).toBe(403);
        expect(answer.error).toBe('Only administrators can do this');
      }
    }
  });
});

describe('hostel approval', () => {
  it('should approve a pending hostel, email the owner, show it to guests and record it', async () => {
    const hostel = await createHostel(context.database.db, {
      ownerId: ids.owner,
      status: 'pending',
      name: 'Awaiting Approval Hostel',
    });
    const before = mail.messages.length;
    const { status } = await call('PATCH', `/api/admin/hostels/${hostel.id}/status`, auth.admin, {
      status: 'approved',
    });
    expect(status).toBe(200);
    const [row] = await context.database.db.select().from(users).where(eq(users.id, ids.owner));
    const email = await mail.waitForMessage(row?.email ?? '', before);
    expect(email.subject).toBe('Your hostel "Awaiting Approval Hostel" is live on Hostelhub');
    expect((await call('GET', `/api/enhanced-hostels/${hostel.id}`)).status).toBe(200);
    expect(await auditFor(hostel.id)).toEqual([
      expect.objectContaining({
        actorId: ids.admin,
        action: 'hostel.approve',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ]);
  });

  it('should keep the rejection reason for the owner', async () => {
    const hostel = await createHostel(context.database.db, {
      ownerId: ids.owner,
      status: 'pending',
    });
    await call('PATCH', `/api/admin/hostels/${hostel.id}/status`, auth.admin, {
      status: 'rejected',
      reason: 'Photos do not match the address',
    });
    const mine = await call('GET', '/api/enhanced-hostels/owner/my-hostels', auth.owner);
    expect(mine.body.data).toContainEqual(
      expect.objectContaining({
        id: hostel.id,
        status: 'rejected',
        rejection_reason: 'Photos do not match the address',
      }),
    );
  });

  it('should refuse to approve or reject a hostel that is not pending, changing nothing', async () => {
    for (const current of ['approved', 'rejected'] as const) {
      const hostel = await createHostel(context.database.db, {
        ownerId: ids.owner,
        status: current,
      });
      for (const next of ['approved', 'rejected']) {
        const { status, body } = await call(
          'PATCH',
          `/api/admin/hostels/${hostel.id}/status`,
          auth.admin,
          { status: next },
        );
        expect(status).toBe(409);
        expect(body.error).toBe('Only pending hostels can be approved or rejected');
      }
      const [row] = await context.database.db
        .select({ status: hostels.status })
        .from(hostels)
        .where(eq(hostels.id, hostel.id));
      expect(row?.status).toBe(current);
      expect(await auditFor(hostel.id)).toEqual([]);
    }
  });

  it('should list hostels by status with their owners', async () => {
    await createHostel(context.database.db, { ownerId: ids.owner, status: 'pending' });
    const { body } = await call('GET', '/api/admin/hostels?status=pending', auth.admin);
    const page = body.data as {
      hostels: { status: string; owner: { id: string } }[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(0);
    expect(page.hostels.every((hostel) => hostel.status === 'pending')).toBe(true);
    expect(page.hostels[0]?.owner.id).toBeTruthy();
  });
});

describe('owner approval (decision 4)', () => {
  it('should list pending owners and approve one, who can then create hostels', async () => {
    const { body } = await call('GET', '/api/admin/owners', auth.admin);
    expect((body.data as { id: string }[]).map((owner) => owner.id)).toContain(ids.pendingOwner);

    const hostel = await validHostelBody(ids.pendingOwner);
    const refused = await call('POST', '/api/enhanced-hostels', auth.pendingOwner, hostel);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your owner account is awaiting approval');

    const before = mail.messages.length;
    const decided = await call(
      'PATCH',
      `/api/admin/owners/${ids.pendingOwner}/approval`,
      auth.admin,
      {
        decision: 'approved',
      },
    );
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ owner_approval_status: 'approved' });
    const [row] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.id, ids.pendingOwner));
    expect((await mail.waitForMessage(row?.email ?? '', before)).subject).toBe(
      'Your Hostelhub owner account is approved',
    );
    expect((await call('POST', '/api/enhanced-hostels', auth.pendingOwner, hostel)).status).toBe(
      201,
    );

    const again = await call(
      'PATCH',
      `/api/admin/owners/${ids.pendingOwner}/approval`,
      auth.admin,
      {
        decision: 'rejected',
      },
    );
    expect(again.status).toBe(409);
  });

  it('should refuse to decide on a user who is not an owner', async () => {
    const { status, body } = await call(
      'PATCH',
      `/api/admin/owners/${ids.student}/approval`,
      auth.admin,
      {
        decision: 'approved',
      },
    );
    expect(status).toBe(409);
    expect(body.error).toBe('This user is not a hostel owner');
  });
});

describe('users', () => {
  it('should search by name or email and page the results', async () => {
    const { db } = context.database;
    for (let index = 0; index < 3; index += 1) {
      await createUser(db, {
        fullName: `Zainab Searchable ${index}`,
        role: 'student',
        ownerApprovalStatus: null,
      });
    }
    const first = await call(
      'GET',
      '/api/admin/users?search=zainab%20searchable&limit=2',
      auth.admin,
    );
    const page = first.body.data as {
      users: { full_name: string }[];
      total: number;
      total_pages: number;
    };
    expect(page.total).toBe(3);
    expect(page.total_pages).toBe(2);
    expect(page.users).toHaveLength(2);
    const second = await call(
      'GET',
      '/api/admin/users?search=zainab%20searchable&limit=2&page=2',
      auth.admin,
    );
    expect((second.body.data as { users: unknown[] }).users).toHaveLength(1);
    // LIKE wildcards in the search match themselves only.
    const wild = await call('GET', '/api/admin/users?search=%25', auth.admin);
    expect((wild.body.data as { total: number }).total).toBe(0);
  });

  it('should change a role and record who did it', async () => {
    const user = await createUser(context.database.db, {
      role: 'student',
      ownerApprovalStatus: null,
    });
    const { status, body } = await call('PATCH', `/api/admin/users/${user.id}/role`, auth.admin, {
      role: 'owner',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ role: 'owner', owner_approval_status: 'approved' });
    expect(await auditFor(user.id)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        before: { role: 'student' },
        after: { role: 'owner' },
      }),
    ]);
  });

  it('should never delete an administrator', async () => {
    const other = await createUser(context.database.db, {
      role: 'admin',
      ownerApprovalStatus: null,
    });
    const { status, body } = await call('DELETE', `/api/admin/users/${other.id}`, auth.admin);
    expect(status).toBe(403);
    expect(body.error).toBe('Administrator accounts cannot be deleted');
  });

  it('should never demote or suspend the last active administrator', async () => {
    const { db } = context.database;
    // Every other administrator suspended: this one is the last who can act.
    const others = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const { id } of others) {
      if (id !== ids.admin) {
        await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
      }
    }
    const demote = await call('PATCH', `/api/admin/users/${ids.admin}/role`, auth.admin, {
      role: 'student',
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe('The last administrator cannot be demoted or suspended');
    const suspend = await call('PATCH', `/api/admin/users/${ids.admin}/suspension`, auth.admin, {
      suspended: true,
    });
    expect(suspend.status).toBe(409);

    // With a second active administrator, the first may step down.
    const second = await createUser(db, { role: 'admin', ownerApprovalStatus: null });
    const secondAuth = await signIn(db, context.settings.jwtSecret, second);
    const stepDown = await call('PATCH', `/api/admin/users/${second.id}/role`, secondAuth, {
      role: 'student',
    });
    expect(stepDown.status).toBe(200);
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, ids.admin));
    expect(row?.role).toBe('admin');
  });

  it('should end every session of a suspended user and refuse their sign-in', async () => {
    const { db } = context.database;
    const passwordHash = await hashPassword(PASSWORD);
    const user = await createUser(db, { role: 'student', ownerApprovalStatus: null, passwordHash });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ data: { tokens: { accessToken: string } } }>().data.tokens
      .accessToken;
    const cookie = login.cookies.find((item) => item.name === 'hh_refresh');

    const suspended = await call('PATCH', `/api/admin/users/${user.id}/suspension`, auth.admin, {
      suspended: true,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({ suspended_at: expect.any(String) });

    expect((await call('GET', '/api/users/profile', `Bearer ${token}`)).status).toBe(401);
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `hh_refresh=${cookie?.value ?? ''}` },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      error: 'Your account has been suspended. Please contact support for assistance.',
    });

    await call('PATCH', `/api/admin/users/${user.id}/suspension`, auth.admin, { suspended: false });
    const back = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('should delete a user with what they own, keeping the other side of their chats', async () => {
    const { db } = context.database;
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Owner Gone Hostel');
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Is it free?');

    const { status } = await call('DELETE', `/api/admin/users/${pair.owner.id}`, auth.admin);
    expect(status).toBe(200);
    expect(await db.select().from(hostels).where(eq(hostels.id, pair.hostelId))).toEqual([]);
    const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat).toMatchObject({ ownerId: null, hostelId: null, hostelName: 'Owner Gone Hostel' });
    const list = await call('GET', `/api/messaging/chats/${pair.student.id}`, pair.student.auth);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: chatId, owner: { full_name: 'Deleted user' } }),
    ]);
    expect(await auditFor(pair.owner.id)).toEqual([
      expect.objectContaining({ action: 'user.delete', actorId: ids.admin }),
    ]);
    const audit = await call('GET', '/api/admin/audit?limit=5', auth.admin);
    expect((audit.body.data as { action: string }[])[0]?.action).toBe('user.delete');
  });
});
