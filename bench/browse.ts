/**
 * Browse benchmark (issue 4): how fast the public browse routes answer at scale on one process.
 *
 * Creates its own scratch database on the PostgreSQL server in BENCH_DATABASE_URL (default the
 * local server, trust auth) and drops it at the end; seeds the reference data and then, in
 * bulk, BENCH_HOSTELS hostels (10,000) with BENCH_ROOMS rooms (60,000) (see seed-scale.ts).
 * Starts the real app on loopback with one extra static route, `/bench/static` (`{ ok: true }`,
 * no database: `/api/health` runs a query, so it is not a floor), and drives each target with
 * autocannon at BENCH_CONNECTIONS connections (20) for BENCH_SECONDS seconds (10) after a
 * BENCH_WARMUP_SECONDS warm-up (1). The load generator runs in a child process
 * (load-generator.ts) so it has its own event loop; it still shares the machine's cores with
 * the server and PostgreSQL, so the figures are a floor.
 *
 * Prints requests per second, p50/p95/p99 latency (ms), errors, non-2xx answers and the ratio
 * to the static route; how many hostels each list matches (from the route, and what the
 * filters should give, so a filter the route ignores shows); the map's gzipped size per hostel;
 * and the issue's goals: each filtered list at least 2,000 req/s with p99 under 50 ms, the map
 * p95 under 30 ms and under 100 gzipped bytes per hostel.
 *
 * BENCH_CACHE_SECONDS (5, the server's default BROWSE_CACHE_SECONDS) sets the browse cache;
 * 0 measures every request running its query. Requests offer gzip, as browsers do.
 *
 *   npm run bench
 *   BENCH_SECONDS=5 BENCH_CACHE_SECONDS=0 npm run bench
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_CONNECTIONS=50 npm run bench
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { cities, hostels } from '../apps/api/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { loadSettings } from '../apps/api/src/settings.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import type { LoadJob, LoadSummary } from './load-generator.ts';
import { seedScale } from './seed-scale.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const cacheSeconds = Number(process.env.BENCH_CACHE_SECONDS ?? 5);
const hostelCount = Number(process.env.BENCH_HOSTELS ?? 10_000);
const roomCount = Number(process.env.BENCH_ROOMS ?? 60_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A word of the hostel-name vocabulary (seed-scale.ts) that a few hundred hostels carry. */
const SEARCH_WORD = 'Shaheen';
const STATIC_PATH = '/bench/static';

interface Target {
  label: string;
  path: string;
  kind: 'static' | 'list' | 'map';
  /** Approved hostels the route should match, from SQL; the list routes print theirs beside it. */
  expected?: number;
  /** Connections for this target when not BENCH_CONNECTIONS. */
  connections?: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-bench-'));
const database = await createScratchDatabase(serverUrl, 'hostelhub_bench');
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const seedStarted = performance.now();
  const seedSteps: string[] = [];
  const seeded = await seedScale(database.db, {
    hostels: hostelCount,
    rooms: roomCount,
    onStep: (step, milliseconds) => seedSteps.push(`${step} ${(milliseconds / 1000).toFixed(1)} s`),
  });
  const seedMs = performance.now() - seedStarted;

  const settings = loadSettings(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BROWSE_CACHE_SECONDS: String(cacheSeconds),
    },
    dataDir,
  );
  const app = await buildApp({ settings, database, logger: false });
  app.get(STATIC_PATH, () => ({ ok: true }));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  try {
    const expected = await expectedCounts();
    const targets: Target[] = [
      { label: 'static route', path: STATIC_PATH, kind: 'static' },
      {
        label: 'list city=Lahore',
        path: '/api/enhanced-hostels?page=1&city=Lahore',
        kind: 'list',
        expected: expected.city,
      },
      {
        label: `list search=${SEARCH_WORD}`,
        path: `/api/enhanced-hostels?search=${SEARCH_WORD}`,
        kind: 'list',
        expected: expected.search,
      },
      {
        label: 'list price+facilities',
        path: '/api/enhanced-hostels?price_min=5000&price_max=15000&facilities=WiFi&facilities=Security',
        kind: 'list',
        expected: expected.priceFacilities,
      },
      {
        label: 'map',
        path: '/api/hostels?status=approved&hasLocation=true',
        kind: 'map',
        expected: expected.map,
      },
      {
        // At 20 connections the load generator itself tops out near 30 MB/s of map answers,
        // so the map is also measured one request at a time: that is the server's latency.
        label: 'map, 1 connection',
        path: '/api/hostels?status=approved&hasLocation=true',
        kind: 'map',
        connections: 1,
      },
    ];

    const cpus = os.cpus();
    console.log(
      `Hostelhub browse benchmark: PostgreSQL ${await serverVersion()}, Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'})`,
    );
    console.log(
      `seed: ${seeded.hostels} hostels (${seeded.approved} approved) with ${seeded.rooms} rooms, ${seeded.hostelFacilities} facility links, ${seeded.messInfo} mess rows, ${seeded.hostelImages} photos, ${seeded.owners} owners in ${(seedMs / 1000).toFixed(1)} s`,
    );
    console.log(`seed steps: ${seedSteps.join(', ')}`);
    console.log(
      `load averages before the run (1/5/15 min): ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}: other work on the machine lowers every figure`,
    );
    console.log(
      `browse cache: ${cacheSeconds > 0 ? `${cacheSeconds} s (identical public list and map requests share one answer; BENCH_CACHE_SECONDS=0 measures every request hitting PostgreSQL)` : 'off: every request runs its query'}`,
    );
    console.log(
      `load: autocannon in a child process (own event loop, same cores as server and PostgreSQL), ${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per route; latency in ms over every response`,
    );

    console.log('\nwhat each route answers (one request each):');
    for (const target of targets) {
      const answer = await probe(`${baseUrl}${target.path}`);
      const expectation =
        target.expected === undefined
          ? ''
          : `, should match ${target.expected}${answer.matches !== undefined && answer.matches !== target.expected ? '  <-- differs: filter not applied yet?' : ''}`;
      console.log(
        `  ${target.label.padEnd(24)} HTTP ${answer.status}, ${answer.matches ?? '-'} hostels${expectation}`,
      );
    }

    const map = await mapPayload(`${baseUrl}/api/hostels?status=approved&hasLocation=true`);
    if (map.status === 200) {
      console.log(
        `  map payload: ${map.hostels} hostels, ${map.rawBytes} bytes JSON, ${map.gzipBytes} bytes gzipped (${map.sentEncoding === 'gzip' ? 'as sent by the server' : 'server sent it uncompressed; gzip level 6 computed here'}), ${(map.gzipBytes / Math.max(1, map.hostels)).toFixed(1)} bytes per hostel`,
      );
    } else {
      console.log(`  map payload: HTTP ${map.status} (route not available)`);
    }

    console.log(
      `\n${'route'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)} ${'x static'.padStart(9)}`,
    );
    const results = new Map<Target, LoadSummary>();
    let staticRate = 0;
    for (const target of targets) {
      const summary = await runLoad({
        url: `${baseUrl}${target.path}`,
        connections: target.connections ?? connections,
        seconds,
        warmupSeconds,
      });
      results.set(target, summary);
      if (target.kind === 'static') staticRate = summary.requestsPerSecond;
      const ratio = staticRate > 0 ? summary.requestsPerSecond / staticRate : Number.NaN;
      console.log(
        `${target.label.padEnd(24)} ${summary.requestsPerSecond.toFixed(0).padStart(8)} ${ms(summary.p50)} ${ms(summary.p95)} ${ms(summary.p99)} ${String(summary.errors).padStart(7)} ${String(summary.non2xx).padStart(8)} ${ratio.toFixed(3).padStart(9)}${summary.non2xx > 0 ? `  (status ${JSON.stringify(summary.statusCodes)})` : ''}`,
      );
    }

    console.log('\ngoals (issue 4):');
    for (const [target, summary] of results) {
      const healthy = summary.errors === 0 && summary.non2xx === 0;
      if (target.kind === 'list') {
        const met = healthy && summary.requestsPerSecond >= 2000 && summary.p99 < 50;
        console.log(
          `  ${target.label.padEnd(24)} >= 2000 req/s and p99 < 50 ms: ${met ? 'met' : 'MISSED'}${healthy ? '' : ' (errors or non-2xx)'}`,
        );
      } else if (target.kind === 'map') {
        const small = map.status === 200 && map.gzipBytes / Math.max(1, map.hostels) < 100;
        const met = healthy && summary.p95 < 30 && small;
        console.log(
          `  ${target.label.padEnd(24)} p95 < 30 ms and < 100 gzipped bytes per hostel: ${met ? 'met' : 'MISSED'}${healthy ? '' : ' (errors or non-2xx)'}`,
        );
      }
    }
  } finally {
    await app.close();
  }
  console.log(
    `\nload averages after the run: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `peak RSS of the server process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function ms(value: number): string {
  return (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(7);
}

/** What the filters should match among approved hostels, by the rules of part 1 section 5. */
async function expectedCounts() {
  const { db } = database;
  const approved = sql`${hostels.status} = 'approved'`;
  const pattern = `%${SEARCH_WORD}%`;
  const [city, search, priceFacilities, map] = await Promise.all([
    db.$count(
      hostels,
      sql`${approved} and ${hostels.cityId} in (select id from cities where lower(name) = 'lahore')`,
    ),
    db.$count(
      hostels,
      sql`${approved} and (${hostels.name} ilike ${pattern} or ${hostels.address} ilike ${pattern}
        or exists (select 1 from cities c where c.id = ${hostels.cityId} and c.name ilike ${pattern})
        or exists (select 1 from towns t where t.id = ${hostels.townId} and t.name ilike ${pattern})
        or exists (select 1 from universities u where u.id = ${hostels.universityId} and u.name ilike ${pattern}))`,
    ),
    db.$count(
      hostels,
      sql`${approved} and ${hostels.priceMin} <= 15000 and ${hostels.priceMax} >= 5000
        and (select count(*) from hostel_facilities hf join facilities f on f.id = hf.facility_id
          where hf.hostel_id = ${hostels.id} and f.name in ('WiFi', 'Security')) = 2`,
    ),
    db.$count(
      hostels,
      sql`${approved} and ${hostels.latitude} is not null and ${hostels.longitude} is not null`,
    ),
  ]);
  return { city, search, priceFacilities, map };
}

async function serverVersion(): Promise<string> {
  const [row] = await database.db
    .select({ version: sql<string>`current_setting('server_version')` })
    .from(cities)
    .limit(1);
  return row?.version ?? 'unknown';
}

/** One GET: its status and how many hostels it holds (`pagination.total`, or map markers). */
async function probe(url: string): Promise<{ status: number; matches: number | undefined }> {
  const response = await fetch(url);
  const body = (await response.json().catch(() => null)) as {
    pagination?: { total?: number };
    data?: { hostels?: unknown[] };
  } | null;
  return {
    status: response.status,
    matches: body?.pagination?.total ?? body?.data?.hostels?.length,
  };
}

/** The map response as a browser asking for gzip receives it, and its sizes. */
function mapPayload(url: string) {
  return new Promise<{
    status: number;
    hostels: number;
    rawBytes: number;
    gzipBytes: number;
    sentEncoding: string;
  }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const sentEncoding = response.headers['content-encoding'] ?? 'identity';
          const raw = sentEncoding === 'gzip' ? gunzipSync(sent) : sent;
          let count = 0;
          try {
            const body = JSON.parse(raw.toString('utf8')) as { data?: { hostels?: unknown[] } };
            count = body.data?.hostels?.length ?? 0;
          } catch {
            count = 0;
          }
          resolve({
            status: response.statusCode ?? 0,
            hostels: count,
            rawBytes: raw.length,
            gzipBytes: sentEncoding === 'gzip' ? sent.length : gzipSync(raw).length,
            sentEncoding,
          });
        });
      })
      .on('error', reject);
  });
}

/** Runs load-generator.ts in a child process for one target and returns its summary. */
function runLoad(job: LoadJob): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./load-generator.ts', import.meta.url)),
      [JSON.stringify(job)],
      { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let summary: LoadSummary | undefined;
    child.on('message', (message) => {
      summary = message as LoadSummary;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`load generator exited with code ${code ?? 'null'} and no result`));
    });
  });
}
