import { karachiToday, REGISTER_MESSAGES, type StaffMember } from '@hostelhub/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, hostelStaff } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * A hostel's staff (issue 44 item 4; docs/decisions/039-hostel-staff.md): the owner invites by
 * email (the outbox holds the email with the link), the invited account accepts after its own
 * sign-in, staff work the register of that hostel only and never the listing, and a removed
 * member loses the register at once.
 */

let context: TestContext;
const db = () => context.database.db;

interface Caller {
  id: string;
  auth: string;
  email: string;
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), overrides);
  return {
    id: user.id,
    email: user.email,
    auth: await signIn(db(), context.settings.jwtSecret, user),
  };
}

const student = (overrides: Parameters<typeof createUser>[1] = {}) =>
  signedIn({ role: 'student', ownerApprovalStatus: null, ...overrides });

let owner: Caller;
let hostelId: string;
let roomId: string;
let otherHostelId: string;

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_URL: 'http://hostelhub.test' });
  owner = await signedIn({ fullName: 'Imran Qureshi' });
  hostelId = (await createHostel(db(), { ownerId: owner.id, name: 'Iqbal Boys Hostel' })).id;
  roomId = (await createRoom(db(), hostelId, { maxOccupancy: 3 })).id;
  otherHostelId = (await createHostel(db())).id;
});

afterAll(async () => {
  await context?.close();
});

const invite = (email: string, role = 'warden', auth = owner.auth, hostel = hostelId) =>
  callJson(context.app, 'POST', `/api/enhanced-hostels/${hostel}/staff`, auth, { email, role });

/** The token of the last invitation emailed to `email`, read from the outbox's link. */
async function emailedToken(email: string): Promise<{ token: string; text: string }> {
  const [row] = await db()
    .select({ text: deliveries.text, subject: deliveries.subject })
    .from(deliveries)
    .where(and(eq(deliveries.kind, 'staff_invitation'), eq(deliveries.recipient, email)))
    .orderBy(desc(deliveries.createdAt))
    .limit(1);
  const token = /\/staff-invitations\/([\w-]+)/.exec(row?.text ?? '')?.[1];
  if (!row || !token) throw new Error(`no staff invitation emailed to ${email}`);
  return { token, text: `${row.subject ?? ''}\n${row.text}` };
}

const accept = (token: string, auth?: string) =>
  callJson(context.app, 'POST', `/api/staff-invitations/${token}/accept`, auth);

/** Invites a new student account as warden, accepts it; returns the signed-in member. */
async function newWarden(): Promise<Caller> {
  const warden = await student();
  expect((await invite(warden.email.toUpperCase())).status).toBe(201);
  const { token } = await emailedToken(warden.email);
  expect((await accept(token, warden.auth)).status).toBe(200);
  return warden;
}

describe('inviting staff', () => {
  it('should email the invitation with its link and answer the waiting invitation', async () => {
    const email = 'new.warden@example.pk';
    const { status, body } = await invite(email, 'manager');
    expect(status).toBe(201);
    const invited = body.data as StaffMember;
    expect(invited).toMatchObject({ email, role: 'manager', status: 'invited', user: null });
    expect(invited.invited_by.full_name).toBe('Imran Qureshi');
    const days = (Date.parse(invited.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const { token, text } = await emailedToken(email);
    expect(text).toContain('Iqbal Boys Hostel');
    expect(text).toContain(`http://hostelhub.test/staff-invitations/${token}`);
    // Only the token's hash is stored.
    const [row] = await db().select().from(hostelStaff).where(eq(hostelStaff.id, invited.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shown = await callJson(context.app, 'GET', `/api/staff-invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      hostel_name: 'Iqbal Boys Hostel',
      role: 'manager',
      invited_by: 'Imran Qureshi',
      email,
    });
    expect((await invite(email)).status).toBe(409);
  });

  it('should refuse the owner themself, an administrator, a member, staff and strangers', async () => {
    expect((await invite(owner.email)).body.error).toBe(REGISTER_MESSAGES.cannotInviteSelf);
    const admin = await signedIn({ role: 'admin', ownerApprovalStatus: null });
    const refused = await invite(admin.email);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(REGISTER_MESSAGES.cannotInviteAdmin);
    const warden = await newWarden();
    const again = await invite(warden.email);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REGISTER_MESSAGES.alreadyStaff);
    const byStaff = await invite('someone@example.pk', 'warden', warden.auth);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.error).toBe(REGISTER_MESSAGES.staffOnlyOwner);
    expect((await invite('someone@example.pk', 'warden', admin.auth)).status).toBe(403);
    expect((await invite('someone@example.pk', 'warden', (await student()).auth)).status).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('should refuse another email with 403 and keep the invitation for the right account', async () => {
    const invitee = await student();
    await invite(invitee.email);
    const { token } = await emailedToken(invitee.email);
    const other = await student();
    const wrong = await accept(token, other.auth);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(REGISTER_MESSAGES.invitationOtherEmail);
    expect((await accept(token)).status).toBe(401);
    const right = await accept(token, invitee.auth);
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({
      id: hostelId,
      hostel_name: 'Iqbal Boys Hostel',
      role: 'warden',
    });
    // Used: the link shows nothing and accepts no one.
    expect((await callJson(context.app, 'GET', `/api/staff-invitations/${token}`)).status).toBe(
      404,
    );
    expect((await accept(token, invitee.auth)).status).toBe(404);
  });

  it('should answer 404 for an expired invitation and 403 for an administrator', async () => {
    const invitee = await student();
    const { body } = await invite(invitee.email);
    const { token } = await emailedToken(invitee.email);
    await db()
      .update(hostelStaff)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(hostelStaff.id, (body.data as StaffMember).id));
    const expired = await accept(token, invitee.auth);
    expect(expired.status).toBe(404);
    expect(expired.body.error).toBe(REGISTER_MESSAGES.invitationNotFound);
    expect((await callJson(context.app, 'GET', `/api/staff-invitations/${token}`)).status).toBe(
      404,
    );
    // An expired invitation does not block a new one.
    expect((await invite(invitee.email)).status).toBe(201);
    const admin = await signedIn({ role: 'admin', ownerApprovalStatus: null });
    expect((await accept(token, admin.auth)).status).toBe(403);
  });
});

describe('staff at work', () => {
  it("should work this hostel's register, never the listing or another hostel", async () => {
    const warden = await newWarden();
    const beds = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostelId}/beds`,
      warden.auth,
    );
    expect(beds.status).toBe(200);
    const added = await callJson(
      context.app,
      'POST',
      `/api/enhanced-hostels/${hostelId}/residents`,
      warden.auth,
      {
        full_name: 'Bilal Ahmed',
        phone: '03001234567',
        room_id: roomId,
        move_in_date: karachiToday(),
      },
    );
    expect(added.status).toBe(201);
    const listing = await callJson(
      context.app,
      'PUT',
      `/api/enhanced-hostels/${hostelId}`,
      warden.auth,
      { description: 'A warden should not change the listing at all.' },
    );
    expect(listing.status).toBe(403);
    const elsewhere = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${otherHostelId}/beds`,
      warden.auth,
    );
    expect(elsewhere.status).toBe(404);
    const listed = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostelId}/staff`,
      warden.auth,
    );
    expect(listed.status).toBe(200);
    expect((listed.body.data as StaffMember[]).some((row) => row.user?.id === warden.id)).toBe(
      true,
    );
  });

  it('should let only the owner remove staff; a removed member gets 404 afterwards', async () => {
    const warden = await newWarden();
    const colleague = await newWarden();
    const listed = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostelId}/staff`,
      owner.auth,
    );
    const member = (listed.body.data as StaffMember[]).find((row) => row.user?.id === warden.id);
    if (!member) throw new Error('the warden is not listed');
    const url = `/api/enhanced-hostels/${hostelId}/staff/${member.id}`;
    const byStaff = await callJson(context.app, 'DELETE', url, colleague.auth);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.error).toBe(REGISTER_MESSAGES.staffCannotDelete);
    const removed = await callJson(context.app, 'DELETE', url, owner.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: member.id, deleted: true });
    expect((await callJson(context.app, 'DELETE', url, owner.auth)).status).toBe(404);
    const beds = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostelId}/beds`,
      warden.auth,
    );
    expect(beds.status).toBe(404);
  });
});

describe('racing (overlapping on the server in TEST_DATABASE_URL; one at a time on PGlite)', () => {
  it('should accept one link once when its account sends it twice at the same moment', async () => {
    const invitee = await student();
    await invite(invitee.email);
    const { token } = await emailedToken(invitee.email);
    const answers = await Promise.all([accept(token, invitee.auth), accept(token, invitee.auth)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const rows = await db()
      .select({ id: hostelStaff.id })
      .from(hostelStaff)
      .where(and(eq(hostelStaff.hostelId, hostelId), eq(hostelStaff.userId, invitee.id)));
    expect(rows).toHaveLength(1);
  });

  it('should keep one of two invitations to one address sent at the same moment', async () => {
    const email = `twice.${Date.now()}@example.pk`;
    const answers = await Promise.all([invite(email), invite(email)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
