import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { connectLive, liveUrl } from '../../../test/live-client.ts';
import {
  createChatPair,
  markRead,
  openChat,
  sendMessage,
  type SignedInUser,
} from '../../../test/factories/messaging.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * /api/notifications (product decision 9; issue 10): each event makes the right notification
 * for the right person, only its owner sees or changes it, and it is announced live.
 */

interface NotificationBody {
  id: string;
  type: string;
  title: string;
  body: string;
  read: boolean;
}
interface PageBody {
  notifications: NotificationBody[];
  unread_count: number;
}

let context: TestContext;
let admin = '';

beforeAll(async () => {
  context = await createTestContext();
  const row = await createUser(context.database.db, { role: 'admin', ownerApprovalStatus: null });
  admin = await signIn(context.database.db, context.settings.jwtSecret, row);
});

afterAll(async () => {
  await context?.close();
});

async function newOwner(overrides: Parameters<typeof createUser>[1] = {}): Promise<SignedInUser> {
  const row = await createUser(context.database.db, overrides);
  return { id: row.id, auth: await signIn(context.database.db, context.settings.jwtSecret, row) };
}

async function notificationsOf(user: SignedInUser): Promise<PageBody> {
  const { status, body } = await callJson(context.app, 'GET', '/api/notifications', user.auth);
  expect(status).toBe(200);
  return body.data as PageBody;
}

describe('events', () => {
  it('should tell an owner their hostel was approved, or rejected with the reason', async () => {
    const owner = await newOwner();
    const first = await createHostel(context.database.db, {
      ownerId: owner.id,
      status: 'pending',
      name: 'Nishat Hostel',
    });
    const second = await createHostel(context.database.db, {
      ownerId: owner.id,
      status: 'pending',
      name: 'Gulshan Hostel',
    });
    await callJson(context.app, 'PATCH', `/api/admin/hostels/${first.id}/status`, admin, {
      status: 'approved',
    });
    await callJson(context.app, 'PATCH', `/api/admin/hostels/${second.id}/status`, admin, {
      status: 'rejected',
      reason: 'The address could not be found',
    });
    const page = await notificationsOf(owner);
    expect(page.unread_count).toBe(2);
    expect(page.notifications.map((item) => [item.type, item.title, item.body])).toEqual([
      [
        'hostel_rejected',
        'Gulshan Hostel was not approved',
        'Reason: The address could not be found',
      ],
      ['hostel_approved', 'Nishat Hostel was approved', 'Students can now find it on Hostelhub.'],
    ]);
  });

  it('should tell an owner their account was approved', async () => {
    const owner = await newOwner({ ownerApprovalStatus: 'pending' });
    await callJson(context.app, 'PATCH', `/api/admin/owners/${owner.id}/approval`, admin, {
      decision: 'approved',
    });
    const [item] = (await notificationsOf(owner)).notifications;
    expect(item).toMatchObject({ type: 'owner_approved', title: 'Your owner account is approved' });
  });

  it("should gather a chat's unread messages into one notification for the receiver only", async () => {
    const pair = await createChatPair(context.database.db, context.settings.jwtSecret);
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Salam, is a room free?');
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'For two people');
    let page = await notificationsOf(pair.owner);
    expect(page.notifications).toEqual([
      expect.objectContaining({ type: 'new_message', body: 'For two people', read: false }),
    ]);
    expect((await notificationsOf(pair.student)).notifications).toEqual([]);

    // Once read, the next message makes a new one.
    await callJson(context.app, 'PATCH', '/api/notifications/mark-all-read', pair.owner.auth);
    await markRead(context.app, chatId, pair.owner);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Still there?');
    page = await notificationsOf(pair.owner);
    expect(page.notifications.map((item) => [item.body, item.read])).toEqual([
      ['Still there?', false],
      ['For two people', true],
    ]);
    expect(page.unread_count).toBe(1);
  });

  it('should announce a new notification live to its owner', async () => {
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const address = context.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const owner = await newOwner({ ownerApprovalStatus: 'pending' });
    const client = await connectLive(liveUrl(base), owner.auth);
    await callJson(context.app, 'PATCH', `/api/admin/owners/${owner.id}/approval`, admin, {
      decision: 'approved',
    });
    await client.waitFor((event) => event.type === 'notifications.changed');
    await client.close();
  });
});

describe('ownership', () => {
  it("should never show, mark or delete another user's notification", async () => {
    const owner = await newOwner({ ownerApprovalStatus: 'pending' });
    const other = await newOwner();
    await callJson(context.app, 'PATCH', `/api/admin/owners/${owner.id}/approval`, admin, {
      decision: 'rejected',
    });
    const [item] = (await notificationsOf(owner)).notifications;
    const id = item?.id ?? '';
    expect((await notificationsOf(other)).notifications).toEqual([]);
    expect(
      (await callJson(context.app, 'PATCH', `/api/notifications/${id}/read`, other.auth)).status,
    ).toBe(404);
    expect(
      (await callJson(context.app, 'DELETE', `/api/notifications/${id}`, other.auth)).status,
    ).toBe(404);
    expect((await callJson(context.app, 'GET', '/api/notifications')).status).toBe(401);

    expect(
      (await callJson(context.app, 'PATCH', `/api/notifications/${id}/read`, owner.auth)).status,
    ).toBe(200);
    expect((await notificationsOf(owner)).unread_count).toBe(0);
    expect(
      (await callJson(context.app, 'DELETE', `/api/notifications/${id}`, owner.auth)).status,
    ).toBe(200);
    expect((await notificationsOf(owner)).notifications).toEqual([]);
  });
});
