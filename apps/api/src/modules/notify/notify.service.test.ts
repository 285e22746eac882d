import type { LiveEvent } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import type { LiveEventHub } from '../../lib/live-events.ts';
import { deliveries, notifications } from '../../db/schema/index.ts';
import { recipientText } from '../../lib/recipient-text.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { addVerifiedPhone, createUser } from '../../../test/factories/hostels.ts';
import { createTestNotify } from '../../../test/notify.ts';

/**
 * The notify module alone (issue 43 item 2; docs/decisions/037-notify.md): whose language a
 * notice is written in, which channels each event uses, and that everything it writes and
 * publishes belongs to the caller's transaction.
 */

let database: Database;
let db: Db;
/** What notify published, with the executor it published on. */
type Executor = Parameters<LiveEventHub['publish']>[0];
const published: { executor: Executor; to: readonly string[]; events: readonly LiveEvent[] }[] = [];
let notify: ReturnType<typeof createTestNotify>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  notify = createTestNotify(db, {
    publicUrl: 'https://hostelhub.example',
    live: {
      publish: (executor, to, events) => {
        published.push({ executor, to, events });
        return Promise.resolve();
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const notificationsOf = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));
const deliveriesTo = (recipient: string) =>
  db.select().from(deliveries).where(eq(deliveries.recipient, recipient));

describe('notify.tell', () => {
  it("should write a user's notice in their preferred language", async () => {
    const user = await createUser(db, { preferredLanguage: 'ur', fullName: 'حمزہ' });
    await db.transaction((tx) => notify.tell(tx, user.id, 'ownerApproved', { reason: null }));

    const [notification] = await notificationsOf(user.id);
    expect(notification?.title).toBe(recipientText('ur', 'notification.ownerApproved.title'));
    expect(notification?.type).toBe('owner_approved');
    const [mail] = await deliveriesTo(user.email);
    expect(mail?.subject).toBe(recipientText('ur', 'mail.ownerApproved.subject'));
    expect(mail?.text).toContain(recipientText('ur', 'mail.notice.greeting', { name: 'حمزہ' }));
    expect(mail?.text).toContain('https://hostelhub.example/owner');
  });

  it('should write to an address in the language given with it, and no notification', async () => {
    const email = 'team-inbox@example.pk';
    await db.transaction((tx) =>
      notify.tell(tx, { email, language: 'ur' }, 'contactMessage', {
        name: 'Ali',
        email: 'ali@example.pk',
        category: 'general',
        subject: 'Rooms',
        message: 'Any rooms?',
      }),
    );

    const [mail] = await deliveriesTo(email);
    expect(mail?.subject).toBe(recipientText('ur', 'mail.contact.subject', { subject: 'Rooms' }));
    expect(mail?.kind).toBe('contact_message');
  });

  it('should use the channels of each event and the wishes of each user', async () => {
    const owner = await createUser(db);
    const phone = await addVerifiedPhone(db, owner.id, '03001234567');
    const quiet = await createUser(db, { notifyHostelUpdates: false });
    const reporter = await createUser(db);
    published.length = 0;

    await db.transaction(async (tx) => {
      // A new request: in-app, email and an SMS to the owner's primary phone.
      await notify.tell(tx, owner.id, 'visitRequested', {
        hostel: 'Gulberg Hostel',
        who: 'Sana',
        when: new Date('2026-12-01T10:00:00Z'),
      });
      // Hostel emails off: in-app only.
      await notify.tell(tx, quiet.id, 'visitAccepted', { hostel: 'Gulberg Hostel' });
      // A report's end: in-app only, whatever the wishes.
      await notify.tell(tx, reporter.id, 'reportResolved', { action: 'dismiss', hostel: '' });
      // Both sides' pages reload: live only, nothing stored.
      await notify.tell(tx, [owner.id, quiet.id], 'bookingsChanged', {});
    });

    expect(await notificationsOf(owner.id)).toHaveLength(1);
    const toOwner = [...(await deliveriesTo(owner.email)), ...(await deliveriesTo(phone))];
    expect(toOwner.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(await notificationsOf(quiet.id)).toHaveLength(1);
    expect(await deliveriesTo(quiet.email)).toEqual([]);
    expect(await notificationsOf(reporter.id)).toHaveLength(1);
    expect(await deliveriesTo(reporter.email)).toEqual([]);
    expect(published.map(({ to, events }) => ({ to, events }))).toEqual([
      { to: [owner.id], events: [{ type: 'notifications.changed' }] },
      { to: [quiet.id], events: [{ type: 'notifications.changed' }] },
      { to: [reporter.id], events: [{ type: 'notifications.changed' }] },
      { to: [owner.id, quiet.id], events: [{ type: 'bookings.changed' }] },
    ]);
  });

  it("should write in the caller's transaction, rolled back with it", async () => {
    const user = await createUser(db);
    published.length = 0;
    let transaction: Executor | undefined;

    await expect(
      db.transaction(async (tx) => {
        transaction = tx;
        await notify.tell(tx, user.id, 'hostelApproved', {
          hostel: 'Model Town Hostel',
          reason: null,
        });
        expect(
          await tx.select().from(notifications).where(eq(notifications.userId, user.id)),
        ).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await deliveriesTo(user.email)).toEqual([]);
    // Published on the transaction itself: PostgreSQL drops its NOTIFY with the rollback.
    expect(published).toHaveLength(1);
    expect(published[0]?.executor).toBe(transaction);
  });

  it('should write nothing, by the same statements, when asked to', async () => {
    const email = 'nobody.known@example.pk';
    await db.transaction((tx) =>
      notify.tell(
        tx,
        { email, language: 'en' },
        'passwordReset',
        { token: 't' },
        { writeNothing: true },
      ),
    );
    expect(await deliveriesTo(email)).toEqual([]);
  });

  it('should tell nobody for a user id that matches no account', async () => {
    published.length = 0;
    const nobody = '00000000-0000-4000-8000-000000000000';
    await db.transaction((tx) => notify.tell(tx, nobody, 'ownerRejected', { reason: 'No' }));
    expect(await notificationsOf(nobody)).toEqual([]);
    expect(published).toEqual([]);
  });
});

describe('notify.inStatement', () => {
  it("should choose the title in the statement by the user's language", async () => {
    const user = await createUser(db, { preferredLanguage: 'ur' });
    await db.execute(notify.inStatement(user.id, 'newMessage', { chatId: 'c1', text: 'Salaam' }));
    const [notification] = await notificationsOf(user.id);
    expect(notification?.title).toBe(recipientText('ur', 'notification.newMessage.title'));
    expect(notification?.body).toBe('Salaam');
    expect(notification?.groupKey).toBe('chat:c1');
  });
});
