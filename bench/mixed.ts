/**
 * Mixed-load benchmark (issue 11): BENCH_USERS (200) simulated people use one API process for
 * BENCH_SECONDS (60) against a PostgreSQL server, each acting like the web app does and
 * pausing about BENCH_THINK_MS (2,000, uniformly half to one and a half times) between pages:
 *
 * - guests (the rest, 119 of 200): open the landing page (stats, cities), the browse page
 *   (first list page and the filter options), then filter (city, gender, price, facilities,
 *   mess, room types, search, sort), page on, open a hostel from the list, or open the
 *   viewport map (the country, then a city, with their filters);
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
 * The people are in mixed/people.ts (browsing in mixed/browser.ts), the state they share and
 * `call` in mixed/run.ts, the memory and PostgreSQL CPU samplers in mixed/samplers.ts.
 *
 *   npm run bench:mixed -w @hostelhub/bench
 *   npm run bench:mixed -w @hostelhub/bench -- --users 40 --seconds 15
 *   BENCH_USERS=40 BENCH_SECONDS=15 BENCH_HOSTELS=2000 BENCH_ROOMS=12000 npm run bench:mixed -w @hostelhub/bench
 */
import { randomBytes } from 'node:crypto';
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
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { createUser } from '../apps/api/test/factories/hostels.ts';
import { signIn } from '../apps/api/test/factories/sessions.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createHttpClient, option, processUsage, serverErrorLines } from './http-client.ts';
import type { Catalogue } from './mixed/browser.ts';
import { admin, guest, owner, student } from './mixed/people.ts';
import { LoadRun } from './mixed/run.ts';
import { sampleMemory, samplePostgresCpu } from './mixed/samplers.ts';
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

/** People arrive spread over the first 10 s, or the first third of a shorter run. */
const run = new LoadRun(THINK_MS, Math.min(10, SECONDS / 3));
const { recorder } = run;

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
    RESIDENT_DATA_KEY: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(CACHE_SECONDS === undefined ? {} : { BROWSE_CACHE_SECONDS: CACHE_SECONDS }),
  });
  const pid = server.pid();
  if (!pid) throw new Error('the API process is not running');
  const baseUrl = server.baseUrl;

  const signedIn = async (row: { id: string; role: 'student' | 'owner' | 'admin' }) => ({
    http: createHttpClient(baseUrl),
    run,
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
      `arriving over the first ${run.rampSeconds.toFixed(0)} s, think time ${THINK_MS} ms (0.5x-1.5x); Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'})`,
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
  run.endAt = started + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: GUESTS }, () => guest(run, baseUrl, catalogue)),
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
    `\n${calls} requests, ${(calls / elapsed).toFixed(1)} req/s; ${run.writesAcknowledged} writes acknowledged; ${messagesAfter - messagesBefore} messages stored`,
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
