import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { karachiToday } from '@hostelhub/shared';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chats,
  contactMessages,
  deliveries,
  beds,
  dues,
  emailTokens,
  hostelStaff,
  hostelImages,
  hostels,
  messages,
  notifications,
  refreshTokens,
  reports,
  hostelChanges,
  reservations,
  residents,
  rooms as roomsTable,
  visits,
  reviews,
  roomImages,
  savedSearches,
  towns,
  universities,
  verifiedPhones,
  type users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { generateOpaqueToken, hashToken } from '../src/lib/tokens.ts';
import { OAUTH_COOKIE } from '../src/modules/auth/google-sign-in.service.ts';
import { REFRESH_COOKIE } from '../src/lib/refresh-cookie.ts';
import {
  POLICY_ACTORS,
  ROUTE_POLICY,
  routeKey,
  TARGETS,
  type Access,
  type AccessCase,
  type PolicyActor,
  type RoutePolicy,
} from '../src/policy/route-policy.ts';
import { createMessInfo, createHostelImage, findTown } from './factories/discovery.ts';
import { insertDue, insertPayment, insertResident } from './factories/dues-rows.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { png } from './factories/images.ts';
import { createRoom, createRoomImage } from './factories/rooms.ts';
import { signIn } from './factories/sessions.ts';
import { createUnsubscribeTokens } from '../src/modules/saved-searches/unsubscribe-token.logic.ts';
import { authenticatorCode } from './totp.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';

/**
 * The permission matrix (issue 11; DESIGN.md 'Permissions'; src/policy/route-policy.ts): the
 * policy table covers exactly the routes Fastify registered, and every route answers every
 * actor as its row says: a valid request is allowed (2xx, or 302 for the Google redirect)
 * or refused with the row's 401, 403 or 404, and every private answer (a signed-in route's,
 * an error, a signed-in call's) carries `Cache-Control: no-store` (issue 21 item 12; see
 * cacheProblem). Targets a call may destroy or change for good are fresh for each actor, so
 * the order of the calls does not matter.
 */

const PASSWORD = 'Matrix@Pass2026';
const NEW_PASSWORD = 'Matrix@Fresh2027';
const ADMIN_KEY = 'permission-matrix-admin-key-0123';
const PUBLIC_URL = 'http://hostelhub.test';

/**
 * Routes Fastify registers that are not the API, each with why the matrix leaves it out.
 * Each must still match at least one route (unless `optional`), so a stale exclusion fails.
 */
const NOT_API: { pattern: RegExp; reason: string; optional?: true }[] = [
  {
    pattern: /^\/docs(\/.*)?$/,
    reason: 'the OpenAPI viewer and document: public documentation, no data',
  },
  { pattern: /^\/uploads\/\*$/, reason: 'uploaded photos: public files under unguessable names' },
  {
    pattern: /^\/og\/hostels\/:id\.jpg$/,
    reason: 'link-preview images (issue 25): public pictures of approved hostels only',
  },
  {
    pattern: /^\/(robots\.txt|sitemap\.xml|sitemap-:number.*\.xml)$/,
    reason: 'robots.txt and the sitemap (issue 25): public files for crawlers',
  },
  {
    pattern: /^\/(receipts|dues)\/:token$/,
    reason:
      'the receipt and due pages (issue 45): public HTML, the 128-bit token in the address is the permission (src/modules/receipts/receipts.routes.test.ts)',
  },
  {
    pattern: /^\/metrics$/,
    reason:
      'Prometheus metrics (issue 30): the METRICS_TOKEN bearer only, 404 without the setting (test/metrics.test.ts)',
  },
  {
    pattern: /^\/(\*)?$/,
    reason: 'the web app (static files, / and the SPA fallback): public pages',
    // Registered only when apps/web/dist has been built.
    optional: true,
  },
];

/** How many route-actor pairs the table holds: every case of every row, for each actor. */
const EXPECTED_PAIRS =
  ROUTE_POLICY.reduce((sum, route) => sum + route.cases.length, 0) * POLICY_ACTORS.length;

// Fastify announces each new instance on this channel; an onRoute hook added there sees every
// route the app registers, in the app's own words (method and full path).
const registered: { method: string; url: string }[] = [];
function watchRoutes(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
}

let context: TestContext;
let app: FastifyInstance;
let provider: TestOidcProvider;
let geocoder: Server;

/** A signed-in caller: user id, `authorization` header value, email. */
interface Session {
  id: string;
  auth: string;
  email: string;
}

/** The actors (guest has no session) and the address each calls from. */
const sessions = {} as Record<Exclude<PolicyActor, 'guest'>, Session>;
const phoneNumberOf = {} as Record<Exclude<PolicyActor, 'guest'>, string>;
const addressOf = Object.fromEntries(
  POLICY_ACTORS.map((actor, index) => [actor, `10.11.0.${index + 1}`]),
) as Record<PolicyActor, string>;

/** What the routes act on; filled in beforeAll. */
const seed = {
  lahore: '',
  gulberg: '',
  universityId: '',
  approvedHostel: '',
  /** Issue 44: a room of the approved hostel holding the resident, and one of its beds. */
  registerRoom: '',
  registerBed: '',
  resident: '',
  /** Issue 45: a payment of a walk-in with an email in the approved hostel (send-receipt). */
  payment: '',
  approvedRoom: '',
  hostelImage: '',
  roomImage: '',
  pendingHostel: '',
  pendingRoom: '',
  pendingOwnersHostel: '',
  otherHostel: '',
  otherRoom: '',
  chat: '',
  review: '',
  contactMessage: '',
  notification: {} as Record<Exclude<PolicyActor, 'guest'>, string>,
  phone: {} as Record<Exclude<PolicyActor, 'guest'>, string>,
  photo: Buffer.alloc(0) as Buffer,
};

let passwordHash = '';
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A fresh address for set-up calls, so they never count against an actor's rate limits. */
const setupAddress = () => {
  const n = next();
  return `10.12.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** A new Pakistani mobile number, 03XXXXXXXXX, never used before in this file. */
const newMobile = () => `0345${String(next()).padStart(7, '0')}`;

const db = () => context.database.db;

/** One call of the matrix: what to send, as whom; `authorization: null` sends none. */
interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** undefined: the actor's own session (none for a guest); null: none; else this one. */
  authorization?: string | null;
  /** The WebSocket route: authenticate with this token instead of an HTTP request. */
  liveToken?: string;
  /** Runs after the call (removes what the call may have left behind). */
  cleanup?: () => Promise<void>;
}

type Builder = (actor: PolicyActor) => Promise<MatrixRequest> | MatrixRequest;

/** A signed-in actor's session; the guest's calls use the student's ids where one is needed. */
const signedIn = (actor: PolicyActor): Session => sessions[actor === 'guest' ? 'student' : actor];

/** Role columns of a new user of the actor's kind. */
function kindOf(actor: PolicyActor): Partial<typeof users.$inferInsert> {
  switch (actor) {
    case 'student':
    case 'guest':
    case 'staffHere':
    case 'staffElsewhere':
    case 'resident':
      return { role: 'student', ownerApprovalStatus: null };
    case 'pendingOwner':
      return { role: 'owner', ownerApprovalStatus: 'pending' };
    case 'admin':
      return { role: 'admin', ownerApprovalStatus: null };
    default:
      return { role: 'owner', ownerApprovalStatus: 'approved' };
  }
}

/** A new user of the actor's kind with PASSWORD, signed in. */
async function freshUser(actor: PolicyActor): Promise<Session> {
  const user = await createUser(db(), { ...kindOf(actor), passwordHash });
  return {
    id: user.id,
    auth: await signIn(db(), context.settings.jwtSecret, user),
    email: user.email,
  };
}

/** A fresh account of the caller's kind, or no session for a guest. */
async function freshCaller(actor: PolicyActor): Promise<Session | null> {
  return actor === 'guest' ? null : freshUser(actor);
}

/** A set-up call: from its own address, failing loudly unless it succeeds. */
async function setupCall(options: InjectOptions) {
  const response = await app.inject({ remoteAddress: setupAddress(), ...options });
  if (response.statusCode >= 400) {
    throw new Error(
      `set-up ${String(options.method)} ${JSON.stringify(options.url)}: ${response.statusCode} ${response.body}`,
    );
  }
  return response;
}

/** Turns two-factor sign-in on for the session (a code of the previous step); returns the secret. */
async function enableTwoFactor(session: Session): Promise<string> {
  const headers = { authorization: session.auth };
  const setup = await setupCall({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  await setupCall({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers,
    payload: { code: authenticatorCode(secret, -1) },
  });
  return secret;
}

/** Inserts a verified phone of the user; returns its id. */
async function insertPhone(userId: string, local: string, isPrimary = false): Promise<string> {
  const [row] = await db()
    .insert(verifiedPhones)
    .values({ userId, phoneNumber: `+92${local.slice(1)}`, isPrimary })
    .returning({ id: verifiedPhones.id });
  if (!row) throw new Error('phone insert returned nothing');
  return row.id;
}

/** Inserts an unread notification of the user; returns its id. */
async function insertNotification(userId: string): Promise<string> {
  const [row] = await db()
    .insert(notifications)
    .values({ userId, type: 'new_message', title: 'A new message', body: 'Hello' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/** Inserts a new pending area of Lahore added by the approved owner; returns its id. */
async function insertPendingArea(): Promise<string> {
  const [row] = await db()
    .insert(towns)
    .values({
      cityId: seed.lahore,
      name: `Matrix Colony ${next()}`,
      status: 'pending',
      createdBy: sessions.approvedOwner.id,
    })
    .returning({ id: towns.id });
  if (!row) throw new Error('area insert returned nothing');
  return row.id;
}

/** Inserts a new contact message; returns its id. */
async function insertContactMessage(): Promise<string> {
  const [row] = await db()
    .insert(contactMessages)
    .values({
      name: 'Sana Iqbal',
      email: 'sana@example.pk',
      category: 'General Query',
      subject: 'Room availability',
      message: 'Are there rooms for the spring term?',
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned nothing');
  return row.id;
}

/** A single-use emailed token of the user for `purpose`; returns the token. */
async function insertEmailToken(
  userId: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<string> {
  const token = generateOpaqueToken();
  await db()
    .insert(emailTokens)
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  return token;
}

/** A refresh cookie of a live session of a new student. */
async function refreshCookie(): Promise<Record<string, string>> {
  const user = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
  const token = generateOpaqueToken();
  await db()
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  return { [REFRESH_COOKIE]: token };
}

/** The code the outbox SMS to `local` carries. */
async function smsCode(local: string): Promise<string> {
  const outbox = path.join(context.settings.dataDir, 'outbox');
  const digits = `92${local.slice(1)}`;
  const file = (await readdir(outbox)).find((name) => name.endsWith(`-sms-${digits}.txt`));
  if (!file) throw new Error(`no SMS to ${local}`);
  const code = /\b(\d{6})\b/.exec(await readFile(path.join(outbox, file), 'utf8'))?.[1];
  if (!code) throw new Error(`no code in the SMS to ${local}`);
  return code;
}

/** A multipart body with `count` photos in `field`. */
function photoForm(field: string, count = 1): FormData {
  const form = new FormData();
  for (let index = 0; index < count; index += 1) {
    form.append(field, new Blob([seed.photo], { type: 'image/png' }), `photo-${index}.png`);
  }
  return form;
}

/** The hostel form of part 2 section 5, with the actor's verified phone. */
function hostelBody(actor: PolicyActor, overrides: Record<string, unknown> = {}) {
  return {
    name: `Matrix Hostel ${next()}`,
    description: 'Clean rooms five minutes from the campus gate.',
    address: 'House 12, Street 4, Gulberg III',
    location_type: 'city',
    city_id: seed.lahore,
    town_id: seed.gulberg,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: actor === 'guest' ? newMobile() : phoneNumberOf[actor],
    facilities: ['WiFi', 'Security'],
    latitude: 31.5204,
    longitude: 74.3587,
    ...overrides,
  };
}

/**
 * A new photo of the approved owner's hostel or room, and a cleanup removing it if the call
 * did not (a hostel keeps at most 10 photos, a room 8: leftovers would refuse uploads).
 */
async function freshPhoto(set: 'hostel' | 'room') {
  const table = set === 'hostel' ? hostelImages : roomImages;
  const { id } =
    set === 'hostel'
      ? await createHostelImage(db(), seed.approvedHostel)
      : await createRoomImage(db(), seed.approvedRoom);
  return {
    id,
    cleanup: async () => {
      await db().delete(table).where(eq(table.id, id));
    },
  };
}

const freshApprovedHostel = async () =>
  (await createHostel(db(), { ownerId: sessions.approvedOwner.id })).id;

/** Inserts a review of the hostel by the student (issue 26); returns its id. */
async function insertStudentReview(hostelId: string): Promise<string> {
  const [row] = await db()
    .insert(reviews)
    .values({
      hostelId,
      studentId: sessions.student.id,
      rating: 4,
      comment: 'Clean rooms and a warden who listens.',
      verification: 'contacted',
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/**
 * A fresh approved hostel of the approved owner's; with `answered`, the student's chat about
 * it in which the owner replied (a verified contact, issue 26).
 */
async function freshReviewableHostel(answered: boolean): Promise<string> {
  const hostelId = await freshApprovedHostel();
  if (!answered) return hostelId;
  const [chat] = await db()
    .insert(chats)
    .values({
      studentId: sessions.student.id,
      ownerId: sessions.approvedOwner.id,
      hostelId,
      hostelName: 'Matrix Reviewed Hostel',
    })
    .returning({ id: chats.id });
  if (!chat) throw new Error('chat insert returned nothing');
  await db().insert(messages).values({
    chatId: chat.id,
    senderId: sessions.approvedOwner.id,
    receiverId: sessions.student.id,
    text: 'Yes, a room is free.',
  });
  return hostelId;
}

/** The body of a valid review (issue 26). */
const REVIEW_BODY = { rating: 4, comment: 'Clean rooms, quiet nights and a fair warden.' };

/** A new student nobody reported yet (issue 26); returns their id. */
const freshStudent = async () =>
  (await createUser(db(), { role: 'student', ownerApprovalStatus: null })).id;

/** Inserts an open report by the student of a fresh student (issue 26); returns its id. */
/**
 * A fresh approved hostel of the approved owner's with a change waiting for review (issue 26);
 * returns the hostel's and the change's ids.
 */
async function freshPendingChange(): Promise<{ hostelId: string; changeId: string }> {
  const hostelId = await freshApprovedHostel();
  const [row] = await db()
    .insert(hostelChanges)
    .values({ hostelId, proposed: { name: 'Matrix Renamed Hostel' } })
    .returning({ id: hostelChanges.id });
  if (!row) throw new Error('change insert returned nothing');
  return { hostelId, changeId: row.id };
}

const EVERY_DAY_OPEN = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
).map((day) => ({ day, from: '00:00', to: '23:59' }));
/** Tomorrow at 11:00 Pakistan time (06:00 UTC), inside EVERY_DAY_OPEN. */
const tomorrowAt11 = () =>
  `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T06:00:00.000Z`;

/** A fresh approved hostel of the approved owner's, open for visits every day (issue 27). */
async function freshVisitableHostel(): Promise<string> {
  return (
    await createHostel(db(), { ownerId: sessions.approvedOwner.id, visitingHours: EVERY_DAY_OPEN })
  ).id;
}

/** A fresh visit of the student's to the approved owner's hostel, in `status`. */
async function freshVisit(status: 'requested' | 'accepted' = 'requested'): Promise<string> {
  const [row] = await db()
    .insert(visits)
    .values({
      hostelId: await freshVisitableHostel(),
      studentId: sessions.student.id,
      ownerId: sessions.approvedOwner.id,
      startsAt: new Date(tomorrowAt11()),
      status,
      expiresAt: status === 'requested' ? new Date(Date.now() + 86_400_000) : null,
    })
    .returning({ id: visits.id });
  if (!row) throw new Error('visit insert returned nothing');
  return row.id;
}

/** A fresh room of an approved hostel of the approved owner's that takes reservations. */
async function freshReservableRoom(): Promise<string> {
  const hostel = await freshApprovedHostel();
  return (await createRoom(db(), hostel, { acceptsReservations: true, maxOccupancy: 2 })).id;
}

/** A fresh requested reservation of the student's in the approved owner's room. */
async function freshReservation(): Promise<string> {
  const roomId = await freshReservableRoom();
  const [room] = await db()
    .select({ hostelId: roomsTable.hostelId })
    .from(roomsTable)
    .where(eq(roomsTable.id, roomId));
  const [row] = await db()
    .insert(reservations)
    .values({
      roomId,
      hostelId: room?.hostelId ?? '',
      studentId: sessions.student.id,
      ownerId: sessions.approvedOwner.id,
      moveIn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      months: 3,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: reservations.id });
  if (!row) throw new Error('reservation insert returned nothing');
  return row.id;
}

/** A fresh saved search of the user `userId` (issue 29); returns its id. */
async function freshSavedSearch(userId: string): Promise<string> {
  const [row] = await db()
    .insert(savedSearches)
    .values({
      userId,
      name: 'Matrix saved search',
      filters: { city: 'Lahore' },
      frequency: 'daily',
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('saved search insert returned nothing');
  return row.id;
}

/** The token of a favourite alerts' unsubscribe link of the user `userId` (issue 29). */
const unsubscribeToken = (userId: string) =>
  createUnsubscribeTokens(context.settings.jwtSecret).sign({ scope: 'favorites', userId });

async function insertOpenReport(): Promise<string> {
  const [row] = await db()
    .insert(reports)
    .values({
      reporterId: sessions.student.id,
      targetType: 'user',
      targetId: await freshStudent(),
      reason: 'spam',
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('report insert returned nothing');
  return row.id;
}

/** Signs a new Google account in as far as the provider's redirect back to the web page. */
async function googleCallback(): Promise<MatrixRequest> {
  const n = next();
  provider.setAccount({
    sub: `matrix-google-${n}`,
    email: `matrix.google${n}@gmail.test`,
    email_verified: true,
    name: `Matrix Google ${n}`,
  });
  const started = await app.inject({
    method: 'GET',
    url: '/api/auth/google',
    remoteAddress: setupAddress(),
  });
  const pendingId = started.cookies.find((cookie) => cookie.name === OAUTH_COOKIE)?.value ?? '';
  const callback = await provider.authorize(String(started.headers.location));
  return {
    url: '/api/auth/google-callback',
    cookies: { [OAUTH_COOKIE]: pendingId },
    payload: {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    },
  };
}

/** Today and tomorrow in Pakistan (the register's dates). */
const today = () => karachiToday();
const tomorrow = () => karachiToday(new Date(Date.now() + 86_400_000));

/**
 * A fresh walk-in resident of the approved owner's hostel in a fresh room of two beds (so the
 * register's calls never run out of beds), added by the owner; with `notice`, leaving
 * tomorrow. Returns the resident's id and the other, free bed of the room.
 */
async function freshWalkIn(notice = false): Promise<{ id: string; freeBed: string }> {
  const room = await createRoom(db(), seed.approvedHostel, { maxOccupancy: 2 });
  const headers = { authorization: sessions.approvedOwner.auth };
  const added = await setupCall({
    method: 'POST',
    url: `/api/enhanced-hostels/${seed.approvedHostel}/residents`,
    headers,
    payload: {
      full_name: `Matrix Walk-in ${next()}`,
      phone: newMobile(),
      room_id: room.id,
      move_in_date: today(),
    },
  });
  const { id } = added.json<{ data: { id: string } }>().data;
  if (notice) {
    await setupCall({
      method: 'POST',
      url: `/api/residents/${id}/notice`,
      headers,
      payload: { leaving_date: tomorrow() },
    });
  }
  const [resident] = await db()
    .select({ bedId: residents.bedId })
    .from(residents)
    .where(eq(residents.id, id));
  const [free] = await db()
    .select({ id: beds.id })
    .from(beds)
    .where(and(eq(beds.roomId, room.id), ne(beds.id, resident?.bedId ?? room.id)))
    .limit(1);
  return { id, freeBed: free?.id ?? '' };
}

/** The due of a fresh walk-in (made at move-in, issue 45 item 1). */
async function freshDue(): Promise<string> {
  const { id } = await freshWalkIn();
  const [due] = await db().select({ id: dues.id }).from(dues).where(eq(dues.residentId, id));
  return due?.id ?? '';
}

/** A fresh cash payment on a fresh due, recorded by the approved owner (issue 45 item 2). */
async function freshPayment(): Promise<string> {
  const paid = await setupCall({
    method: 'POST',
    url: `/api/dues/${await freshDue()}/payments`,
    headers: { authorization: sessions.approvedOwner.auth },
    payload: { amount: 1000, method: 'cash' },
  });
  return paid.json<{ data: { payment: { id: string } } }>().data.payment.id;
}

/**
 * A fresh waiting staff invitation (issue 44 item 4) to `email` for `hostelId` (by default a
 * fresh hostel of a fresh owner, so no actor owns it or is on its staff); returns its id and
 * token.
 */
async function freshInvitation(
  email: string,
  hostelId?: string,
): Promise<{ id: string; token: string }> {
  const hostel = hostelId ?? (await createHostel(db())).id;
  const token = generateOpaqueToken();
  const [row] = await db()
    .insert(hostelStaff)
    .values({
      hostelId: hostel,
      email,
      role: 'warden',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: hostelStaff.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return { id: row.id, token };
}

/** Puts `actor`'s account on the staff of `hostelId`, accepted (issue 44 item 4). */
async function joinStaff(actor: 'staffHere' | 'staffElsewhere', hostelId: string): Promise<void> {
  await db().insert(hostelStaff).values({
    hostelId,
    userId: sessions[actor].id,
    email: sessions[actor].email,
    role: 'warden',
    acceptedAt: new Date(),
  });
}

const get = (url: string): MatrixRequest => ({ url });
/** A university's page slug (issue 42: a hostel's distance from its campus). */
const LUMS = 'lahore-university-of-management-sciences';
const send = (url: string, payload: InjectOptions['payload']): MatrixRequest => ({ url, payload });

/**
 * The valid request of each route (and of each further target of a route), as each actor
 * sends it. Ids of things the caller owns are the caller's own; a guest uses the student's.
 */
const REQUESTS: Record<string, Builder | Record<string, Builder>> = {
  'GET /api/health': () => get('/api/health'),
  'GET /api/stats': () => get('/api/stats'),
  'GET /api/config': () => get('/api/config'),
  'GET /api/locations/cities': () => get('/api/locations/cities?search=lah'),
  'GET /api/locations/towns': () => get(`/api/locations/towns?city_id=${seed.lahore}`),
  'GET /api/locations/universities': () => get('/api/locations/universities?search=uni'),
  'GET /api/places/suggest': () => get('/api/places/suggest?q=lums'),
  'GET /api/locations/cities/by-slug/:slug': () => get('/api/locations/cities/by-slug/lahore'),
  'GET /api/locations/universities/by-slug/:slug': () =>
    get('/api/locations/universities/by-slug/university-of-the-punjab'),
  'GET /api/enhanced-hostels/cities': () => get('/api/enhanced-hostels/cities'),
  'GET /api/enhanced-hostels/towns': () =>
    get(`/api/enhanced-hostels/towns?city_id=${seed.lahore}`),
  'POST /api/towns': () =>
    send('/api/towns', { city_id: seed.lahore, name: `Matrix Scheme ${next()}` }),
  'GET /api/enhanced-hostels/universities': () => get('/api/enhanced-hostels/universities'),
  'GET /api/enhanced-hostels/facilities': () => get('/api/enhanced-hostels/facilities'),
  'GET /api/enhanced-hostels/room-types': () => get('/api/enhanced-hostels/room-types'),
  'GET /api/rooms/config/types': () => get('/api/rooms/config/types'),
  'GET /api/geocode/reverse': () => get('/api/geocode/reverse?lat=31.52&lng=74.35'),
  'GET /api/geocode/search': () => get('/api/geocode/search?q=Gulberg'),
  'POST /api/analytics/events': () =>
    send('/api/analytics/events', {
      session_id: randomUUID(),
      events: [{ type: 'page_view', path: '/hostels' }],
    }),

  'GET /api/enhanced-hostels': {
    'approved hostels': () => get('/api/enhanced-hostels?city=Lahore'),
    'pending hostels (status=pending)': () => get('/api/enhanced-hostels?status=pending'),
  },
  'GET /api/hostels': {
    'approved hostels': () => get('/api/hostels?hasLocation=true'),
    'pending hostels (status=pending)': () => get('/api/hostels?status=pending'),
  },
  // Issue 28: the map's viewport, approved hostels only, for everyone.
  'GET /api/hostels/map': () => get('/api/hostels/map?bbox=60,23,78,37&zoom=5'),
  'POST /api/enhanced-hostels/search/location': () =>
    send('/api/enhanced-hostels/search/location', { latitude: 31.52, longitude: 74.35 }),
  'POST /api/enhanced-hostels/search/university': () =>
    send('/api/enhanced-hostels/search/university', { university_id: seed.universityId }),
  'GET /api/enhanced-hostels/compare': () =>
    get(
      `/api/enhanced-hostels/compare?ids=${seed.approvedHostel},${seed.pendingHostel}&university_id=${seed.universityId}`,
    ),
  'GET /api/enhanced-hostels/:id': {
    [TARGETS.approvedHostel]: () => get(`/api/enhanced-hostels/${seed.approvedHostel}`),
    [TARGETS.pendingHostel]: () => get(`/api/enhanced-hostels/${seed.pendingHostel}`),
    [TARGETS.pendingOwnersHostel]: () => get(`/api/enhanced-hostels/${seed.pendingOwnersHostel}`),
  },
  'GET /api/enhanced-hostels/:id/near/:university': {
    [TARGETS.approvedHostel]: () =>
      get(`/api/enhanced-hostels/${seed.approvedHostel}/near/${LUMS}`),
    [TARGETS.pendingHostel]: () => get(`/api/enhanced-hostels/${seed.pendingHostel}/near/${LUMS}`),
    [TARGETS.pendingOwnersHostel]: () =>
      get(`/api/enhanced-hostels/${seed.pendingOwnersHostel}/near/${LUMS}`),
  },
  'GET /api/rooms': {
    [TARGETS.approvedHostel]: () => get(`/api/rooms?hostel_id=${seed.approvedHostel}`),
    [TARGETS.pendingHostel]: () => get(`/api/rooms?hostel_id=${seed.pendingHostel}`),
  },
  'GET /api/enhanced-rooms/hostel/:id': {
    [TARGETS.approvedHostel]: () => get(`/api/enhanced-rooms/hostel/${seed.approvedHostel}`),
    [TARGETS.pendingHostel]: () => get(`/api/enhanced-rooms/hostel/${seed.pendingHostel}`),
  },
  'GET /api/rooms/:id': {
    [TARGETS.approvedRoom]: () => get(`/api/rooms/${seed.approvedRoom}`),
    [TARGETS.pendingRoom]: () => get(`/api/rooms/${seed.pendingRoom}`),
  },
  'GET /api/enhanced-rooms/:id': {
    [TARGETS.approvedRoom]: () => get(`/api/enhanced-rooms/${seed.approvedRoom}`),
    [TARGETS.pendingRoom]: () => get(`/api/enhanced-rooms/${seed.pendingRoom}`),
  },
  'POST /api/enhanced-rooms/search': () => send('/api/enhanced-rooms/search', { city: 'Lahore' }),
  'GET /api/images/hostels/:hostelId': {
    [TARGETS.approvedHostel]: () => get(`/api/images/hostels/${seed.approvedHostel}`),
    [TARGETS.pendingHostel]: () => get(`/api/images/hostels/${seed.pendingHostel}`),
  },
  'GET /api/images/rooms/:roomId': {
    [TARGETS.approvedRoom]: () => get(`/api/images/rooms/${seed.approvedRoom}`),
    [TARGETS.pendingRoom]: () => get(`/api/images/rooms/${seed.pendingRoom}`),
  },

  'GET /api/enhanced-hostels/owner/my-hostels': () => get('/api/enhanced-hostels/owner/my-hostels'),
  'GET /api/enhanced-rooms/owner/my-rooms': () => get('/api/enhanced-rooms/owner/my-rooms'),
  'POST /api/enhanced-hostels': (actor) => send('/api/enhanced-hostels', hostelBody(actor)),
  'PUT /api/enhanced-hostels/:id': () =>
    send(`/api/enhanced-hostels/${seed.approvedHostel}`, {
      description: `Updated by the permission matrix, call ${next()}.`,
    }),
  'DELETE /api/enhanced-hostels/:id': async () =>
    get(`/api/enhanced-hostels/${await freshApprovedHostel()}`),
  'DELETE /api/enhanced-hostels/:id/changes/pending': async () =>
    get(`/api/enhanced-hostels/${(await freshPendingChange()).hostelId}/changes/pending`),
  // Issue 30: the owner's overview and a hostel's insights.
  'GET /api/enhanced-hostels/owner/insights': () => get('/api/enhanced-hostels/owner/insights'),
  'GET /api/enhanced-hostels/:id/insights': {
    [TARGETS.approvedHostel]: () => get(`/api/enhanced-hostels/${seed.approvedHostel}/insights`),
    [TARGETS.pendingHostel]: () =>
      get(`/api/enhanced-hostels/${seed.pendingHostel}/insights?days=7`),
  },
  ...Object.fromEntries(
    ['/api/rooms', '/api/enhanced-rooms'].flatMap((family) => [
      [
        `POST ${family}`,
        () =>
          send(family, {
            hostel_id: seed.approvedHostel,
            room_type: 'double',
            room_title: `Matrix Room ${next()}`,
            price_per_month: 11000,
            max_occupancy: 2,
          }),
      ],
      [
        `PUT ${family}/:id`,
        () => send(`${family}/${seed.approvedRoom}`, { price_per_month: 11500 }),
      ],
      [
        `DELETE ${family}/:id`,
        async () => get(`${family}/${(await createRoom(db(), seed.approvedHostel)).id}`),
      ],
    ]),
  ),

  'POST /api/images/hostels/:hostelId': () => ({
    url: `/api/images/hostels/${seed.approvedHostel}`,
    payload: photoForm('image'),
  }),
  'PUT /api/images/hostels/:hostelId/:imageId': {
    [`a photo of ${TARGETS.approvedHostel}`]: () =>
      send(`/api/images/hostels/${seed.approvedHostel}/${seed.hostelImage}`, {
        image_title: 'Gate',
      }),
    [`a photo of ${TARGETS.approvedHostel}, named under the other owner's hostel`]: () =>
      send(`/api/images/hostels/${seed.otherHostel}/${seed.hostelImage}`, { image_title: 'Gate' }),
  },
  'DELETE /api/images/hostels/:hostelId/:imageId': {
    [`a fresh photo of ${TARGETS.approvedHostel}`]: async () => {
      const image = await freshPhoto('hostel');
      return { ...get(`/api/images/hostels/${seed.approvedHostel}/${image.id}`), ...image };
    },
    [`a fresh photo of ${TARGETS.approvedHostel}, named under the other owner's hostel`]:
      async () => {
        const image = await freshPhoto('hostel');
        return { ...get(`/api/images/hostels/${seed.otherHostel}/${image.id}`), ...image };
      },
  },
  'POST /api/images/rooms/:roomId': () => ({
    url: `/api/images/rooms/${seed.approvedRoom}`,
    payload: photoForm('image'),
  }),
  'PUT /api/images/rooms/:roomId/:imageId': {
    [`a photo of ${TARGETS.approvedRoom}`]: () =>
      send(`/api/images/rooms/${seed.approvedRoom}/${seed.roomImage}`, { image_title: 'Beds' }),
    [`a photo of ${TARGETS.approvedRoom}, named under the other owner's room`]: () =>
      send(`/api/images/rooms/${seed.otherRoom}/${seed.roomImage}`, { image_title: 'Beds' }),
  },
  'DELETE /api/images/rooms/:roomId/:imageId': {
    [`a fresh photo of ${TARGETS.approvedRoom}`]: async () => {
      const image = await freshPhoto('room');
      return { ...get(`/api/images/rooms/${seed.approvedRoom}/${image.id}`), ...image };
    },
    [`a fresh photo of ${TARGETS.approvedRoom}, named under the other owner's room`]: async () => {
      const image = await freshPhoto('room');
      return { ...get(`/api/images/rooms/${seed.otherRoom}/${image.id}`), ...image };
    },
  },
  'POST /api/images/mess/:id': () => ({
    url: `/api/images/mess/${seed.approvedHostel}`,
    payload: photoForm('image'),
  }),
  'DELETE /api/images/mess/:id': async () => {
    const mess = await createMessInfo(db(), await freshApprovedHostel());
    return get(`/api/images/mess/${mess.id}`);
  },
  'POST /api/upload/single': () => ({ url: '/api/upload/single', payload: photoForm('file') }),
  'POST /api/upload/multiple': () => ({
    url: '/api/upload/multiple',
    payload: photoForm('files', 2),
  }),

  'GET /api/users/favorites': () => get('/api/users/favorites'),
  'POST /api/users/favorites/:hostelId': {
    [TARGETS.approvedHostel]: () => get(`/api/users/favorites/${seed.approvedHostel}`),
    [TARGETS.pendingHostel]: () => get(`/api/users/favorites/${seed.pendingHostel}`),
  },
  'DELETE /api/users/favorites/:hostelId': () => get(`/api/users/favorites/${seed.approvedHostel}`),

  'GET /api/enhanced-hostels/:id/reviews': {
    [TARGETS.approvedHostel]: () => get(`/api/enhanced-hostels/${seed.approvedHostel}/reviews`),
    [TARGETS.pendingHostel]: () => get(`/api/enhanced-hostels/${seed.pendingHostel}/reviews`),
  },
  'POST /api/enhanced-hostels/:id/reviews': {
    "a fresh approved hostel whose owner answered the student's chat": async () =>
      send(`/api/enhanced-hostels/${await freshReviewableHostel(true)}/reviews`, REVIEW_BODY),
    'a fresh approved hostel the student never chatted about': async () =>
      send(`/api/enhanced-hostels/${await freshReviewableHostel(false)}/reviews`, REVIEW_BODY),
  },
  'PUT /api/reviews/:id': () => send(`/api/reviews/${seed.review}`, REVIEW_BODY),
  'DELETE /api/reviews/:id': async () =>
    get(`/api/reviews/${await insertStudentReview(await freshApprovedHostel())}`),
  'PUT /api/reviews/:id/reply': () =>
    send(`/api/reviews/${seed.review}/reply`, { reply: 'Thank you for staying with us.' }),
  'POST /api/reviews/:id/helpful': () => get(`/api/reviews/${seed.review}/helpful`),

  'PUT /api/enhanced-hostels/:id/booking-settings': () =>
    send(`/api/enhanced-hostels/${seed.approvedHostel}/booking-settings`, {
      visiting_hours: [{ day: 'saturday', from: '10:00', to: '13:00' }],
      deposit_text: 'One month of rent, returned when you leave.',
    }),
  'POST /api/visits': async () =>
    send('/api/visits', { hostel_id: await freshVisitableHostel(), starts_at: tomorrowAt11() }),
  'GET /api/visits': () => get('/api/visits'),
  'GET /api/visits/:id': async () => get(`/api/visits/${await freshVisit()}`),
  'PATCH /api/visits/:id': async () =>
    send(`/api/visits/${await freshVisit()}`, { action: 'cancel' }),
  'GET /api/visits/:id/calendar.ics': async () =>
    get(`/api/visits/${await freshVisit('accepted')}/calendar.ics`),
  'POST /api/reservations': async () =>
    send('/api/reservations', {
      room_id: await freshReservableRoom(),
      move_in: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      months: 3,
    }),
  'GET /api/reservations': () => get('/api/reservations'),
  'GET /api/reservations/:id': async () => get(`/api/reservations/${await freshReservation()}`),
  'PATCH /api/reservations/:id': async () =>
    send(`/api/reservations/${await freshReservation()}`, { action: 'cancel' }),

  // Issue 29: saved searches and alerts.
  'GET /api/saved-searches': () => get('/api/saved-searches'),
  'POST /api/saved-searches': () =>
    send('/api/saved-searches', {
      name: `Matrix search ${next()}`,
      filters: { city: 'Lahore' },
      frequency: 'daily',
    }),
  'PATCH /api/saved-searches/:id': {
    "a fresh saved search of the caller's": async (actor) =>
      send(`/api/saved-searches/${await freshSavedSearch(signedIn(actor).id)}`, { paused: true }),
    "a fresh saved search of the student's": async () =>
      send(`/api/saved-searches/${await freshSavedSearch(sessions.student.id)}`, {
        name: 'Renamed',
      }),
  },
  'DELETE /api/saved-searches/:id': {
    "a fresh saved search of the caller's": async (actor) =>
      get(`/api/saved-searches/${await freshSavedSearch(signedIn(actor).id)}`),
    "a fresh saved search of the student's": async () =>
      get(`/api/saved-searches/${await freshSavedSearch(sessions.student.id)}`),
  },
  'GET /api/alerts/favorites': () => get('/api/alerts/favorites'),
  'PUT /api/alerts/favorites': () => send('/api/alerts/favorites', { enabled: true }),
  'GET /api/alerts/unsubscribe': async (actor) =>
    get(`/api/alerts/unsubscribe?token=${await unsubscribeToken(signedIn(actor).id)}`),
  'POST /api/alerts/unsubscribe': async (actor) => ({
    url: `/api/alerts/unsubscribe?token=${await unsubscribeToken(signedIn(actor).id)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    // The link is the permission: no session, whoever clicks it.
    authorization: null,
  }),

  'POST /api/reports': {
    'a fresh user': async () =>
      send('/api/reports', {
        target_type: 'user',
        target_id: await freshStudent(),
        reason: 'spam',
      }),
    "a fresh approved hostel of the approved owner's": async () =>
      send('/api/reports', {
        target_type: 'hostel',
        target_id: await freshApprovedHostel(),
        reason: 'wrong_price',
      }),
  },

  'GET /api/users/profile': () => get('/api/users/profile'),
  'PUT /api/users/profile': () => send('/api/users/profile', { full_name: 'Matrix Tester' }),
  'GET /api/users/notification-preferences': () => get('/api/users/notification-preferences'),
  'PUT /api/users/notification-preferences': () =>
    send('/api/users/notification-preferences', {
      email: true,
      hostel_updates: true,
      marketing: false,
    }),
  'GET /api/users/me/export': () => get('/api/users/me/export'),
  'DELETE /api/users/me': async (actor) => ({
    ...send('/api/users/me', { password: PASSWORD }),
    authorization: (await freshCaller(actor))?.auth ?? null,
  }),

  'POST /api/auth/register': () => {
    const n = next();
    return send('/api/auth/register', {
      fullName: 'Matrix Student',
      email: `matrix.register${n}@example.pk`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'student',
      agreeToTerms: true,
    });
  },
  'POST /api/auth/admin/create': () => {
    const n = next();
    return send('/api/auth/admin/create', {
      fullName: 'Matrix Admin',
      email: `matrix.admin${n}@example.pk`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      adminKey: ADMIN_KEY,
    });
  },
  'POST /api/auth/verify-email': async () => {
    const user = await createUser(db(), { role: 'student', emailVerifiedAt: null });
    return send('/api/auth/verify-email', {
      token: await insertEmailToken(user.id, 'verify_email'),
    });
  },
  'POST /api/auth/resend-verification': async () => {
    const user = await createUser(db(), { role: 'student', emailVerifiedAt: null });
    return send('/api/auth/resend-verification', { email: user.email });
  },
  'POST /api/auth/login': async () => {
    const user = await freshUser('student');
    return send('/api/auth/login', { email: user.email, password: PASSWORD });
  },
  'POST /api/auth/admin/login': async () => {
    const user = await freshUser('admin');
    return send('/api/auth/admin/login', { email: user.email, password: PASSWORD });
  },
  'POST /api/auth/two-factor/verify': async () => {
    const user = await freshUser('student');
    const secret = await enableTwoFactor(user);
    const login = await setupCall({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const { challenge_token } = login.json<{ data: { challenge_token: string } }>().data;
    return send('/api/auth/two-factor/verify', {
      challenge_token,
      code: authenticatorCode(secret),
    });
  },
  'POST /api/auth/refresh': async () => ({
    url: '/api/auth/refresh',
    cookies: await refreshCookie(),
  }),
  'POST /api/auth/logout': async () => ({
    url: '/api/auth/logout',
    cookies: await refreshCookie(),
  }),
  'POST /api/auth/forgot-password': async () => {
    const user = await createUser(db(), { role: 'student' });
    return send('/api/auth/forgot-password', { email: user.email });
  },
  'POST /api/auth/reset-password': async () => {
    const user = await createUser(db(), { role: 'student', passwordHash });
    return send('/api/auth/reset-password', {
      access_token: await insertEmailToken(user.id, 'reset_password'),
      new_password: NEW_PASSWORD,
    });
  },
  'POST /api/auth/change-password': async (actor) => ({
    ...send('/api/auth/change-password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    }),
    authorization: (await freshCaller(actor))?.auth ?? null,
  }),
  'GET /api/auth/providers': () => get('/api/auth/providers'),
  'GET /api/auth/google': () => get('/api/auth/google'),
  'POST /api/auth/google-callback': () => googleCallback(),

  'GET /api/auth/two-factor': () => get('/api/auth/two-factor'),
  'POST /api/auth/two-factor/setup': () => get('/api/auth/two-factor/setup'),
  'POST /api/auth/two-factor/enable': async (actor) => {
    const caller = await freshCaller(actor);
    if (!caller) return send('/api/auth/two-factor/enable', { code: '123456' });
    const setup = await setupCall({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { authorization: caller.auth },
    });
    const { secret } = setup.json<{ data: { secret: string } }>().data;
    return {
      ...send('/api/auth/two-factor/enable', { code: authenticatorCode(secret) }),
      authorization: caller.auth,
    };
  },
  ...Object.fromEntries(
    ['/api/auth/two-factor/recovery-codes', '/api/auth/two-factor/disable'].map((url) => [
      `POST ${url}`,
      async (actor: PolicyActor) => {
        const caller = await freshCaller(actor);
        if (!caller) return send(url, { code: '123456' });
        const secret = await enableTwoFactor(caller);
        return { ...send(url, { code: authenticatorCode(secret) }), authorization: caller.auth };
      },
    ]),
  ),

  'GET /api/messaging/chats/:userId': {
    "the caller's own": (actor) => get(`/api/messaging/chats/${signedIn(actor).id}`),
    "the student's chats": () => get(`/api/messaging/chats/${sessions.student.id}`),
  },
  'GET /api/messaging/chats/:chatId/messages': () =>
    get(`/api/messaging/chats/${seed.chat}/messages`),
  'POST /api/messaging/chats/create-or-get': (actor) =>
    send('/api/messaging/chats/create-or-get', {
      student_id: signedIn(actor).id,
      hostel_id: seed.approvedHostel,
    }),
  'POST /api/messaging/messages/send': {
    'the chat of the student and the approved owner': (actor) =>
      send('/api/messaging/messages/send', {
        chat_id: seed.chat,
        sender_id: signedIn(actor).id,
        receiver_id: actor === 'student' ? sessions.approvedOwner.id : sessions.student.id,
        text: `Is a room free from March? (${next()})`,
      }),
    "the same chat, sent in the student's name": () =>
      send('/api/messaging/messages/send', {
        chat_id: seed.chat,
        sender_id: sessions.student.id,
        receiver_id: sessions.approvedOwner.id,
        text: `Is a room free from April? (${next()})`,
      }),
  },
  'PATCH /api/messaging/messages/mark-read': {
    'the chat of the student and the approved owner': (actor) =>
      send('/api/messaging/messages/mark-read', {
        chat_id: seed.chat,
        user_id: signedIn(actor).id,
      }),
    "the same chat, read in the student's name": () =>
      send('/api/messaging/messages/mark-read', {
        chat_id: seed.chat,
        user_id: sessions.student.id,
      }),
  },
  'GET /api/ws': (actor) => ({
    url: '/api/ws',
    liveToken: actor === 'guest' ? 'a-guest-has-no-token' : signedIn(actor).auth.slice(7),
  }),

  'GET /api/notifications': () => get('/api/notifications'),
  'PATCH /api/notifications/mark-all-read': () => get('/api/notifications/mark-all-read'),
  'PATCH /api/notifications/:id/read': {
    "the caller's own": (actor) =>
      get(`/api/notifications/${seed.notification[actor === 'guest' ? 'student' : actor]}/read`),
    "the student's notification": () => get(`/api/notifications/${seed.notification.student}/read`),
  },
  'DELETE /api/notifications/:id': {
    "the caller's own fresh notification": async (actor) =>
      get(`/api/notifications/${await insertNotification(signedIn(actor).id)}`),
    "a fresh notification of the student's": async () => {
      const id = await insertNotification(sessions.student.id);
      return {
        ...get(`/api/notifications/${id}`),
        cleanup: async () => {
          await db().delete(notifications).where(eq(notifications.id, id));
        },
      };
    },
  },

  'POST /api/phone/send-otp': () => send('/api/phone/send-otp', { phoneNumber: newMobile() }),
  'POST /api/phone/verify-otp': async (actor) => {
    const phoneNumber = newMobile();
    if (actor === 'guest') return send('/api/phone/verify-otp', { phoneNumber, otp: '123456' });
    await setupCall({
      method: 'POST',
      url: '/api/phone/send-otp',
      headers: { authorization: sessions[actor].auth },
      payload: { phoneNumber },
    });
    return send('/api/phone/verify-otp', { phoneNumber, otp: await smsCode(phoneNumber) });
  },
  'GET /api/phone/get-verified': () => get('/api/phone/get-verified'),
  'DELETE /api/phone/:id': {
    "the caller's own fresh verified phone": async (actor) =>
      get(`/api/phone/${await insertPhone(signedIn(actor).id, newMobile())}`),
    "a fresh verified phone of the student's": async () => {
      const id = await insertPhone(sessions.student.id, newMobile());
      return {
        ...get(`/api/phone/${id}`),
        cleanup: async () => {
          await db().delete(verifiedPhones).where(eq(verifiedPhones.id, id));
        },
      };
    },
  },
  'PUT /api/phone/:id/primary': {
    "the caller's own verified phone": (actor) =>
      get(`/api/phone/${seed.phone[actor === 'guest' ? 'student' : actor]}/primary`),
    "the student's verified phone": () => get(`/api/phone/${seed.phone.student}/primary`),
  },

  'POST /api/contact/submit': () =>
    send('/api/contact/submit', {
      name: 'Matrix Visitor',
      email: 'visitor@example.pk',
      category: 'General Query',
      subject: 'Permission matrix',
      message: 'Checking who may write to the team.',
    }),
  'GET /api/contact/messages': () => get('/api/contact/messages'),
  'GET /api/contact/stats': () => get('/api/contact/stats'),
  'PUT /api/contact/messages/:id/status': () =>
    send(`/api/contact/messages/${seed.contactMessage}/status`, { status: 'in_progress' }),
  'DELETE /api/contact/messages/:id': async () =>
    get(`/api/contact/messages/${await insertContactMessage()}`),

  'GET /api/admin/overview': () => get('/api/admin/overview'),
  'GET /api/admin/analytics': () => get('/api/admin/analytics'),
  'GET /api/admin/audit': () => get('/api/admin/audit'),
  'GET /api/admin/deliveries': () => get('/api/admin/deliveries?status=failed'),
  'POST /api/admin/deliveries/:id/retry': async () => {
    const [row] = await db()
      .insert(deliveries)
      .values({
        channel: 'email',
        kind: 'password_reset',
        recipient: 'matrix.failed@example.pk',
        subject: 'Reset your Hostelhub password',
        text: 'x',
        status: 'failed',
        attempts: 6,
        lastError: 'connect ECONNREFUSED',
      })
      .returning({ id: deliveries.id });
    return send(`/api/admin/deliveries/${row?.id ?? ''}/retry`, {});
  },
  'GET /api/admin/hostels': () => get('/api/admin/hostels'),
  'PATCH /api/admin/hostels/:id/status': async () => {
    const hostel = await createHostel(db(), {
      ownerId: sessions.approvedOwner.id,
      status: 'pending',
    });
    return send(`/api/admin/hostels/${hostel.id}/status`, { status: 'approved' });
  },
  'GET /api/admin/towns': () => get('/api/admin/towns'),
  'POST /api/admin/towns/:id/confirm': async () =>
    send(`/api/admin/towns/${await insertPendingArea()}/confirm`, {}),
  'PATCH /api/admin/towns/:id': async () =>
    send(`/api/admin/towns/${await insertPendingArea()}`, { name: `Matrix Town ${next()}` }),
  'POST /api/admin/towns/:id/merge': async () =>
    send(`/api/admin/towns/${await insertPendingArea()}/merge`, { into_town_id: seed.gulberg }),
  'GET /api/admin/hostel-changes': () => get('/api/admin/hostel-changes?status=pending'),
  'PATCH /api/admin/hostel-changes/:id': async () =>
    send(`/api/admin/hostel-changes/${(await freshPendingChange()).changeId}`, {
      action: 'reject',
      reason: 'The new name does not match the signboard in the photos.',
    }),
  'GET /api/admin/reports': () => get('/api/admin/reports?status=open'),
  'PATCH /api/admin/reports/:id': async () =>
    send(`/api/admin/reports/${await insertOpenReport()}`, { action: 'dismiss' }),
  'GET /api/admin/owners': () => get('/api/admin/owners?status=pending'),
  'PATCH /api/admin/owners/:id/approval': async () => {
    const owner = await createUser(db(), { role: 'owner', ownerApprovalStatus: 'pending' });
    return send(`/api/admin/owners/${owner.id}/approval`, { decision: 'approved' });
  },
  'GET /api/admin/users': () => get('/api/admin/users'),
  'GET /api/admin/users/:id': () => get(`/api/admin/users/${sessions.student.id}`),
  'PATCH /api/admin/users/:id/role': async () => {
    const user = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    return send(`/api/admin/users/${user.id}/role`, { role: 'owner' });
  },
  'PATCH /api/admin/users/:id/suspension': async () => {
    const user = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    return send(`/api/admin/users/${user.id}/suspension`, { suspended: true });
  },
  // The register (issue 44).
  'GET /api/enhanced-hostels/:id/beds': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/beds`),
  'PATCH /api/beds/:id': {
    "a bed of the approved owner's hostel, marked as it is": () =>
      send(`/api/beds/${seed.registerBed}`, { marked_taken: false }),
    "a bed of the approved owner's hostel, renamed": () =>
      send(`/api/beds/${seed.registerBed}`, { label: `M${next()}` }),
  },
  'GET /api/enhanced-hostels/:id/residents': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/residents?status=all`),
  'GET /api/enhanced-hostels/:id/residents.csv': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/residents.csv`),
  'POST /api/enhanced-hostels/:id/residents': async () => {
    const room = await createRoom(db(), seed.approvedHostel, { maxOccupancy: 1 });
    return send(`/api/enhanced-hostels/${seed.approvedHostel}/residents`, {
      full_name: `Matrix Resident ${next()}`,
      phone: newMobile(),
      room_id: room.id,
      move_in_date: today(),
    });
  },
  'GET /api/residents/:id': () => get(`/api/residents/${seed.resident}`),
  'PATCH /api/residents/:id': () =>
    send(`/api/residents/${seed.resident}`, { guardian_name: `Matrix Guardian ${next()}` }),
  'POST /api/residents/:id/move': async () => {
    const walkIn = await freshWalkIn();
    return send(`/api/residents/${walkIn.id}/move`, { bed_id: walkIn.freeBed });
  },
  'POST /api/residents/:id/notice': async () =>
    send(`/api/residents/${(await freshWalkIn()).id}/notice`, { leaving_date: tomorrow() }),
  'DELETE /api/residents/:id/notice': async () =>
    get(`/api/residents/${(await freshWalkIn(true)).id}/notice`),
  'GET /api/residents/:id/move-out-preview': async () =>
    get(`/api/residents/${(await freshWalkIn()).id}/move-out-preview?moved_out_on=${today()}`),
  'POST /api/residents/:id/move-out': async () =>
    send(`/api/residents/${(await freshWalkIn()).id}/move-out`, {
      moved_out_on: today(),
      deposit_returned: 0,
      deductions: [],
    }),
  'POST /api/residents/:id/reveal-cnic': () =>
    send(`/api/residents/${seed.resident}/reveal-cnic`, undefined),
  // Rent and dues (issue 45).
  'GET /api/enhanced-hostels/:id/billing-settings': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/billing-settings`),
  'PUT /api/enhanced-hostels/:id/billing-settings': () =>
    send(`/api/enhanced-hostels/${seed.approvedHostel}/billing-settings`, { billing_day: 5 }),
  'GET /api/enhanced-hostels/:id/dues': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/dues`),
  'GET /api/dues/:id': async () => get(`/api/dues/${await freshDue()}`),
  'POST /api/dues/:id/charges': async () =>
    send(`/api/dues/${await freshDue()}/charges`, {
      kind: 'charge',
      reason: 'electricity',
      amount: 500,
    }),
  'POST /api/dues/:id/payments': async () =>
    send(`/api/dues/${await freshDue()}/payments`, { amount: 1000, method: 'cash' }),
  'POST /api/payments/:id/reverse': async () =>
    send(`/api/payments/${await freshPayment()}/reverse`, { reason: 'Recorded by mistake' }),
  'GET /api/enhanced-hostels/:id/collections': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/collections?months=2`),
  'GET /api/enhanced-hostels/:id/dues.csv': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/dues.csv?from=2026-01&to=2026-02`),
  'GET /api/enhanced-hostels/:id/payments.csv': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/payments.csv?from=2026-01&to=2026-02`),
  'POST /api/payments/:id/send-receipt': () =>
    send(`/api/payments/${seed.payment}/send-receipt`, { channel: 'email' }),
  'GET /api/users/me/receipts': () => get('/api/users/me/receipts'),
  'GET /api/users/me/stays': () => get('/api/users/me/stays'),
  'GET /api/users/me/register-hostels': () => get('/api/users/me/register-hostels'),
  'POST /api/enhanced-hostels/:id/staff': () =>
    send(`/api/enhanced-hostels/${seed.approvedHostel}/staff`, {
      email: `matrix.staff${next()}@example.pk`,
      role: 'warden',
    }),
  'GET /api/enhanced-hostels/:id/staff': () =>
    get(`/api/enhanced-hostels/${seed.approvedHostel}/staff`),
  'DELETE /api/enhanced-hostels/:id/staff/:staffId': async () => {
    const invitation = await freshInvitation(
      `matrix.gone${next()}@example.pk`,
      seed.approvedHostel,
    );
    return get(`/api/enhanced-hostels/${seed.approvedHostel}/staff/${invitation.id}`);
  },
  'GET /api/staff-invitations/:token': async () =>
    get(
      `/api/staff-invitations/${(await freshInvitation(`matrix.look${next()}@example.pk`)).token}`,
    ),
  'POST /api/staff-invitations/:token/accept': {
    "a fresh invitation to the caller's own email": async (actor) =>
      get(`/api/staff-invitations/${(await freshInvitation(signedIn(actor).email)).token}/accept`),
    'a fresh invitation to another email': async () =>
      get(
        `/api/staff-invitations/${(await freshInvitation(`matrix.else${next()}@example.pk`)).token}/accept`,
      ),
  },

  'DELETE /api/admin/users/:id': {
    'a fresh student': async () => {
      const user = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
      return get(`/api/admin/users/${user.id}`);
    },
    'a fresh administrator': async () => {
      const user = await createUser(db(), { role: 'admin', ownerApprovalStatus: null });
      return get(`/api/admin/users/${user.id}`);
    },
  },
};

/** The request builder of one case of a route, or undefined when the test has none. */
function builderOf(route: RoutePolicy, target: string): Builder | undefined {
  const entry = REQUESTS[routeKey(route)];
  if (typeof entry === 'function') return route.cases.length === 1 ? entry : undefined;
  return entry?.[target];
}

/** Opens /api/ws, authenticates with `token`; 200 on `ready`, 401 for close 4401, else the code. */
async function callLive(token: string): Promise<number> {
  const socket = await app.injectWS('/api/ws');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(0);
    }, 10_000);
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString('utf8')) as { type: string }).type === 'ready') {
        clearTimeout(timer);
        resolve(200);
        socket.close();
      }
    });
    socket.on('close', (code: number) => {
      clearTimeout(timer);
      resolve(code === 4401 ? 401 : code);
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
  });
}

/** One matrix call's answer: its status, `Cache-Control` (none for the socket) and body. */
interface MatrixAnswer {
  status: number;
  /** The Cache-Control header; null for the WebSocket route (no HTTP answer to cache). */
  cacheControl: string | null;
  /** Whether the call carried a bearer token. */
  signedIn: boolean;
  body: string;
}

/** Sends one matrix call as `actor`; returns the status and (for a mismatch report) the body. */
async function call(
  route: RoutePolicy,
  actor: PolicyActor,
  request: MatrixRequest,
): Promise<MatrixAnswer> {
  if (request.liveToken !== undefined) {
    return {
      status: await callLive(request.liveToken),
      cacheControl: null,
      signedIn: true,
      body: '',
    };
  }
  const authorization =
    request.authorization === undefined
      ? actor === 'guest'
        ? undefined
        : sessions[actor].auth
      : (request.authorization ?? undefined);
  const response = await app.inject({
    method: route.method,
    url: request.url,
    remoteAddress: addressOf[actor],
    headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
    ...(request.cookies ? { cookies: request.cookies } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return {
    status: response.statusCode,
    cacheControl: String(response.headers['cache-control'] ?? ''),
    signedIn: authorization !== undefined,
    body: response.body.slice(0, 300),
  };
}

/**
 * Issue 21 item 12: what is wrong with an answer's Cache-Control, or null. An answer of a case
 * guests are refused with 401 (it needs a signed-in caller), and any error, must be `no-store`;
 * so must every answer to a signed-in call, unless the route declared it `public` (the same
 * for everyone, such as the reference lists).
 */
function cacheProblem(policyCase: AccessCase, answer: MatrixAnswer): string | null {
  if (answer.cacheControl === null || answer.cacheControl === 'no-store') return null;
  if (policyCase.access.guest === 401) return 'a signed-in route must answer no-store';
  if (answer.status >= 400) return 'an error must be no-store';
  if (answer.signedIn && !answer.cacheControl.startsWith('public')) {
    return 'a signed-in call must be no-store unless the route declared its answer public';
  }
  return null;
}

/** The routes whose valid request answers a redirect (302) rather than a 2xx. */
const REDIRECTS = new Set(['GET /api/auth/google']);

/** Whether `status` is what `expected` says for the route: allowed is 2xx (or its redirect). */
function matches(route: RoutePolicy, expected: Access, status: number): boolean {
  if (expected !== 'allow') return status === expected;
  return (status >= 200 && status < 300) || (status === 302 && REDIRECTS.has(routeKey(route)));
}

let checkedPairs = 0;

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', watchRoutes);
  geocoder = createServer((request, response) => {
    const place = {
      place_id: 1,
      display_name: 'Gulberg III, Lahore, Pakistan',
      lat: '31.52',
      lon: '74.35',
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.url?.startsWith('/reverse') ? place : [place]));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  provider = await startOidcProvider({
    publicUrl: PUBLIC_URL,
    account: { sub: 'matrix-google-0', email: 'matrix.google0@gmail.test', email_verified: true },
  });
  try {
    context = await createTestContext({
      PUBLIC_URL,
      ADMIN_CREATION_KEY: ADMIN_KEY,
      GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  } finally {
    diagnostics.unsubscribe('fastify.initialization', watchRoutes);
  }
  app = context.app;
  passwordHash = await hashPassword(PASSWORD);
  seed.photo = await png(64, 48);

  for (const actor of POLICY_ACTORS) {
    if (actor === 'guest') continue;
    sessions[actor] = await freshUser(actor);
    phoneNumberOf[actor] = newMobile();
    seed.phone[actor] = await insertPhone(sessions[actor].id, phoneNumberOf[actor], true);
    seed.notification[actor] = await insertNotification(sessions[actor].id);
  }

  const lahore = await findTown(db(), 'Lahore', 'Gulberg');
  seed.lahore = lahore.cityId;
  seed.gulberg = lahore.id;
  const [university] = await db()
    .select({ id: universities.id })
    .from(universities)
    .where(isNotNull(universities.latitude))
    .limit(1);
  seed.universityId = university?.id ?? '';

  // The approved owner's hostel goes through the form, so it is a whole, valid listing.
  const created = await setupCall({
    method: 'POST',
    url: '/api/enhanced-hostels',
    headers: { authorization: sessions.approvedOwner.auth },
    payload: hostelBody('approvedOwner', {
      mess_available: true,
      mess_monthly_price: 6000,
      rooms: [{ room_title: 'Garden Room', price_per_month: 11000, room_type: 'double' }],
    }),
  });
  const detail = created.json<{ data: { id: string; rooms: { id: string }[] } }>().data;
  seed.approvedHostel = detail.id;
  seed.approvedRoom = detail.rooms[0]?.id ?? '';
  await db().update(hostels).set({ status: 'approved' }).where(eq(hostels.id, detail.id));
  seed.hostelImage = (await createHostelImage(db(), seed.approvedHostel)).id;
  seed.roomImage = (await createRoomImage(db(), seed.approvedRoom)).id;

  const pending = await createHostel(db(), {
    ownerId: sessions.approvedOwner.id,
    status: 'pending',
  });
  seed.pendingHostel = pending.id;
  seed.pendingRoom = (await createRoom(db(), pending.id)).id;
  seed.pendingOwnersHostel = (
    await createHostel(db(), { ownerId: sessions.pendingOwner.id, status: 'pending' })
  ).id;
  seed.otherHostel = (await createHostel(db(), { ownerId: sessions.otherOwner.id })).id;
  seed.otherRoom = (await createRoom(db(), seed.otherHostel)).id;

  // Issue 44: staff of each hostel, and a resident moved in from their accepted reservation.
  await joinStaff('staffHere', seed.approvedHostel);
  await joinStaff('staffElsewhere', seed.otherHostel);
  seed.registerRoom = (await createRoom(db(), seed.approvedHostel, { maxOccupancy: 4 })).id;
  const [reservation] = await db()
    .insert(reservations)
    .values({
      roomId: seed.registerRoom,
      hostelId: seed.approvedHostel,
      studentId: sessions.resident.id,
      ownerId: sessions.approvedOwner.id,
      moveIn: karachiToday(),
      months: 3,
      status: 'accepted',
    })
    .returning({ id: reservations.id });
  const movedIn = await setupCall({
    method: 'POST',
    url: `/api/enhanced-hostels/${seed.approvedHostel}/residents`,
    headers: { authorization: sessions.approvedOwner.auth },
    payload: {
      reservation_id: reservation?.id,
      full_name: 'Matrix Resident',
      phone: newMobile(),
      cnic: '3520212345671',
    },
  });
  seed.resident = movedIn.json<{ data: { id: string } }>().data.id;
  const [bed] = await db()
    .select({ id: beds.id })
    .from(beds)
    .where(eq(beds.roomId, seed.registerRoom))
    .orderBy(asc(beds.label))
    .limit(1);
  seed.registerBed = bed?.id ?? '';
  // Issue 45: a walk-in with an email, a due and a payment on it (rows inserted directly).
  const payer = await insertResident(db(), seed.approvedHostel, {
    email: 'matrix.payer@example.pk',
  });
  seed.payment = (await insertPayment(db(), await insertDue(db(), payer))).id;

  const chat = await setupCall({
    method: 'POST',
    url: '/api/messaging/chats/create-or-get',
    headers: { authorization: sessions.student.auth },
    payload: { student_id: sessions.student.id, hostel_id: seed.approvedHostel },
  });
  seed.chat = chat.json<{ data: { id: string } }>().data.id;
  await setupCall({
    method: 'POST',
    url: '/api/messaging/messages/send',
    headers: { authorization: sessions.student.auth },
    payload: {
      chat_id: seed.chat,
      sender_id: sessions.student.id,
      receiver_id: sessions.approvedOwner.id,
      text: 'Assalam o alaikum, is a room free?',
    },
  });
  seed.review = await insertStudentReview(seed.approvedHostel);
  seed.contactMessage = await insertContactMessage();
});

afterAll(async () => {
  await context?.close();
  await provider?.close();
  await new Promise<void>((resolve) => (geocoder ? geocoder.close(() => resolve()) : resolve()));
  process.stdout.write(`permission matrix: ${checkedPairs} route-actor pairs checked\n`);
});

describe(`the permission matrix (${EXPECTED_PAIRS} route-actor pairs)`, () => {
  it('should have one policy row for every API route Fastify registered, and no other', () => {
    const keys = new Set<string>();
    const unmatchedExclusions = new Set(
      NOT_API.filter((rule) => !rule.optional).map((rule) => rule.reason),
    );
    for (const route of registered) {
      // HEAD is Fastify's automatic twin of each GET route, answered by the same handler.
      if (route.method === 'HEAD') continue;
      const exclusion = NOT_API.find((rule) => rule.pattern.test(route.url));
      if (exclusion) {
        unmatchedExclusions.delete(exclusion.reason);
        continue;
      }
      keys.add(routeKey(route));
    }
    expect(keys.size).toBeGreaterThan(50);
    const rows = ROUTE_POLICY.map(routeKey);
    expect(rows.length, 'a route has two rows').toBe(new Set(rows).size);
    expect(
      [...keys].filter((key) => !rows.includes(key)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((key) => !keys.has(key)),
      'rows naming no route',
    ).toEqual([]);
    expect([...unmatchedExclusions], 'exclusions matching no route').toEqual([]);
  });

  it('should have a request for every case of every row, and none for a route without a row', () => {
    const missing = ROUTE_POLICY.flatMap((route) =>
      route.cases
        .filter((policyCase) => !builderOf(route, policyCase.target))
        .map((policyCase) => `${routeKey(route)} on ${policyCase.target}`),
    );
    expect(missing).toEqual([]);
    const rows = new Set(ROUTE_POLICY.map(routeKey));
    expect(Object.keys(REQUESTS).filter((key) => !rows.has(key))).toEqual([]);
  });

  it.each(ROUTE_POLICY.map((route) => [routeKey(route), route] as const))(
    '%s answers each actor as its row says',
    async (_key, route) => {
      const mismatches: string[] = [];
      for (const policyCase of route.cases) {
        const build = builderOf(route, policyCase.target);
        if (!build) throw new Error(`no request for ${routeKey(route)} on ${policyCase.target}`);
        for (const actor of POLICY_ACTORS) {
          const request = await build(actor);
          const answer = await call(route, actor, request);
          const { status, body } = answer;
          await request.cleanup?.();
          checkedPairs += 1;
          const expected = policyCase.access[actor];
          if (!matches(route, expected, status)) {
            mismatches.push(
              `${actor} on ${policyCase.target}: expected ${expected}, got ${status} ${body}`,
            );
          }
          const problem = cacheProblem(policyCase, answer);
          if (problem) {
            mismatches.push(
              `${actor} on ${policyCase.target}: ${problem}, got Cache-Control '${answer.cacheControl}'`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('should have checked every route-actor pair of the table', () => {
    expect(checkedPairs).toBe(EXPECTED_PAIRS);
  });
});
