/**
 * Browse benchmark: how fast the public hostel routes answer on one process.
 *
 * Starts the real app over a fresh database (PGlite in a temporary directory, or the
 * PostgreSQL server in BENCH_DATABASE_URL, where it creates and drops its own database),
 * seeds reference and demo data, then drives each route with autocannon on loopback for a
 * bounded time and prints requests per second, latency percentiles (milliseconds) and errors.
 *
 *   npm run bench                      # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/seed-demo.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference.ts';
import { loadSettings } from '../apps/api/src/settings.ts';
import { createScratchDatabase } from '../apps/api/test/helpers.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-bench-'));
const database = serverUrl
  ? await createScratchDatabase(serverUrl, 'hostelhub_bench')
  : await openDatabase({ pgliteDataDir: path.join(dataDir, 'db') });
await database.migrate();
await seedReferenceData(database.db);
const seedStarted = performance.now();
const demo = await seedDemoData(database.db, { uploadsDir: path.join(dataDir, 'uploads') });
const seedMs = performance.now() - seedStarted;

const settings = loadSettings(
  { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  dataDir,
);
const app = await buildApp({ settings, database, logger: false });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const list = (await (await fetch(`${baseUrl}/api/enhanced-hostels?limit=1`)).json()) as {
  data: { id: string }[];
};
const hostelId = list.data[0]?.id ?? '';

const targets = [
  ['list page 1', '/api/enhanced-hostels?page=1&limit=10'],
  ['list page 5, 50 per page', '/api/enhanced-hostels?page=5&limit=50'],
  ['hostel detail', `/api/enhanced-hostels/${hostelId}`],
  ['cities', '/api/enhanced-hostels/cities'],
  ['stats', '/api/stats'],
] as const;

console.log(
  `Hostelhub browse benchmark: ${database.kind}, ${demo.hostels} hostels (demo seed ${(seedMs / 1000).toFixed(1)} s), ${connections} connections, ${seconds} s per route`,
);
console.log('route                          req/s    p50 ms   p99 ms   errors  non-2xx');
for (const [label, url] of targets) {
  const result = await autocannon({ url: `${baseUrl}${url}`, connections, duration: seconds });
  console.log(
    `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.errors).padStart(8)} ${String(result.non2xx).padStart(8)}`,
  );
}
// The load generator shares this process with the server, so the figures are a floor.
console.log(
  `peak RSS of server and load generator: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
