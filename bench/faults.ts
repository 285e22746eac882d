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
 *   npm run bench:faults -w @hostelhub/bench
 *   BENCH_FAULTS_MODE=immediate BENCH_FAULTS_DOWN_SECONDS=5 npm run bench:faults -w @hostelhub/bench
 */
import { MESSAGES, type LiveEvent } from '@hostelhub/shared';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { favorites, hostels, messages } from '../apps/api/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { createChatPair, type ChatPair } from '../apps/api/test/factories/messaging.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import { connectLive, liveUrl, type LiveClient } from '../apps/api/test/live-client.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import {
  createHttpClient,
  NoAnswerError,
  option,
  percentile,
  serverErrorLines,
  sleep,
  type HttpClient,
} from './http-client.ts';
import { startOwnCluster, type OwnCluster } from './pg-cluster.ts';
import { seedScale } from './seed-scale.ts';

const USERS = option('users', 'BENCH_FAULTS_USERS', 30);
const INTERVAL_MS = option('interval', 'BENCH_FAULTS_INTERVAL_MS', 500);
const BEFORE_SECONDS = option('before', 'BENCH_FAULTS_BEFORE_SECONDS', 10);
const DOWN_SECONDS = option('down', 'BENCH_FAULTS_DOWN_SECONDS', 10);
const AFTER_SECONDS = option('after', 'BENCH_FAULTS_AFTER_SECONDS', 15);
const HOSTELS = option('hostels', 'BENCH_FAULTS_HOSTELS', 500);
const MODE = process.env.BENCH_FAULTS_MODE === 'immediate' ? 'immediate' : 'fast';
/** The client deadline; an answer slower than HANG_MS counts as a hang. */
const DEADLINE_MS = 15_000;
const HANG_MS = 5_000;

type Kind = 'send message' | 'add favourite' | 'health' | 'guest list';

/** One request as the client saw it. Times are ms since the load started. */
interface Attempt {
  kind: Kind;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  code?: string;
  error?: string;
  retryAfter?: string;
  /** The row a 2xx write created: message id, or `user:hostel` of a favourite. */
  ack?: string;
  /** What the write was meant to store, to find it afterwards even when it failed. */
  intent?: string;
}

const attempts: Attempt[] = [];
let t0 = 0;
const now = () => performance.now() - t0;

async function attempt(
  client: HttpClient,
  kind: Kind,
  method: string,
  path: string,
  options: { auth?: string; body?: unknown; intent?: string } = {},
): Promise<Attempt> {
  const start = now();
  const record: Attempt = { kind, start, end: start, status: 0, intent: options.intent };
  try {
    const answer = await client.request(method, path, { auth: options.auth, body: options.body });
    record.status = answer.status;
    record.code = answer.body?.code;
    record.error = answer.body?.error;
    const retryAfter = answer.headers['retry-after'];
    if (typeof retryAfter === 'string') record.retryAfter = retryAfter;
    if (answer.status >= 200 && answer.status < 300) {
      const data = answer.body?.data as { id?: string; hostel_id?: string } | undefined;
      if (kind === 'send message') record.ack = data?.id;
      if (kind === 'add favourite') record.ack = options.intent;
    }
  } catch (error) {
    if (!(error instanceof NoAnswerError)) throw error;
    record.error = `no answer: ${error.message}`;
  }
  record.end = now();
  attempts.push(record);
  return record;
}

interface Writer {
  pair: ChatPair;
  chatId: string;
  http: HttpClient;
  live: LiveClient;
  liveIds: Set<string>;
  /** When (ms since the load started) the owner's socket was told to resync. */
  resyncs: number[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

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
        await attempt(http, kind, 'GET', path);
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
          await attempt(writer.http, 'send message', 'POST', '/api/messaging/messages/send', {
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
          const result = await attempt(
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

    t0 = performance.now();
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

    // --- Acknowledged writes against the database.
    const ackedMessages = attempts.filter((a) => a.kind === 'send message' && a.ack);
    const ackedFavourites = attempts.filter((a) => a.kind === 'add favourite' && a.ack);
    const failedMessages = attempts.filter((a) => a.kind === 'send message' && !a.ack);
    const failedFavourites = attempts.filter((a) => a.kind === 'add favourite' && !a.ack);
    const storedMessages = await database.db
      .select({ id: messages.id, text: messages.text })
      .from(messages);
    const storedIds = new Set(storedMessages.map((row) => row.id));
    const storedTexts = new Set(storedMessages.map((row) => row.text));
    const storedFavourites = await database.db
      .select({ userId: favorites.userId, hostelId: favorites.hostelId })
      .from(favorites)
      .where(
        inArray(
          favorites.userId,
          writers.map((writer) => writer.pair.student.id),
        ),
      );
    const storedPairs = new Set(storedFavourites.map((row) => `${row.userId}:${row.hostelId}`));
    const lostMessages = ackedMessages.filter((a) => !storedIds.has(a.ack ?? ''));
    const lostFavourites = ackedFavourites.filter((a) => !storedPairs.has(a.ack ?? ''));
    // A refused write may still have been stored (committed, then the answer failed): the
    // client sees an error and would retry. A favourite counts only if no later try of the
    // same hostel was acknowledged.
    const ackedPairs = new Set(ackedFavourites.map((a) => a.ack));
    const messagesStoredAnyway = failedMessages.filter((a) => storedTexts.has(a.intent ?? ''));
    const favouritesStoredAnyway = failedFavourites.filter(
      (a) => storedPairs.has(a.intent ?? '') && !ackedPairs.has(a.intent),
    );
    console.log(
      `\nPostgreSQL: stop issued at ${seconds(stopIssued)}, down at ${seconds(down)}; start issued at ${seconds(startIssued)}, accepting connections at ${seconds(up)}; load ended at ${seconds(end)}`,
    );
    console.log(
      `\nwrites (${attempts.filter((a) => a.kind === 'send message' || a.kind === 'add favourite').length} attempted):`,
    );
    console.log(
      `  messages:   ${ackedMessages.length} acknowledged, ${ackedMessages.length - lostMessages.length} of them stored, lost ${lostMessages.length}; ${failedMessages.length} refused`,
    );
    console.log(
      `  favourites: ${ackedFavourites.length} acknowledged, ${ackedFavourites.length - lostFavourites.length} of them stored, lost ${lostFavourites.length}; ${failedFavourites.length} refused`,
    );
    console.log(
      `  refused but stored anyway (a retry would repeat them): ${messagesStoredAnyway.length} messages, ${favouritesStoredAnyway.length} favourites${
        messagesStoredAnyway.length + favouritesStoredAnyway.length > 0
          ? ` (${[...messagesStoredAnyway, ...favouritesStoredAnyway]
              .slice(0, 5)
              .map(
                (a) => `${a.kind} at ${seconds(a.start)}: ${a.status} ${a.code ?? a.error ?? ''}`,
              )
              .join('; ')})`
          : ''
      }`,
    );

    // --- What the API answered in each phase.
    const phases: { label: string; from: number; to: number }[] = [
      { label: 'before the stop', from: 0, to: stopIssued },
      { label: 'while stopping/down', from: stopIssued, to: up },
      { label: 'after PostgreSQL was back', from: up, to: Infinity },
    ];
    const kinds: Kind[] = ['send message', 'add favourite', 'health', 'guest list'];
    console.log('\nanswers by phase (a request belongs to the phase it started in):');
    for (const phase of phases) {
      console.log(`  ${phase.label}:`);
      for (const kind of kinds) {
        const inPhase = attempts.filter(
          (a) => a.kind === kind && a.start >= phase.from && a.start < phase.to,
        );
        const byOutcome = new Map<string, number>();
        for (const a of inPhase) {
          const key =
            a.status === 0 ? (a.error ?? 'no answer') : `${a.status}${a.code ? ` ${a.code}` : ''}`;
          byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
        }
        const durations = inPhase.map((a) => a.end - a.start).sort((x, y) => x - y);
        console.log(
          `    ${kind.padEnd(14)} ${String(inPhase.length).padStart(5)} requests: ${[
            ...byOutcome.entries(),
          ]
            .map(([key, count]) => `${count} x ${key}`)
            .join(
              ', ',
            )}; p50 ${percentile(durations, 50).toFixed(1)} ms, max ${(durations.at(-1) ?? 0).toFixed(1)} ms`,
        );
      }
    }
    const distinct = new Map<string, number>();
    for (const a of attempts) {
      if (a.status >= 200 && a.status < 300) continue;
      const key = `${a.kind}: ${a.status === 0 ? a.error : `HTTP ${a.status} ${a.code ?? ''} "${a.error ?? ''}" Retry-After ${a.retryAfter ?? '-'}`}`;
      distinct.set(key, (distinct.get(key) ?? 0) + 1);
    }
    console.log('\nevery distinct failure:');
    for (const [key, count] of distinct) console.log(`  ${String(count).padStart(6)} x ${key}`);

    // --- Recovery.
    const firstOkAfterUp = (kind: Kind) =>
      attempts
        .filter((a) => a.kind === kind && a.start >= up && a.status >= 200 && a.status < 300)
        .sort((x, y) => x.end - y.end)[0];
    const lastFailureAfterUp = attempts
      .filter((a) => a.start >= up && !(a.status >= 200 && a.status < 300))
      .sort((x, y) => y.end - x.end)[0];
    console.log('\nrecovery (from PostgreSQL accepting connections again):');
    for (const kind of kinds) {
      const first = firstOkAfterUp(kind);
      console.log(
        `  first 2xx ${kind.padEnd(14)} ${first ? `after ${seconds(first.end - up)}` : 'NEVER'}`,
      );
    }
    console.log(
      `  last failure after the restart: ${lastFailureAfterUp ? `${seconds(lastFailureAfterUp.end - up)} after (${lastFailureAfterUp.kind}, ${lastFailureAfterUp.status || lastFailureAfterUp.error})` : 'none'}`,
    );

    // --- Live events after the restart (the LISTEN connection must come back by itself).
    const liveIds = new Set(writers.flatMap((writer) => [...writer.liveIds]));
    const ackedAfterUp = ackedMessages.filter((a) => a.start >= up);
    const deliveredAfterUp = ackedAfterUp.filter((a) => liveIds.has(a.ack ?? ''));
    const firstDelivered = deliveredAfterUp.sort((x, y) => x.start - y.start)[0];
    const missedAfterUp = ackedAfterUp.filter((a) => !liveIds.has(a.ack ?? ''));
    const lastMissed = missedAfterUp.sort((x, y) => y.start - x.start)[0];
    console.log(
      `  live events: ${deliveredAfterUp.length} of ${ackedAfterUp.length} messages acknowledged after the restart reached the owner's socket; ` +
        `first delivered one sent ${firstDelivered ? seconds(firstDelivered.start - up) : '-'} after; ` +
        `last undelivered sent ${lastMissed ? seconds(lastMissed.start - up) : '-'} after`,
    );

    const resyncs = writers.map((writer) => writer.resyncs.find((at) => at >= up));
    const told = resyncs.filter((at): at is number => at !== undefined);
    console.log(
      `  resync: ${told.length} of ${writers.length} owner sockets were told to catch up (event 'resync') ${
        told.length > 0 ? `${seconds(Math.min(...told) - up)} after PostgreSQL was back` : ''
      }; the web app then refetches its chats, so a message missed live still shows`,
    );

    const whileDown = attempts.filter((a) => a.start >= stopIssued && a.start < up);
    const bad = whileDown.filter(
      (a) =>
        a.status === 0 ||
        (a.status >= 500 && a.status !== 503) ||
        (a.status === 503 && a.error !== MESSAGES.databaseUnavailable),
    );
    const slowest = Math.max(0, ...whileDown.map((a) => a.end - a.start));
    const recoveredAfter = firstOkAfterUp('send message');
    console.log('\nserver log, errors by message:');
    for (const [message, count] of serverErrorLines(server.output())) {
      console.log(`  ${String(count).padStart(6)} x ${message.slice(0, 200)}`);
    }
    console.log('\ngoals:');
    const lost = lostMessages.length + lostFavourites.length;
    console.log(`  no acknowledged write lost: ${lost === 0 ? 'met' : `MISSED (${lost} lost)`}`);
    console.log(
      `  while down, 503 with "${MESSAGES.databaseUnavailable}" (or a cached 2xx), never a 500 or a hang (> ${HANG_MS / 1000} s): ` +
        `${bad.length === 0 && slowest <= HANG_MS ? 'met' : `MISSED (${bad.length} other answers)`}; slowest answer ${slowest.toFixed(0)} ms`,
    );
    console.log(
      `  recovers by itself: ${recoveredAfter ? `met, writes acknowledged again ${seconds(recoveredAfter.end - up)} after PostgreSQL was back` : 'MISSED'}`,
    );
    if (lost > 0 || bad.length > 0 || slowest > HANG_MS || !recoveredAfter) process.exitCode = 1;
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
