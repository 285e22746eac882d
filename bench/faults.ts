/**
 * Database restart under load (issue 11): the API keeps answering clearly while PostgreSQL is
 * down, comes back by itself, and loses no write it acknowledged.
 *
 * Runs its own PostgreSQL cluster (pg-cluster.ts: initdb in a temp directory, its own port;
 * never the shared server), a scratch database on it with the reference data and
 * BENCH_FAULTS_HOSTELS (500) hostels, and the production build of the API on it in its own
 * process (`node apps/api/dist/server.js`, run `npm run build` first). Then
 * BENCH_FAULTS_USERS (30) students each write every BENCH_FAULTS_INTERVAL_MS (500) ms,
 * alternately a chat message to their hostel's owner (whose WebSocket counts live deliveries)
 * and a new favourite, while a reader polls GET /api/health and a guest list every 250 ms.
 * Every request has a 15 s client deadline and is logged with its time, status and body.
 *
 * After BENCH_FAULTS_BEFORE_SECONDS (10) of load PostgreSQL is stopped (`pg_ctl stop -m fast`,
 * or BENCH_FAULTS_MODE=immediate for a crash), kept down BENCH_FAULTS_DOWN_SECONDS (10),
 * started again, and the load runs BENCH_FAULTS_AFTER_SECONDS (15) more. Then it counts:
 *
 * - acknowledged writes (2xx with the new row) against the rows in the database: lost ones
 *   (goal: none), and writes that failed for the client but were stored anyway;
 * - every answer while PostgreSQL was down, by route and status (goal: 503 with the message,
 *   or a cached 200; never a 500, never a hang) and the slowest of them;
 * - how long after PostgreSQL accepted connections again the API answered 2xx (health,
 *   writes) and delivered live events again (goal: by itself, within seconds).
 *
 * The requests and their log are in faults/attempts.ts, the counting and printing in
 * faults/report.ts.
 *
 *   npm run bench:faults -w @hostelhub/bench
 *   BENCH_FAULTS_MODE=immediate BENCH_FAULTS_DOWN_SECONDS=5 npm run bench:faults -w @hostelhub/bench
 */
import type { LiveEvent } from '@hostelhub/shared';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { hostels } from '../apps/api/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { createChatPair } from '../apps/api/test/factories/messaging.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import { connectLive, liveUrl } from '../apps/api/test/live-client.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { AttemptLog, type Kind, type Writer } from './faults/attempts.ts';
import { reportFaults } from './faults/report.ts';
import { createHttpClient, option, sleep } from './http-client.ts';
import { startOwnCluster, type OwnCluster } from './pg-cluster.ts';
import { seedScale } from './seed-scale.ts';

const USERS = option('users', 'BENCH_FAULTS_USERS', 30);
const INTERVAL_MS = option('interval', 'BENCH_FAULTS_INTERVAL_MS', 500);
const BEFORE_SECONDS = option('before', 'BENCH_FAULTS_BEFORE_SECONDS', 10);
const DOWN_SECONDS = option('down', 'BENCH_FAULTS_DOWN_SECONDS', 10);
const AFTER_SECONDS = option('after', 'BENCH_FAULTS_AFTER_SECONDS', 15);
const HOSTELS = option('hostels', 'BENCH_FAULTS_HOSTELS', 500);
const MODE = process.env.BENCH_FAULTS_MODE === 'immediate' ? 'immediate' : 'fast';
/** The client deadline (ms); an answer slower than HANG_MS (faults/report.ts) counts as a hang. */
const DEADLINE_MS = 15_000;

const log = new AttemptLog();
const now = () => log.now();

const cluster: OwnCluster = await startOwnCluster();
let server: RunningServer | undefined;
const writers: Writer[] = [];
try {
  const database = await createScratchDatabase(cluster.url, 'hostelhub_faults');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedScale(database.db, { hostels: HOSTELS, rooms: HOSTELS * 2 });
    const approved = (
      await database.db
        .select({ id: hostels.id })
        .from(hostels)
        .where(eq(hostels.status, 'approved'))
    ).map((row) => row.id);

    const jwtSecret = randomBytes(32).toString('hex');
    server = await startServer({
      NODE_ENV: 'production',
      FILE_OUTBOX: 'true', // no SMTP server or SMS webhook here (issue 21 item 3)
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      RESIDENT_DATA_KEY: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    const base = server.baseUrl;

    for (let index = 0; index < USERS; index += 1) {
      const pair = await createChatPair(database.db, jwtSecret, `Faults Hostel ${index}`);
      const http = createHttpClient(base, { timeoutMs: DEADLINE_MS, maxSockets: 2 });
      const chat = await http.request('POST', '/api/messaging/chats/create-or-get', {
        auth: pair.student.auth,
        body: { student_id: pair.student.id, hostel_id: pair.hostelId },
      });
      const chatId = (chat.body?.data as { id?: string } | undefined)?.id;
      if (!chatId) throw new Error(`create-or-get answered ${chat.status}`);
      const liveIds = new Set<string>();
      const resyncs: number[] = [];
      const live = await connectLive(liveUrl(base), pair.owner.auth, (event: LiveEvent) => {
        if (event.type === 'message.created') liveIds.add(event.message.id);
        if (event.type === 'resync') resyncs.push(now());
      });
      writers.push({ pair, chatId, http, live, liveIds, resyncs });
    }

    console.log(
      `Hostelhub faults: own PostgreSQL cluster on 127.0.0.1:${cluster.port}, API pid ${server.pid() ?? '?'} (NODE_ENV=production); ` +
        `${USERS} students writing every ${INTERVAL_MS} ms (message, favourite, alternately), health and a guest list polled every 250 ms`,
    );
    console.log(
      `timeline: ${BEFORE_SECONDS} s of load, PostgreSQL stopped (${MODE}) for ${DOWN_SECONDS} s, ${AFTER_SECONDS} s more; ` +
        `client deadline ${DEADLINE_MS / 1000} s; Node ${process.version}, ${os.cpus().length} cores, load averages ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );

    let stopLoad = false;
    const pollers = async (kind: Kind, path: string) => {
      const http = createHttpClient(base, { timeoutMs: DEADLINE_MS, maxSockets: 1 });
      while (!stopLoad) {
        const started = now();
        await log.attempt(http, kind, 'GET', path);
        await sleep(250 - (now() - started));
      }
      http.close();
    };
    const write = async (writer: Writer, index: number) => {
      const favourited = new Set<string>();
      let sequence = 0;
      await sleep(Math.random() * INTERVAL_MS);
      while (!stopLoad) {
        const started = now();
        sequence += 1;
        if (sequence % 2 === 1) {
          const text = `faults ${index}-${sequence}`;
          await log.attempt(writer.http, 'send message', 'POST', '/api/messaging/messages/send', {
            auth: writer.pair.student.auth,
            body: {
              chat_id: writer.chatId,
              sender_id: writer.pair.student.id,
              receiver_id: writer.pair.owner.id,
              text,
            },
            intent: text,
          });
        } else {
          let hostelId = approved[Math.floor(Math.random() * approved.length)]!;
          while (favourited.has(hostelId)) {
            hostelId = approved[Math.floor(Math.random() * approved.length)]!;
          }
          const result = await log.attempt(
            writer.http,
            'add favourite',
            'POST',
            `/api/users/favorites/${hostelId}`,
            { auth: writer.pair.student.auth, intent: `${writer.pair.student.id}:${hostelId}` },
          );
          if (result.ack) favourited.add(hostelId);
        }
        await sleep(INTERVAL_MS - (now() - started));
      }
    };

    log.start();
    const load = Promise.all([
      pollers('health', '/api/health'),
      pollers('guest list', '/api/enhanced-hostels?city=Lahore&page=1&limit=10'),
      ...writers.map((writer, index) => write(writer, index)),
    ]);

    await sleep(BEFORE_SECONDS * 1000);
    const stopIssued = now();
    await cluster.stop(MODE);
    const down = now();
    await sleep(DOWN_SECONDS * 1000);
    const startIssued = now();
    await cluster.start();
    const up = now();
    await sleep(AFTER_SECONDS * 1000);
    stopLoad = true;
    await load;
    const end = now();
    // Let the last live events arrive.
    await sleep(2_000);

    await reportFaults(
      database.db,
      log.attempts,
      writers,
      { stopIssued, down, startIssued, up, end },
      () => server?.output() ?? '',
    );
  } finally {
    for (const writer of writers) {
      await writer.live.close();
      writer.http.close();
    }
    await server?.stop();
    await database.close();
  }
} finally {
  await cluster.destroy();
}
