/**
 * Mixed-load benchmark (issue 11): BENCH_USERS (200) simulated people use one API process for
 * BENCH_SECONDS (60) against a PostgreSQL server, each acting like the web app does and
 * pausing about BENCH_THINK_MS (2,000, uniformly half to one and a half times) between pages:
 *
 * - guests (the rest, 119 of 200): open the landing page (stats, cities), the browse page
 *   (first list page and the filter options), then filter (city, gender, price, facilities,
 *   mess, room types, search, sort), page on, open a hostel from the list, or open the map;
 *   after 3 to 8 pages a new visitor takes over;
 * - students (30%, 60): the same browsing plus their favourites, adding and removing
 *   favourites, and chatting: create-or-get the chat of the hostel they opened, read it, send
 *   a message, list their chats and mark replies read;
 * - owners (10%, 20, approved, about 20 hostels each): their hostels, a hostel's rooms, edit a
 *   room (price, occupancy), their chats, read and answer the students' messages;
 * - one admin: overview, the pending hostels, approve one (BENCH_HOSTELS' 10% are pending).
 *
 * People arrive spread over the first 10 s (a third of the run when shorter); every request
 * counts, the arrivals included.
 *
 * Setup (not measured): a scratch database on the server at BENCH_DATABASE_URL (default
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), dropped at the end,
 * with BENCH_HOSTELS (10,000) hostels and BENCH_ROOMS (60,000) rooms (seed-scale.ts, as
 * `npm run bench`); sessions made in the database as sign-in makes them (test factories), so
 * the sign-in rate limits do not stand in the way of 200 people arriving at once. The API is
 * the production build (`node apps/api/dist/server.js`, run `npm run build` first) in its own
 * process, NODE_ENV=production, browse cache at its default (BENCH_CACHE_SECONDS sets it).
 *
 * Prints requests per second and p50/p95/p99/max latency (ms, to the last byte) per route,
 * every distinct error (goal: none), the server's peak resident memory (VmHWM) and CPU time,
 * PostgreSQL's CPU time for the database, and the machine's load average before and after.
 *
 *   npm run bench:mixed -w @hostelhub/bench
 *   npm run bench:mixed -w @hostelhub/bench -- --users 40 --seconds 15
 *   BENCH_USERS=40 BENCH_SECONDS=15 BENCH_HOSTELS=2000 BENCH_ROOMS=12000 npm run bench:mixed -w @hostelhub/bench
 */
import { ROOM_TYPES } from '@hostelhub/shared';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cities,
  facilities,
  hostels,
  messages,
  universities,
  users,
} from '../apps/api/src/db/schema/index.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { createUser } from '../apps/api/test/factories/hostels.ts';
import { signIn } from '../apps/api/test/factories/sessions.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import {
  createHttpClient,
  NoAnswerError,
  option,
  processUsage,
  RouteRecorder,
  serverErrorLines,
  sleep,
  thinkTime,
  type ApiBody,
  type HttpAnswer,
  type HttpClient,
  type RequestOptions,
} from './http-client.ts';
import { seedScale } from './seed-scale.ts';

const USERS = option('users', 'BENCH_USERS', 200);
const SECONDS = option('seconds', 'BENCH_SECONDS', 60);
const THINK_MS = option('think', 'BENCH_THINK_MS', 2_000);
const HOSTELS = option('hostels', 'BENCH_HOSTELS', 10_000);
const ROOMS = option('rooms', 'BENCH_ROOMS', 60_000);
const CACHE_SECONDS = process.env.BENCH_CACHE_SECONDS;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const STUDENTS = Math.round(USERS * 0.3);
const OWNERS = Math.max(1, Math.round(USERS * 0.1));
const ADMINS = 1;
const GUESTS = Math.max(0, USERS - STUDENTS - OWNERS - ADMINS);

const recorder = new RouteRecorder();
let writesAcknowledged = 0;
let endAt = 0;

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const chance = (p: number) => Math.random() < p;
const running = () => performance.now() < endAt;
/** Users arrive spread over the first RAMP_SECONDS, not all in the same instant. */
const RAMP_SECONDS = Math.min(10, SECONDS / 3);
const arrive = () => sleep(Math.random() * RAMP_SECONDS * 1000);
/** A think pause, cut short at the end of the run. */
const pause = (ms: number) => sleep(Math.min(ms, endAt - performance.now()));

/** What users pick filters from, read once from the seeded database. */
interface Catalogue {
  cities: string[];
  facilities: string[];
  universityIds: string[];
  searchWords: string[];
  /** Approved hostels of the simulated owners, with their owner: where students write. */
  ownerHostels: { id: string; ownerId: string }[];
}

/** One simulated person: their HTTP client and, when signed in, who they are. */
interface Person {
  http: HttpClient;
  id?: string;
  auth?: string;
}

/** Calls the API as `person` and records the answer under `route`; null when it failed. */
async function call(
  person: Person,
  route: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpAnswer | null> {
  // Past the end nobody starts a request: the figures cover the measured window only.
  if (!running()) return null;
  try {
    const answer = await person.http.request(method, path, { auth: person.auth, ...options });
    const ok = recorder.record(route, answer);
    if (ok && method !== 'GET') writesAcknowledged += 1;
    return ok ? answer : null;
  } catch (error) {
    if (error instanceof NoAnswerError) {
      recorder.record(route, error);
      return null;
    }
    throw error;
  }
}

const dataOf = <T>(answer: HttpAnswer | null): T | undefined =>
  (answer?.body as (ApiBody & { data?: T }) | undefined)?.data;

/** A filter set as the browse page builds it (hostelsRequestParams in the web app). */
function randomFilters(catalogue: Catalogue): URLSearchParams {
  const params = new URLSearchParams({ page: '1', limit: '10' });
  if (chance(0.75)) params.set('city', pick(catalogue.cities));
  if (chance(0.5)) params.set('gender_category', pick(['male', 'female']));
  if (chance(0.35)) {
    const min = pick([0, 5_000, 8_000, 10_000, 12_000]);
    params.set('price_min', String(min));
    params.set('price_max', String(min + pick([5_000, 8_000, 15_000])));
  }
  if (chance(0.25)) {
    for (const name of new Set([pick(catalogue.facilities), pick(catalogue.facilities)])) {
      params.append('facilities', name);
    }
  }
  if (chance(0.15)) params.set('mess_available', 'true');
  if (chance(0.1)) params.append('room_types', pick(ROOM_TYPES.map((type) => type.value)));
  if (chance(0.1)) params.set('search', pick(catalogue.searchWords));
  if (chance(0.08) && catalogue.universityIds.length > 0) {
    params.set('university_id', pick(catalogue.universityIds));
  }
  if (chance(0.2)) params.set('sort', pick(['price_asc', 'price_desc']));
  return params;
}

/**
 * Browsing as guests and students do: the list with filters, the next page, a hostel from
 * the list, the map. Returns the hostel opened, if any.
 */
class Browser {
  private filters: URLSearchParams;
  private listed: string[] = [];
  private mapSeen = false;

  constructor(
    private readonly person: Person,
    private readonly catalogue: Catalogue,
  ) {
    this.filters = new URLSearchParams({ page: '1', limit: '10' });
  }

  /** The browse page: the first list page and the filter options, at once. */
  async open(): Promise<void> {
    await Promise.all([
      this.list('GET /api/enhanced-hostels (first page)'),
      call(this.person, 'GET /api/enhanced-hostels/cities', 'GET', '/api/enhanced-hostels/cities'),
      call(
        this.person,
        'GET /api/enhanced-hostels/facilities',
        'GET',
        '/api/enhanced-hostels/facilities',
      ),
      call(
        this.person,
        'GET /api/enhanced-hostels/room-types',
        'GET',
        '/api/enhanced-hostels/room-types',
      ),
      call(
        this.person,
        'GET /api/enhanced-hostels/universities',
        'GET',
        '/api/enhanced-hostels/universities',
      ),
    ]);
  }

  private async list(route: string): Promise<void> {
    const answer = await call(
      this.person,
      route,
      'GET',
      `/api/enhanced-hostels?${this.filters.toString()}`,
    );
    const rows = dataOf<{ id: string }[]>(answer);
    if (rows && rows.length > 0) this.listed = rows.map((row) => row.id);
  }

  /** One browsing step; resolves with the hostel opened when the step opened one. */
  async step(): Promise<string | undefined> {
    const roll = Math.random();
    if (roll < 0.45 || this.listed.length === 0) {
      this.filters = randomFilters(this.catalogue);
      await this.list('GET /api/enhanced-hostels (filtered)');
      return undefined;
    }
    if (roll < 0.6) {
      this.filters.set('page', String(Number(this.filters.get('page') ?? '1') + 1));
      await this.list('GET /api/enhanced-hostels (next page)');
      return undefined;
    }
    if (roll < 0.92 || this.mapSeen) {
      const id = pick(this.listed);
      await call(
        this.person,
        'GET /api/enhanced-hostels/:id',
        'GET',
        `/api/enhanced-hostels/${id}`,
      );
      return id;
    }
    // The map: the web app keeps it 5 minutes, so once per visit. Nobody reads it here.
    this.mapSeen = true;
    await call(
      this.person,
      'GET /api/hostels (map)',
      'GET',
      '/api/hostels?status=approved&hasLocation=true',
      {
        parse: false,
      },
    );
    return undefined;
  }
}

async function guest(baseUrl: string, catalogue: Catalogue): Promise<void> {
  await arrive();
  while (running()) {
    const person: Person = { http: createHttpClient(baseUrl) };
    try {
      // The landing page, then the browse page.
      await Promise.all([
        call(person, 'GET /api/stats', 'GET', '/api/stats'),
        call(person, 'GET /api/locations/cities', 'GET', '/api/locations/cities'),
      ]);
      await pause(thinkTime(THINK_MS));
      if (!running()) break;
      const browser = new Browser(person, catalogue);
      await browser.open();
      const pages = 3 + Math.floor(Math.random() * 6);
      for (let page = 0; page < pages && running(); page += 1) {
        await pause(thinkTime(THINK_MS));
        if (!running()) break;
        await browser.step();
      }
    } finally {
      person.http.close();
    }
    await pause(thinkTime(THINK_MS));
  }
}

async function student(person: Person & { id: string }, catalogue: Catalogue): Promise<void> {
  const favourites = new Set<string>();
  const chats = new Map<string, string>(); // hostel id -> chat id
  let sent = 0;
  const browser = new Browser(person, catalogue);
  await arrive();
  await Promise.all([
    browser.open(),
    call(person, 'GET /api/users/favorites', 'GET', '/api/users/favorites'),
    call(person, 'GET /api/notifications', 'GET', '/api/notifications'),
    call(person, 'GET /api/messaging/chats/:userId', 'GET', `/api/messaging/chats/${person.id}`),
  ]);
  let current: string | undefined;
  while (running()) {
    await pause(thinkTime(THINK_MS));
    if (!running()) break;
    const roll = Math.random();
    if (roll < 0.45 || !current) {
      const opened = await browser.step();
      if (opened) current = opened;
      else if (chance(0.3))
        await call(person, 'GET /api/users/favorites', 'GET', '/api/users/favorites');
    } else if (roll < 0.6) {
      if (favourites.has(current) && chance(0.5)) {
        const answer = await call(
          person,
          'DELETE /api/users/favorites/:hostelId',
          'DELETE',
          `/api/users/favorites/${current}`,
        );
        if (answer) favourites.delete(current);
      } else {
        const answer = await call(
          person,
          'POST /api/users/favorites/:hostelId',
          'POST',
          `/api/users/favorites/${current}`,
        );
        if (answer) favourites.add(current);
      }
    } else {
      // Contact: half the time the hostel just opened, else one of the online owners' hostels.
      const target = chance(0.5) ? current : pick(catalogue.ownerHostels).id;
      let chatId = chats.get(target);
      let ownerId: string | undefined;
      if (!chatId) {
        const chat = dataOf<{ id: string; owner_id: string }>(
          await call(
            person,
            'POST /api/messaging/chats/create-or-get',
            'POST',
            '/api/messaging/chats/create-or-get',
            {
              body: { student_id: person.id, hostel_id: target },
            },
          ),
        );
        if (!chat) continue;
        chatId = chat.id;
        ownerId = chat.owner_id;
        chats.set(target, chatId);
        await call(
          person,
          'GET /api/messaging/chats/:chatId/messages',
          'GET',
          `/api/messaging/chats/${chatId}/messages`,
        );
      }
      ownerId ??= await chatOwner(person, chatId);
      if (!ownerId) continue;
      await pause(thinkTime(THINK_MS));
      sent += 1;
      await sendMessage(
        person,
        chatId,
        ownerId,
        `Assalam o alaikum, is a room still free for next month? (${sent})`,
      );
      // Later: the chat list, and any replies read.
      const unread = (await myChats(person))?.find((chat) => chat.unread_count > 0);
      if (unread) await readChat(person, unread.id);
    }
    if (chance(0.05)) await call(person, 'GET /api/notifications', 'GET', '/api/notifications');
  }
}

/** The owner of a chat the student already has, from their chat list. */
async function chatOwner(
  person: Person & { id: string },
  chatId: string,
): Promise<string | undefined> {
  const list = await myChats(person);
  return list?.find((chat) => chat.id === chatId)?.owner_id ?? undefined;
}

/** A chat as the chat list sends it, with the fields the simulated people read. */
interface ChatSummary {
  id: string;
  owner_id: string | null;
  student_id: string | null;
  unread_count: number;
}

/** `person`'s chats, as the messages page lists them; undefined when the call failed. */
async function myChats(person: Person & { id: string }): Promise<ChatSummary[] | undefined> {
  return dataOf<ChatSummary[]>(
    await call(
      person,
      'GET /api/messaging/chats/:userId',
      'GET',
      `/api/messaging/chats/${person.id}`,
    ),
  );
}

/** Opens chat `chatId` as `person` and marks what they received in it read (the chat page). */
async function readChat(person: Person & { id: string }, chatId: string): Promise<void> {
  await call(
    person,
    'GET /api/messaging/chats/:chatId/messages',
    'GET',
    `/api/messaging/chats/${chatId}/messages`,
  );
  await call(
    person,
    'PATCH /api/messaging/messages/mark-read',
    'PATCH',
    '/api/messaging/messages/mark-read',
    {
      body: { chat_id: chatId, user_id: person.id },
    },
  );
}

/** Sends `text` from `person` to `receiverId` in chat `chatId`. */
async function sendMessage(
  person: Person & { id: string },
  chatId: string,
  receiverId: string,
  text: string,
): Promise<void> {
  await call(person, 'POST /api/messaging/messages/send', 'POST', '/api/messaging/messages/send', {
    body: { chat_id: chatId, sender_id: person.id, receiver_id: receiverId, text },
  });
}

async function owner(person: Person & { id: string }): Promise<void> {
  await arrive();
  await Promise.all([
    call(person, 'GET /api/notifications', 'GET', '/api/notifications'),
    call(person, 'GET /api/messaging/chats/:userId', 'GET', `/api/messaging/chats/${person.id}`),
  ]);
  while (running()) {
    await pause(thinkTime(THINK_MS));
    if (!running()) break;
    if (chance(0.5)) {
      // The rooms page: their hostels, one hostel's rooms, then a change to one room.
      const mine = dataOf<{ id: string; status: string }[]>(
        await call(
          person,
          'GET /api/enhanced-hostels/owner/my-hostels',
          'GET',
          '/api/enhanced-hostels/owner/my-hostels',
        ),
      );
      const approved = mine?.filter((hostel) => hostel.status === 'approved') ?? [];
      if (approved.length === 0) continue;
      const hostel = pick(approved);
      const rooms = dataOf<{ id: string; price_per_month: number; max_occupancy: number }[]>(
        await call(person, 'GET /api/rooms?hostel_id=', 'GET', `/api/rooms?hostel_id=${hostel.id}`),
      );
      if (!rooms || rooms.length === 0) continue;
      await pause(thinkTime(THINK_MS));
      const room = pick(rooms);
      await call(person, 'PUT /api/rooms/:id', 'PUT', `/api/rooms/${room.id}`, {
        body: {
          price_per_month: Math.max(2_000, room.price_per_month + pick([-500, 500, 1_000])),
          current_occupancy: Math.floor(Math.random() * (room.max_occupancy + 1)),
        },
      });
    } else {
      const chats = await myChats(person);
      const unread = chats?.find((chat) => chat.unread_count > 0 && chat.student_id);
      if (!unread?.student_id) continue;
      await readChat(person, unread.id);
      await pause(thinkTime(THINK_MS));
      await sendMessage(
        person,
        unread.id,
        unread.student_id,
        'Walaikum assalam! Yes, a double room is free from the 1st. Come and see it.',
      );
    }
  }
}

async function admin(person: Person & { id: string }): Promise<void> {
  await arrive();
  while (running()) {
    const [, pending] = await Promise.all([
      call(person, 'GET /api/admin/overview', 'GET', '/api/admin/overview'),
      call(
        person,
        'GET /api/admin/hostels?status=pending',
        'GET',
        '/api/admin/hostels?status=pending&page=1&limit=24',
      ),
    ]);
    const hostelsPage = dataOf<{ hostels: { id: string }[] }>(pending);
    await pause(thinkTime(THINK_MS) * 2);
    if (!running()) break;
    const next = hostelsPage?.hostels[0];
    if (next) {
      await call(
        person,
        'GET /api/enhanced-hostels/:id',
        'GET',
        `/api/enhanced-hostels/${next.id}`,
      );
      await pause(thinkTime(THINK_MS));
      await call(
        person,
        'PATCH /api/admin/hostels/:id/status',
        'PATCH',
        `/api/admin/hostels/${next.id}/status`,
        {
          body: { status: 'approved' },
        },
      );
    }
    await pause(thinkTime(THINK_MS));
  }
}

/** Samples the server's memory every 250 ms until stopped; returns the highest RSS seen. */
function sampleMemory(pid: number) {
  let peakSampled = 0;
  const timer = setInterval(() => {
    void processUsage(pid).then((usage) => {
      if (usage) peakSampled = Math.max(peakSampled, usage.rssMiB);
    });
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return peakSampled;
    },
  };
}

/**
 * CPU seconds the PostgreSQL backends serving database `name` use while it runs (local
 * server only: read from /proc). Backends come and go as the API's pool idles connections
 * out, so each is sampled every second: one that was there at the start counts from its
 * first sample, one that appears counts whole. Null when /proc cannot see them.
 */
function samplePostgresCpu(db: Db, name: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let visible = true;
  let initial = true;
  const sample = async () => {
    const rows = await db
      .select({ pid: sql<number>`pid` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = ${name} and pid <> pg_backend_pid()`);
    for (const { pid } of rows) {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
        if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
        last.set(pid, seconds);
      } catch {
        visible = false;
      }
    }
    initial = false;
  };
  let pending = sample();
  const timer = setInterval(() => {
    pending = pending.then(sample).catch(() => undefined);
  }, 1_000);
  return {
    async stop(): Promise<{ seconds: number; backends: number } | null> {
      clearInterval(timer);
      await pending;
      await sample().catch(() => undefined);
      if (!visible || last.size === 0) return null;
      let seconds = 0;
      for (const [pid, value] of last) seconds += value - (first.get(pid) ?? 0);
      return { seconds, backends: last.size };
    },
  };
}

const loads = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const jwtSecret = randomBytes(32).toString('hex');
const database = await createScratchDatabase(SERVER_URL, 'hostelhub_bench_mixed');
let server: RunningServer | undefined;
try {
  const databaseName = new URL(database.url ?? SERVER_URL).pathname.slice(1);
  await database.migrate();
  await seedReferenceData(database.db);
  const seedStarted = performance.now();
  const seeded = await seedScale(database.db, { hostels: HOSTELS, rooms: ROOMS });
  const { db } = database;

  // People, each with a session made as sign-in makes it.
  const studentRows = [];
  for (let index = 0; index < STUDENTS; index += 1) {
    studentRows.push(
      await createUser(db, {
        role: 'student',
        ownerApprovalStatus: null,
        email: `bench.student${index}@bench.hostelhub.pk`,
        fullName: `Bench Student ${index}`,
      }),
    );
  }
  // The owners with the most approved hostels: what a busy owner's dashboard holds.
  const ownerRows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.role, 'owner'), sql`${users.email} like 'bench.owner%'`))
    .orderBy(users.email)
    .limit(OWNERS);
  const adminRow = await createUser(db, {
    role: 'admin',
    ownerApprovalStatus: null,
    email: 'bench.admin@bench.hostelhub.pk',
  });

  const [cityRows, facilityRows, universityRows, ownerHostels] = await Promise.all([
    db
      .select({ name: cities.name, count: sql<number>`count(${hostels.id})::int` })
      .from(cities)
      .innerJoin(hostels, eq(hostels.cityId, cities.id))
      .groupBy(cities.name),
    db.select({ name: facilities.name }).from(facilities),
    db.select({ id: universities.id }).from(universities),
    db
      .select({ id: hostels.id, ownerId: hostels.ownerId })
      .from(hostels)
      .where(
        and(
          eq(hostels.status, 'approved'),
          inArray(
            hostels.ownerId,
            ownerRows.map((row) => row.id),
          ),
        ),
      ),
  ]);
  // Cities weighted by how many hostels they have, as people search where hostels are.
  const weightedCities = cityRows.flatMap((row) =>
    Array.from({ length: Math.max(1, Math.round(row.count / 50)) }, () => row.name),
  );
  const catalogue: Catalogue = {
    cities: weightedCities,
    facilities: facilityRows.map((row) => row.name),
    universityIds: universityRows.map((row) => row.id),
    searchWords: [
      'Shaheen',
      'Boys',
      'Girls',
      'Residency',
      'Gulberg',
      'Johar',
      'Model Town',
      'Hostel',
    ],
    ownerHostels: ownerHostels.map((row) => ({ id: row.id, ownerId: row.ownerId ?? '' })),
  };
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  server = await startServer({
    NODE_ENV: 'production',
    FILE_OUTBOX: 'true', // no SMTP server or SMS webhook here (issue 21 item 3)
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(CACHE_SECONDS === undefined ? {} : { BROWSE_CACHE_SECONDS: CACHE_SECONDS }),
  });
  const pid = server.pid();
  if (!pid) throw new Error('the API process is not running');
  const baseUrl = server.baseUrl;

  const signedIn = async (row: { id: string; role: 'student' | 'owner' | 'admin' }) => ({
    http: createHttpClient(baseUrl),
    id: row.id,
    auth: await signIn(db, jwtSecret, row),
  });
  const students = await Promise.all(
    studentRows.map((row) => signedIn({ id: row.id, role: 'student' })),
  );
  const owners = await Promise.all(ownerRows.map((row) => signedIn({ id: row.id, role: 'owner' })));
  const admins = [await signedIn({ id: adminRow.id, role: 'admin' })];

  const cpus = os.cpus();
  console.log(
    `Hostelhub mixed load: ${USERS} users (${GUESTS} guests, ${students.length} students, ${owners.length} owners, ${ADMINS} admin) for ${SECONDS} s, ` +
      `arriving over the first ${RAMP_SECONDS.toFixed(0)} s, think time ${THINK_MS} ms (0.5x-1.5x); Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'})`,
  );
  console.log(
    `data: ${seeded.hostels} hostels (${seeded.approved} approved, ${catalogue.ownerHostels.length} of them the online owners'), ${seeded.rooms} rooms, seeded with the users in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `API: node apps/api/dist/server.js (NODE_ENV=production, browse cache ${CACHE_SECONDS ?? 'default 5'} s), pid ${pid}; PostgreSQL at ${new URL(SERVER_URL).host}`,
  );
  const before = await processUsage(pid);
  const messagesBefore = await db.$count(messages);
  console.log(
    `server RSS before the load: ${before?.rssMiB.toFixed(0) ?? '?'} MiB; load averages (1/5/15 min) before: ${loads()}`,
  );

  const memory = sampleMemory(pid);
  const postgresCpu = samplePostgresCpu(db, databaseName);
  const started = performance.now();
  endAt = started + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: GUESTS }, () => guest(baseUrl, catalogue)),
    ...students.map((person) => student(person, catalogue)),
    ...owners.map((person) => owner(person)),
    ...admins.map((person) => admin(person)),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const peakSampled = memory.stop();
  const after = await processUsage(pid);
  const postgres = await postgresCpu.stop();
  const messagesAfter = await db.$count(messages);
  for (const person of [...students, ...owners, ...admins]) person.http.close();

  console.log(
    `\n${elapsed.toFixed(1)} s of load (requests still running at the ${SECONDS} s mark finish; none start after it)\n`,
  );
  console.log(recorder.table(elapsed));
  const { calls, failures } = recorder.total;
  console.log(
    `\n${calls} requests, ${(calls / elapsed).toFixed(1)} req/s; ${writesAcknowledged} writes acknowledged; ${messagesAfter - messagesBefore} messages stored`,
  );
  if (recorder.failures.size === 0) {
    console.log('errors: none');
  } else {
    console.log(`errors: ${failures}, ${recorder.failures.size} distinct:`);
    for (const [kind, count] of [...recorder.failures.entries()].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${String(count).padStart(6)} x ${kind}`);
    }
  }
  if (before && after) {
    const serverCpu = after.cpuSeconds - before.cpuSeconds;
    console.log(
      `server process: peak RSS ${after.peakMiB.toFixed(0)} MiB (VmHWM; highest 250 ms sample ${peakSampled.toFixed(0)} MiB, ${after.rssMiB.toFixed(0)} MiB at the end, ${before.rssMiB.toFixed(0)} MiB before), CPU ${serverCpu.toFixed(1)} s = ${(serverCpu / elapsed).toFixed(2)} cores on average`,
    );
  }
  if (postgres) {
    console.log(
      `PostgreSQL backends of the database: CPU ${postgres.seconds.toFixed(1)} s = ${(postgres.seconds / elapsed).toFixed(2)} cores on average (${postgres.backends} connections seen)`,
    );
  }
  console.log(
    `load averages (1/5/15 min) after: ${loads()}: other work on the machine lowers every figure`,
  );
  const serverErrors = serverErrorLines(server.output());
  if (serverErrors.size > 0) {
    console.log('server log, errors by message:');
    for (const [message, count] of serverErrors)
      console.log(`  ${String(count).padStart(6)} x ${message}`);
  }
  console.log(`goal: no errors: ${failures === 0 ? 'met' : 'MISSED'}`);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server?.stop();
  await database.close();
}
