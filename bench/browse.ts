/**
 * Browse benchmark (issues 4 and 28): how fast the public browse routes answer at scale on one
 * process, as a curve over the number of hostels.
 *
 * For each scale in BENCH_SCALES (default 1000,10000,100000 hostels, with BENCH_ROOMS_PER_HOSTEL
 * rooms each, 6) it creates a scratch database on the PostgreSQL server in BENCH_DATABASE_URL
 * (default the local server, trust auth), seeds the reference data and the hostels in bulk
 * (seed-scale.ts; the browse read model's triggers fill hostel_browse as the rows arrive),
 * starts the real app on loopback with one extra static route, `/bench/static` (`{ ok: true }`,
 * no database: `/api/health` runs a query, so it is not a floor), and drives each target with
 * autocannon at BENCH_CONNECTIONS connections (20) for BENCH_SECONDS seconds (10) after a
 * BENCH_WARMUP_SECONDS warm-up (1); then drops the database. The load generator runs in a
 * child process (load-generator.ts) so it has its own event loop; it shares the machine's
 * cores with the server and PostgreSQL, so the figures are a floor.
 *
 * Targets: the static route; three filtered lists (a city, a search word, a price band with
 * two facilities); issue 42's searches by relevance (the common name, a rare name five
 * hostels carry, `search=LUMS`, near its campus, and `search=Lahore` from a student's point,
 * nearest first); the viewport map (GET /api/hostels/map) at zoom 5 (all of Pakistan), 10 (a
 * city) and 14 (a neighbourhood), at 20 connections and one request at a time (its latency);
 * the place suggestions (GET /api/places/suggest, issue 42 item 6) for SUGGEST_TEXTS, one
 * request at a time and at BENCH_CONNECTIONS; and, up to 10,000 hostels, the old all-markers
 * map.
 *
 * Prints per scale requests per second, p50/p95/p99 latency (ms), errors, non-2xx answers and
 * the ratio to the static route measured in the same run; how many hostels each list matches
 * (from the route, and from SQL over the hostels table); each map answer's gzipped size; then
 * the curve across scales and the issue's goals: each filtered list at least 25% of the static
 * route's req/s with p99 under 20 ms at 10,000 hostels, losing at most a third of that
 * throughput at 100,000; every map answer under 20 KB gzipped with p95 under 15 ms; every
 * suggestion p95 under 20 ms at every scale; issue 42's four searches each keeping at least
 * 0.67 of their 10,000 throughput at 100,000 (their shares printed). Issue 46: beside each
 * route, the CPU milliseconds per request of the API process (this one) and of PostgreSQL's
 * backends over the measured run (process-cpu.ts), and its goals: the API's CPU per list
 * under 0.3 ms, each list at least 7.5% of the static route with p99 under 20 ms at 10,000,
 * and at least two thirds of that at 100,000. Reports: browse-report.ts.
 *
 * BENCH_CACHE_SECONDS (5, the server's default BROWSE_CACHE_SECONDS) sets the browse cache;
 * 0 measures every request running its query. Requests offer gzip, as browsers do.
 *
 *   npm run bench
 *   BENCH_SECONDS=5 BENCH_CACHE_SECONDS=0 npm run bench
 *   BENCH_SCALES=10000 BENCH_CONNECTIONS=50 npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { loadSettings } from '../apps/api/src/settings.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';
import {
  expectedCounts,
  probe,
  RARE_WORD,
  renameRareHostels,
  runLoad,
  SEARCH_WORD,
  serverVersion,
} from './browse-probe.ts';
import {
  cpuMs,
  cpuPerRequest,
  ms,
  printCurve,
  type ScaleRun,
  type Target,
} from './browse-report.ts';
import { measureCpu } from './process-cpu.ts';
import { seedScale } from './seed-scale.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const cacheSeconds = Number(process.env.BENCH_CACHE_SECONDS ?? 5);
const scales = (process.env.BENCH_SCALES ?? process.env.BENCH_HOSTELS ?? '1000,10000,100000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const roomsPerHostel = Number(process.env.BENCH_ROOMS_PER_HOSTEL ?? 6);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const STATIC_PATH = '/bench/static';

/**
 * What the suggestions are asked (issue 42 item 6): a short name, the first letters of a
 * city, and Urdu typed on an Arabic keyboard.
 */
const SUGGEST_TEXTS = ['lums', 'lah', 'لاهور'];

const MAP_VIEWS = [
  { label: 'map zoom 5 (Pakistan)', bbox: '60.8,23.6,77.9,37.1', zoom: 5 },
  { label: 'map zoom 10 (a city)', bbox: '73.45,31.2,75.2,31.9', zoom: 10 },
  { label: 'map zoom 14 (a neighbourhood)', bbox: '74.30,31.50,74.41,31.55', zoom: 14 },
];

const cpus = os.cpus();
console.log(
  `Hostelhub browse benchmark: Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}); scales ${scales.join(', ')} hostels`,
);
console.log(
  `browse cache: ${cacheSeconds > 0 ? `${cacheSeconds} s (identical public list and map requests share one answer; BENCH_CACHE_SECONDS=0 measures every request hitting PostgreSQL)` : 'off: every request runs its query'}`,
);
console.log(
  `load: autocannon in a child process (own event loop, same cores as server and PostgreSQL), ${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per route; latency in ms over every response`,
);

const runs: ScaleRun[] = [];
for (const scale of scales) runs.push(await runScale(scale));
printCurve(runs);

async function runScale(hostelCount: number): Promise<ScaleRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-bench-'));
  const database = await createScratchDatabase(serverUrl, 'hostelhub_bench');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const seedStarted = performance.now();
    const seedSteps: string[] = [];
    const seeded = await seedScale(database.db, {
      hostels: hostelCount,
      rooms: hostelCount * roomsPerHostel,
      onStep: (step, milliseconds) =>
        seedSteps.push(`${step} ${(milliseconds / 1000).toFixed(1)} s`),
    });
    await renameRareHostels(database);
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
      console.log(`\n=== ${hostelCount.toLocaleString('en')} hostels ===`);
      console.log(`PostgreSQL ${await serverVersion(database)}`);
      console.log(
        `seed: ${seeded.hostels} hostels (${seeded.approved} approved) with ${seeded.rooms} rooms, ${seeded.hostelFacilities} facility links, ${seeded.messInfo} mess rows, ${seeded.hostelImages} photos, ${seeded.owners} owners in ${(seedMs / 1000).toFixed(1)} s (${seedSteps.join(', ')})`,
      );
      console.log(
        `load averages before the run (1/5/15 min): ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}: other work on the machine lowers every figure`,
      );
      const expected = await expectedCounts(database);
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
          search42: true,
        },
        {
          label: `list search=${RARE_WORD}`,
          path: `/api/enhanced-hostels?search=${RARE_WORD}`,
          kind: 'list',
          expected: expected.rare,
          search42: true,
        },
        {
          label: 'list search=LUMS',
          path: '/api/enhanced-hostels?search=LUMS',
          kind: 'list',
          search42: true,
        },
        // Tier 1 nearest first (issue 42): a search naming a city, from the student's own point.
        {
          label: 'list search=Lahore, from a point',
          path: '/api/enhanced-hostels?search=Lahore&lat=31.52&lng=74.35',
          kind: 'list',
          search42: true,
        },
        {
          label: 'list price+facilities',
          path: '/api/enhanced-hostels?price_min=5000&price_max=15000&facilities=WiFi&facilities=Security',
          kind: 'list',
          expected: expected.priceFacilities,
        },
        ...MAP_VIEWS.map((view) => ({
          label: view.label,
          path: `/api/hostels/map?bbox=${view.bbox}&zoom=${view.zoom}`,
          kind: 'map' as const,
        })),
        // One request at a time: the server's own latency, without 20 requests queueing for
        // two cores (the map's p95 goal is a latency).
        ...MAP_VIEWS.map((view) => ({
          label: `${view.label.split(' (')[0]}, 1 connection`,
          path: `/api/hostels/map?bbox=${view.bbox}&zoom=${view.zoom}`,
          kind: 'map-latency' as const,
          connections: 1,
        })),
        // Suggestions as the student types (issue 42 item 6): one request at a time and at
        // BENCH_CONNECTIONS; their p95 goal is 20 ms either way.
        ...SUGGEST_TEXTS.flatMap((text) =>
          [1, connections].map((count) => ({
            label: `suggest q=${text}, ${count} conn`,
            path: `/api/places/suggest?q=${encodeURIComponent(text)}`,
            kind: 'suggest' as const,
            connections: count,
          })),
        ),
        // The old all-markers map grows with every hostel (44 gzipped bytes each): past
        // 10,000 its answers measure the load generator's parsing more than the server.
        ...(hostelCount <= 10_000
          ? [
              {
                label: 'old map, all markers',
                path: '/api/hostels?status=approved&hasLocation=true',
                kind: 'old-map' as const,
                expected: expected.map,
              },
            ]
          : []),
      ];

      console.log('what each route answers (one request each):');
      const mapBytes = new Map<string, number>();
      for (const target of targets) {
        const answer = await probe(`${baseUrl}${target.path}`);
        const expectation =
          target.expected === undefined
            ? ''
            : answer.estimated
              ? `, an estimate (total_exact false); SQL counts ${target.expected}`
              : `, should match ${target.expected}${answer.matches !== undefined && answer.matches !== target.expected ? '  <-- differs' : ''}`;
        if (target.kind === 'map-latency') continue;
        const size =
          target.kind === 'map' || target.kind === 'old-map'
            ? `, ${answer.gzipBytes.toLocaleString('en')} bytes gzipped (${answer.rawBytes.toLocaleString('en')} raw)`
            : '';
        if (target.kind === 'map' || target.kind === 'old-map') {
          mapBytes.set(target.label, answer.gzipBytes);
        }
        console.log(
          `  ${target.label.padEnd(30)} HTTP ${answer.status}, ${answer.matches ?? '-'} hostels${expectation}${size}`,
        );
      }

      // Issue 46: CPU ms per request of the API process and of PostgreSQL's backends.
      console.log(
        `${'route'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)} ${'x static'.padStart(9)} ${'API ms'.padStart(7)} ${'PG ms'.padStart(7)}`,
      );
      const results: ScaleRun['results'] = new Map();
      let staticRate = 0;
      for (const target of targets) {
        const { result: summary, cpu } = await measureCpu(database, (hooks) =>
          runLoad(
            {
              url: `${baseUrl}${target.path}`,
              connections: target.connections ?? connections,
              seconds,
              warmupSeconds,
            },
            hooks,
          ),
        );
        const perRequest = cpuPerRequest(cpu, summary);
        results.set(target.label, { target, summary, cpu: perRequest });
        if (target.kind === 'static') staticRate = summary.requestsPerSecond;
        const ratio = staticRate > 0 ? summary.requestsPerSecond / staticRate : Number.NaN;
        console.log(
          `${target.label.padEnd(30)} ${summary.requestsPerSecond.toFixed(0).padStart(8)} ${ms(summary.p50)} ${ms(summary.p95)} ${ms(summary.p99)} ${String(summary.errors).padStart(7)} ${String(summary.non2xx).padStart(8)} ${ratio.toFixed(3).padStart(9)} ${cpuMs(perRequest.apiMs)} ${cpuMs(perRequest.postgresMs)}${summary.non2xx > 0 ? `  (status ${JSON.stringify(summary.statusCodes)})` : ''}`,
        );
      }
      return { hostels: hostelCount, staticRate, results, mapBytes };
    } finally {
      await app.close();
      console.log(
        `load averages after the run: ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(
            ' ',
          )}; peak RSS of the process so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
