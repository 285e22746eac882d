/**
 * Chat benchmark (issue 7): BENCH_CHAT_CLIENTS (500) WebSocket clients, as student-owner
 * pairs, exchange messages through POST /api/messaging/messages/send for BENCH_CHAT_SECONDS
 * (30) against a PostgreSQL server, each client sending one message every
 * BENCH_CHAT_INTERVAL_MS (2,000) on average to its partner: 250 messages a second from 500
 * people, far above a human chat's pace (1,000 finds this machine's ceiling).
 *
 * The API runs in its own process(es) (`node --import tsx apps/api/src/server.ts`), over a
 * fresh database on the server at BENCH_DATABASE_URL (default TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres). With BENCH_CHAT_INSTANCES=2 two API processes
 * share that database: students connect and send through one, owners through the other, so
 * every message crosses instances through LISTEN/NOTIFY.
 *
 * Prints messages per second, the delivery latency (send request start to the receiver's
 * `message.created` event) p50, p95, p99 and max in milliseconds, and how many messages were
 * lost (sent, never delivered within 5 s of the end) or duplicated (delivered twice).
 *
 *   npm run bench:chat -w @hostelhub/bench
 */
import type { LiveEvent, Message } from '@hostelhub/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import { connectLive, liveUrl, type LiveClient } from '../apps/api/test/live-client.ts';
import { createChatPair, type ChatPair } from '../apps/api/test/factories/messaging.ts';
import { chats } from '../apps/api/src/db/schema/index.ts';
import { freePort } from '../e2e/support/server.ts';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 2_000);
const INSTANCES = Number(process.env.BENCH_CHAT_INSTANCES ?? 1);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENTRY = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));

/** Starts one API process over `databaseUrl`; resolves with its base URL once healthy. */
async function startApi(
  databaseUrl: string,
  jwtSecret: string,
): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-bench-chat-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dataDir };
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error('API did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Participant {
  id: string;
  auth: string;
  base: string;
  live: LiveClient | null;
}

const jwtSecret = randomBytes(32).toString('hex');
const database = await createScratchDatabase(SERVER_URL, 'hostelhub_bench_chat');
const apis: { base: string; child: ChildProcess; dataDir: string }[] = [];
try {
  await database.migrate();
  await seedReferenceData(database.db);
  if (!database.url) throw new Error('the benchmark needs a PostgreSQL server');
  for (let index = 0; index < INSTANCES; index += 1) {
    apis.push(await startApi(database.url, jwtSecret));
  }
  const studentBase = apis[0]!.base;
  const ownerBase = apis[INSTANCES > 1 ? 1 : 0]!.base;

  // Pairs, each with its chat (inserted directly: the route is not what this measures).
  const pairs: { pair: ChatPair; chatId: string }[] = [];
  for (let index = 0; index < CLIENTS / 2; index += 1) {
    const pair = await createChatPair(database.db, jwtSecret, `Bench Hostel ${index}`);
    const [chat] = await database.db
      .insert(chats)
      .values({
        studentId: pair.student.id,
        ownerId: pair.owner.id,
        hostelId: pair.hostelId,
        hostelName: `Bench Hostel ${index}`,
      })
      .returning({ id: chats.id });
    pairs.push({ pair, chatId: chat!.id });
  }

  // Delivery bookkeeping: when each message's send started, and how often it arrived.
  const startedAt = new Map<string, number>(); // `${sender}:${text}` -> ms
  const deliveries = new Map<string, number>(); // message id -> times received
  const latencies: number[] = [];
  let measuring = true;
  const onEvent = (event: LiveEvent, receiverId: string) => {
    if (event.type !== 'message.created' || event.message.receiver_id !== receiverId) return;
    const message: Message = event.message;
    const count = (deliveries.get(message.id) ?? 0) + 1;
    deliveries.set(message.id, count);
    const started = startedAt.get(`${message.sender_id}:${message.text}`);
    if (count === 1 && started !== undefined && measuring) {
      latencies.push(performance.now() - started);
    }
  };

  const participants: { self: Participant; partner: Participant; chatId: string }[] = [];
  const connectStarted = performance.now();
  for (const { pair, chatId } of pairs) {
    const student: Participant = { ...pair.student, base: studentBase, live: null };
    const owner: Participant = { ...pair.owner, base: ownerBase, live: null };
    student.live = await connectLive(liveUrl(studentBase), student.auth, (event) =>
      onEvent(event, student.id),
    );
    owner.live = await connectLive(liveUrl(ownerBase), owner.auth, (event) =>
      onEvent(event, owner.id),
    );
    participants.push({ self: student, partner: owner, chatId });
    participants.push({ self: owner, partner: student, chatId });
  }
  console.log(
    `${participants.length} WebSocket clients connected and authenticated in ` +
      `${((performance.now() - connectStarted) / 1000).toFixed(1)} s; ${INSTANCES} API ` +
      `process(es) on PostgreSQL; node ${process.version}, ${os.cpus().length} cores`,
  );

  const sentIds = new Set<string>();
  let failures = 0;
  let sequence = 0;
  const endAt = performance.now() + SECONDS * 1_000;
  const runClient = async ({ self, partner, chatId }: (typeof participants)[number]) => {
    // Spread the first sends over one interval so the clients do not move in lockstep.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * INTERVAL_MS));
    while (performance.now() < endAt) {
      sequence += 1;
      const text = `bench message ${sequence}`;
      const started = performance.now();
      startedAt.set(`${self.id}:${text}`, started);
      try {
        const response = await fetch(`${self.base}/api/messaging/messages/send`, {
          method: 'POST',
          headers: { authorization: self.auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            chat_id: chatId,
            sender_id: self.id,
            receiver_id: partner.id,
            text,
          }),
        });
        const body = (await response.json()) as { data?: { id: string } };
        if (response.ok && body.data) sentIds.add(body.data.id);
        else failures += 1;
      } catch {
        failures += 1;
      }
      const spent = performance.now() - started;
      const pause = Math.max(0, INTERVAL_MS * (0.5 + Math.random()) - spent);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const runStarted = performance.now();
  await Promise.all(participants.map(runClient));
  const elapsedSeconds = (performance.now() - runStarted) / 1_000;

  // Let the last deliveries arrive.
  const settleUntil = performance.now() + 5_000;
  while (performance.now() < settleUntil && [...sentIds].some((id) => !deliveries.has(id))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  measuring = false;

  const lost = [...sentIds].filter((id) => !deliveries.has(id)).length;
  const duplicated = [...deliveries.values()].filter((count) => count > 1).length;
  latencies.sort((a, b) => a - b);
  console.log(
    `${SECONDS} s, each client sending about every ${INTERVAL_MS} ms: ${sentIds.size} messages ` +
      `sent (${(sentIds.size / elapsedSeconds).toFixed(0)} msg/s), ${failures} sends failed`,
  );
  console.log(
    `delivery latency (send start -> receiver's event): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  console.log(`lost: ${lost}, duplicated: ${duplicated}`);

  await Promise.all(
    participants.map(({ self }) => (self.live ? self.live.close() : Promise.resolve())),
  );
} finally {
  for (const api of apis) {
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    rmSync(api.dataDir, { recursive: true, force: true });
  }
  await database.close();
}
