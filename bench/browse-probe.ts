/**
 * The browse benchmark's probes (browse.ts; split from it for issue 42): what each list should
 * match by SQL, the server's version, one GET as a browser sends it, a load run in a child
 * process, and the few hostels given a rare name.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { cities, hostels } from '../apps/api/src/db/schema/index.ts';
import type { LoadJob, LoadSummary } from './load-generator.ts';
import type { RunHooks } from './process-cpu.ts';

/** A word of the hostel-name vocabulary (seed-scale.ts) that about 2% of hostels carry. */
export const SEARCH_WORD = 'Shaheen';

/**
 * A rare name (issue 42): no seeded name holds it; RARE_COUNT approved hostels are renamed to
 * it after the seed (renameRareHostels).
 */
export const RARE_WORD = 'Zarnigar';
const RARE_COUNT = 5;

/** Renames RARE_COUNT approved hostels "Zarnigar Hostel" (their browse rows follow by trigger). */
export async function renameRareHostels(database: Database): Promise<void> {
  await database.db.execute(sql`update hostels set name = ${`${RARE_WORD} Hostel`}
    where id in (select id from hostels where status = 'approved' order by id limit ${RARE_COUNT})`);
}

/** What the filters should match among approved hostels, by the rules of part 1 section 5. */
export async function expectedCounts(database: Database) {
  const { db } = database;
  const approved = sql`${hostels.status} = 'approved'`;
  const pattern = `%${SEARCH_WORD}%`;
  const [city, search, priceFacilities, map, rare] = await Promise.all([
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
    db.$count(hostels, sql`${approved} and ${hostels.name} ilike ${`%${RARE_WORD}%`}`),
  ]);
  return { city, search, priceFacilities, map, rare };
}

export async function serverVersion(database: Database): Promise<string> {
  const [row] = await database.db
    .select({ version: sql<string>`current_setting('server_version')` })
    .from(cities)
    .limit(1);
  return row?.version ?? 'unknown';
}

/**
 * One GET as a browser asking for gzip sends it: its status, how many hostels it holds
 * (`pagination.total`, the map view's `total`, or the old map's markers) and its sizes.
 */
export function probe(url: string) {
  return new Promise<{
    status: number;
    matches: number | undefined;
    /** The list said its total is the planner's estimate (issue 28). */
    estimated: boolean;
    rawBytes: number;
    gzipBytes: number;
  }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          const raw = gzipped ? gunzipSync(sent) : sent;
          let matches: number | undefined;
          let estimated = false;
          try {
            const body = JSON.parse(raw.toString('utf8')) as {
              pagination?: { total?: number; total_exact?: boolean };
              data?: { hostels?: unknown[]; total?: number };
            };
            matches = body.pagination?.total ?? body.data?.total ?? body.data?.hostels?.length;
            estimated = body.pagination?.total_exact === false;
          } catch {
            matches = undefined;
          }
          resolve({
            status: response.statusCode ?? 0,
            matches,
            estimated,
            rawBytes: raw.length,
            gzipBytes: gzipped ? sent.length : gzipSync(raw).length,
          });
        });
      })
      .on('error', reject);
  });
}

/**
 * Runs load-generator.ts in a child process for one target and returns its summary; `hooks`
 * are told when its measured run starts and ends (issue 46, process-cpu.ts).
 */
export function runLoad(job: LoadJob, hooks?: RunHooks): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./load-generator.ts', import.meta.url)),
      [JSON.stringify(job)],
      { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let summary: LoadSummary | undefined;
    child.on('message', (message) => {
      // Issue 46: the warm-up is over; the measured run starts (process-cpu.ts).
      if ((message as { measuring?: boolean }).measuring) {
        hooks?.measuring();
        return;
      }
      hooks?.measured();
      summary = message as LoadSummary;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`load generator exited with code ${code ?? 'null'} and no result`));
    });
  });
}
