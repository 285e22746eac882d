import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  HOSTEL_CHANGE_MESSAGES,
  IMAGE_MESSAGES,
  type AdminHostelChangesPage,
  type HostelChange,
  type HostelDetail,
  type HostelSummary,
  type ImageRecord,
  type NotificationsPage,
  type OwnerHostel,
} from '@hostelhub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  deliveries,
  hostelChanges,
  hostelImages,
  reports,
  roomImages,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  callJson,
  createTestContext,
  type ApiEnvelope,
  type TestContext,
} from '../../../test/helpers.ts';
import { createHostelImage, findTown } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { imageForm, png } from '../../../test/factories/images.ts';
import { createRoom, createRoomImage } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Edits after approval are reviewed (issue 26; docs/decisions/027): an owner's change to an
 * approved hostel's name, address, location, gender category or photos, or a price bound raised
 * by more than a quarter, waits for an administrator while students keep the approved version;
 * other edits apply at once; the administrator compares and approves or rejects with a reason;
 * the owner is told, may withdraw, and sees "Changes waiting for review". The browse cache is
 * on (60 s), so a public read before a decision also shows that the decision cleared it.
 */

let context: TestContext;
const db = () => context.database.db;
const PASSWORD = 'Changes@Pass2026';
const UNKNOWN = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';
let passwordHash = '';
let photo: Buffer;
let uploadsDir = '';

interface Caller {
  id: string;
  auth: string;
}

let admin: Caller;
let student: Caller;

beforeAll(async () => {
  context = await createTestContext({ BROWSE_CACHE_SECONDS: '60' });
  uploadsDir = path.join(context.settings.dataDir, 'uploads');
  passwordHash = await hashPassword(PASSWORD);
  photo = await png();
  admin = await signedIn({ role: 'admin', ownerApprovalStatus: null, fullName: 'Ayesha Admin' });
  student = await signedIn({ role: 'student', ownerApprovalStatus: null });
});

afterAll(async () => {
  await context?.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), { passwordHash, ...overrides });
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

let sequence = 0;
/** An approved owner with a hostel (approved unless said) named uniquely, priced 8,000-12,000. */
async function ownedHostel(status: 'approved' | 'pending' = 'approved') {
  sequence += 1;
  const owner = await signedIn({ fullName: 'Kamran Owner' });
  const name = `Review Lodge ${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const hostel = await createHostel(db(), {
    ownerId: owner.id,
    name,
    status,
    contactPhone: '+923001234567',
  });
  return { owner, id: hostel.id, name };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  payload?: unknown,
) => callJson(context.app, method, url, auth, payload);

const detail = async (id: string, auth?: string) => {
  const answer = await call('GET', `/api/enhanced-hostels/${id}`, auth);
  expect(answer.status).toBe(200);
  return answer.body.data as HostelDetail;
};

/** The hostel as the public list shows it (searched by its approved name). */
async function listed(name: string): Promise<HostelSummary | undefined> {
  const answer = await call('GET', `/api/enhanced-hostels?search=${encodeURIComponent(name)}`);
  return (answer.body.data as HostelSummary[]).find((hostel) => hostel.name === name);
}

const edit = (id: string, owner: Caller, patch: Record<string, unknown>) =>
  call('PUT', `/api/enhanced-hostels/${id}`, owner.auth, patch);

async function upload(url: string, auth: string): Promise<{ status: number; body: ApiEnvelope }> {
  const response = await context.app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth },
    payload: imageForm(photo),
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope>() };
}

const photos = async (url: string, auth?: string) =>
  (await call('GET', url, auth)).body.data as ImageRecord[];

async function pendingChanges(): Promise<HostelChange[]> {
  const answer = await call('GET', '/api/admin/hostel-changes?limit=50', admin.auth);
  expect(answer.status).toBe(200);
  return (answer.body.data as AdminHostelChangesPage).changes;
}

const decide = (changeId: string, body: Record<string, unknown>) =>
  call('PATCH', `/api/admin/hostel-changes/${changeId}`, admin.auth, body);

const fileOf = (url: string) => path.join(uploadsDir, url.replace('/uploads/', ''));

describe('an owner editing an approved hostel', () => {
  it('should hold a new name back for review while students keep the approved one, and apply a new description at once', async () => {
    const { owner, id, name } = await ownedHostel();
    expect((await listed(name))?.name).toBe(name);

    const answer = await edit(id, owner, {
      name: `${name} Renamed`,
      description: 'A quiet hostel with a new study room on the second floor.',
    });

    expect(answer.status).toBe(200);
    const saved = answer.body.data as HostelDetail;
    expect(saved.name).toBe(name);
    expect(saved.description).toBe('A quiet hostel with a new study room on the second floor.');
    expect(saved.pending_change?.status).toBe('pending');
    expect(saved.pending_change?.fields).toEqual([
      { field: 'name', before: name, after: `${name} Renamed` },
    ]);
    expect(saved.pending_change?.proposed).toEqual({ name: `${name} Renamed` });

    const seen = await detail(id, student.auth);
    expect(seen.name).toBe(name);
    expect(seen.description).toBe('A quiet hostel with a new study room on the second floor.');
    expect(seen).not.toHaveProperty('pending_change');
    expect((await detail(id)).name).toBe(name);
    // The browse cache was cleared by the edit: the list shows the new description already.
    expect((await listed(name))?.description).toBe(
      'A quiet hostel with a new study room on the second floor.',
    );

    const mine = (await call('GET', '/api/enhanced-hostels/owner/my-hostels', owner.auth)).body
      .data as OwnerHostel[];
    expect(mine).toEqual([expect.objectContaining({ id, name, has_pending_change: true })]);
    expect((await detail(id, owner.auth)).pending_change?.fields[0]?.after).toBe(`${name} Renamed`);
  });

  it('should accept a name-only edit of a hostel whose price is a single number and send it to the review queue (issue 40 item 1)', async () => {
    const owner = await signedIn({ fullName: 'Kamran Owner' });
    const name = `Pindi Single Price ${Math.random().toString(36).slice(2, 6)}`;
    const { id } = await createHostel(db(), {
      ownerId: owner.id,
      name,
      contactPhone: '+923001234567',
      priceRange: '11500',
      priceMin: 11500,
      priceMax: 11500,
    });

    const answer = await edit(id, owner, { name: `${name} Renamed` });

    expect(answer.status).toBe(200);
    const saved = answer.body.data as HostelDetail;
    expect(saved.price_range).toBe('11500');
    expect(saved.pending_change?.proposed).toEqual({ name: `${name} Renamed` });
    const queued = (await pendingChanges()).find((change) => change.hostel_id === id);
    expect(queued?.fields).toEqual([{ field: 'name', before: name, after: `${name} Renamed` }]);
    // Students keep the approved name and the single price, read as 11,500 both ways.
    const seen = await listed(name);
    expect(seen?.price_range).toBe('11500');
    expect(
      (
        await call(
          'GET',
          `/api/enhanced-hostels?search=${encodeURIComponent(name)}&price_min=11500&price_max=11500`,
        )
      ).body.data,
    ).toEqual([expect.objectContaining({ id })]);
  });

  it('should keep a waiting name when a later edit changes something else, and drop the change when the owner puts the name back', async () => {
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Grand` });

    const later = await edit(id, owner, { rules: 'Gates close at 11 PM.' });
    expect((later.body.data as HostelDetail).pending_change?.proposed).toEqual({
      name: `${name} Grand`,
    });

    const undone = await edit(id, owner, { name });
    expect((undone.body.data as HostelDetail).pending_change).toBeNull();
    expect(await db().select().from(hostelChanges).where(eq(hostelChanges.hostelId, id))).toEqual(
      [],
    );
  });

  it.each([
    ['lower bound raised by more than a quarter', '10500 - 12000', true],
    ['upper bound raised by more than a quarter', '8000 - 15500', true],
    ['both raised by exactly a quarter', '10000 - 15000', false],
    ['a price lowered', '6000 - 9000', false],
  ])('should treat a price range with the %s as waiting=%s', async (_, priceRange, waits) => {
    const { owner, id } = await ownedHostel();

    const saved = (await edit(id, owner, { price_range: priceRange })).body.data as HostelDetail;

    expect(saved.price_range).toBe(waits ? '8000-12000' : priceRange);
    expect(saved.pending_change?.proposed ?? null).toEqual(
      waits ? { price_range: priceRange } : null,
    );
    if (waits) {
      expect(saved.pending_change?.fields).toEqual([
        { field: 'price_range', before: '8000-12000', after: priceRange },
      ]);
    }
  });

  it('should compare a raise in steps with the last approved price: +24% goes live, a second +24% waits while students keep the first (issue 41 item 8)', async () => {
    const { owner, id, name } = await ownedHostel();

    const first = (await edit(id, owner, { price_range: '9920 - 14880' })).body
      .data as HostelDetail;
    expect(first.price_range).toBe('9920 - 14880');
    expect(first.pending_change).toBeNull();

    const second = (await edit(id, owner, { price_range: '12300 - 18451' })).body
      .data as HostelDetail;
    expect(second.price_range).toBe('9920 - 14880');
    expect(second.pending_change?.proposed).toEqual({ price_range: '12300 - 18451' });
    expect((await listed(name))?.price_range).toBe('9920 - 14880');
    expect((await detail(id)).price_range).toBe('9920 - 14880');

    // Approved, it is the new approved price: a raise of a quarter from there goes live.
    const [change] = (await pendingChanges()).filter((waiting) => waiting.hostel_id === id);
    expect((await decide(change!.id, { action: 'approve' })).status).toBe(200);
    const after = (await edit(id, owner, { price_range: '15000 - 23000' })).body
      .data as HostelDetail;
    expect(after.price_range).toBe('15000 - 23000');
    expect(after.pending_change).toBeNull();
  });

  it('should let small raises (+10% each) go live until together they pass a quarter above the approved price (issue 41 item 8)', async () => {
    const { owner, id } = await ownedHostel();
    for (const step of ['8800 - 13200', '9680 - 14520']) {
      const saved = (await edit(id, owner, { price_range: step })).body.data as HostelDetail;
      expect(saved.price_range).toBe(step);
      expect(saved.pending_change).toBeNull();
    }
    const third = (await edit(id, owner, { price_range: '10648 - 15972' })).body
      .data as HostelDetail;
    expect(third.price_range).toBe('9680 - 14520');
    expect(third.pending_change?.fields).toEqual([
      { field: 'price_range', before: '9680 - 14520', after: '10648 - 15972' },
    ]);
    // A single number counts as min = max: 10,000 is within a quarter of 8,000-12,000.
    const single = (await edit(id, owner, { price_range: '10000' })).body.data as HostelDetail;
    expect(single.price_range).toBe('10000');
    expect(single.pending_change).toBeNull();
  });

  it('should hold a new town back with the whole location, and a new gender category and address', async () => {
    const { owner, id } = await ownedHostel();
    const dha = await findTown(db(), 'Lahore', 'DHA');
    const before = await detail(id, owner.auth);

    const saved = (
      await edit(id, owner, {
        town_id: dha.id,
        latitude: 31.47,
        longitude: 74.41,
        address: 'House 9, Phase 5',
        gender_category: before.gender_category === 'male' ? 'female' : 'male',
      })
    ).body.data as HostelDetail;

    expect(saved.towns?.id).toBe(before.towns?.id);
    expect(saved.latitude).toBe(31.52);
    expect(saved.gender_category).toBe(before.gender_category);
    const fields = saved.pending_change?.fields ?? [];
    expect(fields.map((field) => field.field)).toEqual(['address', 'location', 'gender_category']);
    const location = fields.find((field) => field.field === 'location');
    expect(location?.before).toBe(`${before.towns?.name}, Lahore`);
    expect(location?.after).toBe('DHA, Lahore');
    expect(location?.before_point).toEqual({ latitude: 31.52, longitude: 74.35 });
    expect(location?.after_point).toEqual({ latitude: 31.47, longitude: 74.41 });
    expect(saved.pending_change?.proposed).toMatchObject({
      town_id: dha.id,
      city_id: before.cities?.id,
      latitude: 31.47,
    });
  });

  it("should apply every change at once to a hostel that is not approved, and an administrator's edits at once", async () => {
    const pending = await ownedHostel('pending');
    const renamed = (await edit(pending.id, pending.owner, { name: `${pending.name} New` })).body
      .data as HostelDetail;
    expect(renamed.name).toBe(`${pending.name} New`);
    expect(renamed.pending_change).toBeNull();

    const approved = await ownedHostel();
    const byAdmin = (await edit(approved.id, admin, { name: `${approved.name} Fixed` })).body
      .data as HostelDetail;
    expect(byAdmin.name).toBe(`${approved.name} Fixed`);
    expect(byAdmin.pending_change).toBeNull();
  });
});

describe('room rents of an approved hostel (issue 41 item 8)', () => {
  const rentOf = async (roomId: string) =>
    ((await call('GET', `/api/rooms/${roomId}`)).body.data as { price_per_month: number })
      .price_per_month;
  const setRent = (roomId: string, owner: Caller, rent: number) =>
    call('PUT', `/api/rooms/${roomId}`, owner.auth, { price_per_month: rent });

  it('should hold a rent raised 30% above the approved one while students keep the old rent, and apply it on approval', async () => {
    const { owner, id } = await ownedHostel();
    const room = await createRoom(db(), id, { roomTitle: 'Corner Double', pricePerMonth: 10_000 });

    const saved = await setRent(room.id, owner, 13_000);
    expect(saved.status).toBe(200);
    expect((saved.body.data as { price_per_month: number }).price_per_month).toBe(10_000);
    expect(await rentOf(room.id)).toBe(10_000);
    const waiting = (await detail(id, owner.auth)).pending_change;
    expect(waiting?.room_rents).toEqual([
      {
        room_id: room.id,
        room_title: 'Corner Double',
        room_type: 'double',
        before: 10_000,
        after: 13_000,
      },
    ]);

    const [change] = (await pendingChanges()).filter((pending) => pending.hostel_id === id);
    expect(change?.room_rents).toHaveLength(1);
    expect((await decide(change!.id, { action: 'approve' })).status).toBe(200);
    expect(await rentOf(room.id)).toBe(13_000);
    // The approved rent is the new base: another quarter from 13,000 goes live.
    await setRent(room.id, owner, 16_000);
    expect(await rentOf(room.id)).toBe(16_000);
  });

  it('should apply a lowered rent, and small raises until they pass a quarter together, at once', async () => {
    const { owner, id } = await ownedHostel();
    const room = await createRoom(db(), id, { pricePerMonth: 10_000 });

    await setRent(room.id, owner, 8_000);
    expect(await rentOf(room.id)).toBe(8_000);
    await setRent(room.id, owner, 11_000);
    expect(await rentOf(room.id)).toBe(11_000);
    await setRent(room.id, owner, 12_500);
    expect(await rentOf(room.id)).toBe(12_500);
    expect((await detail(id, owner.auth)).pending_change).toBeNull();
    await setRent(room.id, owner, 13_000);
    expect(await rentOf(room.id)).toBe(12_500);
    expect((await detail(id, owner.auth)).pending_change?.room_rents?.[0]?.after).toBe(13_000);
    // Putting a rent within the quarter drops what waited, and the empty change with it.
    await setRent(room.id, owner, 9_000);
    expect(await rentOf(room.id)).toBe(9_000);
    expect((await detail(id, owner.auth)).pending_change).toBeNull();
  });

  it('should not compare a new room (its first rent is its approved one), but compare its next raise', async () => {
    const { owner, id } = await ownedHostel();
    const created = await call('POST', '/api/rooms', owner.auth, {
      hostel_id: id,
      room_type: 'single',
      price_per_month: 950_000,
    });
    expect(created.status).toBe(201);
    const roomId = (created.body.data as { id: string }).id;
    expect(await rentOf(roomId)).toBe(950_000);
    await setRent(roomId, owner, 1_200_000);
    expect(await rentOf(roomId)).toBe(950_000);
  });
});

describe('photos of an approved hostel', () => {
  it('should keep an uploaded photo from students until an administrator approves it, then show it checked', async () => {
    const { owner, id } = await ownedHostel();
    const existing = await createHostelImage(db(), id);
    const url = `/api/images/hostels/${id}`;

    const uploaded = await upload(url, owner.auth);

    expect(uploaded.status).toBe(201);
    const added = uploaded.body.data as ImageRecord;
    expect(added).toMatchObject({ review: 'pending_addition', is_primary: false });
    expect((await photos(url)).map((image) => image.id)).toEqual([existing.id]);
    expect((await detail(id, student.auth)).hostel_images.map((image) => image.id)).toEqual([
      existing.id,
    ]);
    expect(await photos(url, owner.auth)).toEqual([
      expect.objectContaining({ id: existing.id }),
      expect.objectContaining({ id: added.id, review: 'pending_addition' }),
    ]);
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);
    expect(change?.fields).toEqual([]);
    expect(change?.added_photos).toEqual([
      expect.objectContaining({ id: added.id, image_url: added.image_url, room_id: null }),
    ]);

    expect((await decide(change?.id ?? '', { action: 'approve' })).status).toBe(200);

    const shown = await photos(url);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ image_url: added.image_url, display_order: 1 });
    expect(shown[1]).not.toHaveProperty('review');
    const rows = await db().select().from(hostelImages).where(eq(hostelImages.hostelId, id));
    const moved = rows.find((row) => row.imageUrl === added.image_url);
    expect(moved?.checkedAt).toBeInstanceOf(Date);
  });

  it('should keep showing a removed photo to students until the removal is approved, then delete it and its files', async () => {
    const { owner, id } = await ownedHostel();
    const url = `/api/images/hostels/${id}`;
    // Uploaded by the administrator: stored at once, checked, with real files.
    const first = (await upload(url, admin.auth)).body.data as ImageRecord;
    const second = (await upload(url, admin.auth)).body.data as ImageRecord;
    expect(first.review).toBeUndefined();
    expect(existsSync(fileOf(first.image_url))).toBe(true);

    const removed = await call('DELETE', `${url}/${first.id}`, owner.auth);
    expect(removed.status).toBe(200);
    expect((await call('DELETE', `${url}/${first.id}`, owner.auth)).status).toBe(200);

    expect((await photos(url)).map((image) => image.id)).toEqual([first.id, second.id]);
    expect(await photos(url, owner.auth)).toEqual([
      expect.objectContaining({ id: first.id, review: 'pending_removal' }),
      expect.not.objectContaining({ review: expect.anything() }),
    ]);
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);
    expect(change?.removed_photos.map((image) => image.id)).toEqual([first.id]);

    expect((await decide(change?.id ?? '', { action: 'approve' })).status).toBe(200);

    const left = await photos(url);
    expect(left.map((image) => image.id)).toEqual([second.id]);
    expect(left[0]?.is_primary).toBe(true);
    expect(existsSync(fileOf(first.image_url))).toBe(false);
  });

  it('should discard a waiting photo at once when its owner deletes it, and refuse to change it before review', async () => {
    const { owner, id } = await ownedHostel();
    const url = `/api/images/hostels/${id}`;
    const added = (await upload(url, owner.auth)).body.data as ImageRecord;
    expect(existsSync(fileOf(added.image_url))).toBe(true);

    const changed = await call('PUT', `${url}/${added.id}`, owner.auth, { is_primary: true });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe(HOSTEL_CHANGE_MESSAGES.pendingPhotoLocked);

    expect((await call('DELETE', `${url}/${added.id}`, owner.auth)).status).toBe(200);
    expect(await photos(url, owner.auth)).toEqual([]);
    expect(existsSync(fileOf(added.image_url))).toBe(false);
    expect(await db().select().from(hostelChanges).where(eq(hostelChanges.hostelId, id))).toEqual(
      [],
    );
  });

  it('should count waiting photos within the 10-photo limit', async () => {
    const { owner, id } = await ownedHostel();
    for (let index = 0; index < 8; index += 1) await createHostelImage(db(), id);
    const url = `/api/images/hostels/${id}`;
    expect((await upload(url, owner.auth)).status).toBe(201);
    expect((await upload(url, owner.auth)).status).toBe(201);

    const refused = await upload(url, owner.auth);

    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(IMAGE_MESSAGES.hostelLimit);
    expect(await photos(url, owner.auth)).toHaveLength(10);
  });

  it('should hold a room photo back too, and show it under its room once approved', async () => {
    const { owner, id } = await ownedHostel();
    const room = await createRoom(db(), id, { roomTitle: 'Room 4' });
    const url = `/api/images/rooms/${room.id}`;

    const added = (await upload(url, owner.auth)).body.data as ImageRecord;

    expect(added.review).toBe('pending_addition');
    expect(await photos(url)).toEqual([]);
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);
    expect(change?.added_photos).toEqual([
      expect.objectContaining({ id: added.id, room_id: room.id, room_title: 'Room 4' }),
    ]);
    await decide(change?.id ?? '', { action: 'approve' });
    const shown = await photos(url);
    expect(shown).toEqual([
      expect.objectContaining({ image_url: added.image_url, is_primary: true }),
    ]);
  });
});

describe("the administrator's review", () => {
  it('should compare, approve, and tell the owner in-app and by email, with an audit record', async () => {
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Residency`, price_range: '12000 - 16000' });
    expect((await listed(name))?.name).toBe(name);
    const overview = await call('GET', '/api/admin/overview', admin.auth);
    expect(
      (overview.body.data as { pending_hostel_changes: number }).pending_hostel_changes,
    ).toBeGreaterThan(0);
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);
    expect(change).toMatchObject({
      hostel_name: name,
      status: 'pending',
      owner: { id: owner.id, full_name: 'Kamran Owner' },
      fields: [
        { field: 'name', before: name, after: `${name} Residency` },
        { field: 'price_range', before: '8000-12000', after: '12000 - 16000' },
      ],
    });

    const decided = await decide(change?.id ?? '', { action: 'approve' });

    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      status: 'approved',
      decided_at: expect.any(String),
      fields: [
        { field: 'name', before: name, after: `${name} Residency` },
        { field: 'price_range', before: '8000-12000', after: '12000 - 16000' },
      ],
    });
    const seen = await detail(id, student.auth);
    expect(seen).toMatchObject({ name: `${name} Residency`, price_range: '12000 - 16000' });
    expect((await listed(`${name} Residency`))?.price_range).toBe('12000 - 16000');
    expect((await detail(id, owner.auth)).pending_change).toBeNull();

    const inbox = (await call('GET', '/api/notifications', owner.auth)).body
      .data as NotificationsPage;
    expect(inbox.notifications[0]).toMatchObject({
      type: 'hostel_change_approved',
      title: `Your changes to ${name} Residency are live`,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'hostel_change.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
    const mail = await db()
      .select()
      .from(deliveries)
      .where(eq(deliveries.kind, 'hostel_change_approved'));
    expect(mail.some((row) => row.subject?.includes(`${name} Residency`))).toBe(true);

    const again = await decide(change?.id ?? '', { action: 'reject', reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(HOSTEL_CHANGE_MESSAGES.alreadyDecided);
  });

  it('should need a reason to reject, then keep the approved version, discard added photos and give the owner the reason', async () => {
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Palace` });
    const added = (await upload(`/api/images/hostels/${id}`, owner.auth)).body.data as ImageRecord;
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);

    const bare = await decide(change?.id ?? '', { action: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([
      { field: 'reason', message: HOSTEL_CHANGE_MESSAGES.reasonRequired },
    ]);
    expect((await decide(change?.id ?? '', { action: 'hide' })).status).toBe(400);

    const rejected = await decide(change?.id ?? '', {
      action: 'reject',
      reason: 'The signboard in the photos still shows the old name.',
    });

    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'The signboard in the photos still shows the old name.',
    });
    expect((await detail(id, owner.auth)).name).toBe(name);
    expect(await photos(`/api/images/hostels/${id}`, owner.auth)).toEqual([]);
    expect(existsSync(fileOf(added.image_url))).toBe(false);
    const inbox = (await call('GET', '/api/notifications', owner.auth)).body
      .data as NotificationsPage;
    expect(inbox.notifications[0]).toMatchObject({
      type: 'hostel_change_rejected',
      title: `Your changes to ${name} were not approved`,
      body: 'Reason: The signboard in the photos still shows the old name.',
    });
    const rejectedList = await call('GET', '/api/admin/hostel-changes?status=rejected', admin.auth);
    expect(
      (rejectedList.body.data as AdminHostelChangesPage).changes.some(
        (entry) => entry.id === change?.id,
      ),
    ).toBe(true);
  });

  it('should answer 404 for an unknown change, 400 for an unknown status filter, and settle two decisions sent at once with one', async () => {
    expect((await decide(UNKNOWN, { action: 'approve' })).status).toBe(404);
    expect((await call('GET', '/api/admin/hostel-changes?status=open', admin.auth)).status).toBe(
      400,
    );
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Heights` });
    const [change] = (await pendingChanges()).filter((entry) => entry.hostel_id === id);

    const answers = await Promise.all([
      decide(change?.id ?? '', { action: 'approve' }),
      decide(change?.id ?? '', { action: 'reject', reason: 'Not the same building.' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.filter((row) => row.action.startsWith('hostel_change.'))).toHaveLength(1);
  });
});

describe('withdrawing, approving hostels and sending them back', () => {
  it('should let the owner withdraw a waiting change, and answer 404 when nothing waits', async () => {
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Withdrawn` });
    const added = (await upload(`/api/images/hostels/${id}`, owner.auth)).body.data as ImageRecord;
    const other = await ownedHostel();

    expect(
      (await call('DELETE', `/api/enhanced-hostels/${id}/changes/pending`, other.owner.auth))
        .status,
    ).toBe(404);
    const withdrawn = await call(
      'DELETE',
      `/api/enhanced-hostels/${id}/changes/pending`,
      owner.auth,
    );

    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body.data as HostelDetail).pending_change).toBeNull();
    expect(existsSync(fileOf(added.image_url))).toBe(false);
    const again = await call('DELETE', `/api/enhanced-hostels/${id}/changes/pending`, owner.auth);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(HOSTEL_CHANGE_MESSAGES.noPendingChange);
    const [row] = await db().select().from(hostelChanges).where(eq(hostelChanges.hostelId, id));
    expect(row).toMatchObject({ status: 'withdrawn', before: { name } });
  });

  it('should mark every photo of a hostel and its rooms checked when an administrator approves it', async () => {
    const { id } = await ownedHostel('pending');
    const room = await createRoom(db(), id);
    await createHostelImage(db(), id);
    await createRoomImage(db(), room.id);

    const approved = await call('PATCH', `/api/admin/hostels/${id}/status`, admin.auth, {
      status: 'approved',
    });

    expect(approved.status).toBe(200);
    const hostelRows = await db().select().from(hostelImages).where(eq(hostelImages.hostelId, id));
    const roomRows = await db().select().from(roomImages).where(eq(roomImages.roomId, room.id));
    expect([...hostelRows, ...roomRows].map((row) => row.checkedAt instanceof Date)).toEqual([
      true,
      true,
    ]);
  });

  it('should merge a waiting change into a hostel a report sends back to review', async () => {
    const { owner, id, name } = await ownedHostel();
    await edit(id, owner, { name: `${name} Merged` });
    const [report] = await db()
      .insert(reports)
      .values({ reporterId: student.id, targetType: 'hostel', targetId: id, reason: 'wrong_price' })
      .returning({ id: reports.id });

    const resolved = await call('PATCH', `/api/admin/reports/${report?.id}`, admin.auth, {
      action: 'return_hostel_to_review',
    });

    expect(resolved.status).toBe(200);
    const seen = await detail(id, owner.auth);
    expect(seen).toMatchObject({ status: 'pending', name: `${name} Merged`, pending_change: null });
    const [row] = await db().select().from(hostelChanges).where(eq(hostelChanges.hostelId, id));
    expect(row?.status).toBe('merged');
    // Now under review as a whole: a further edit applies at once.
    const renamed = (await edit(id, owner, { name: `${name} Again` })).body.data as HostelDetail;
    expect(renamed.name).toBe(`${name} Again`);
  });
});
