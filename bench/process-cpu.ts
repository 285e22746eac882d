/**
 * The CPU a route's requests cost (issue 46 item 2): the API process's (this process: the
 * bench runs the real app in it, and the load generator in a child process of its own) from
 * process.cpuUsage(), and PostgreSQL's from /proc/<pid>/stat (utime + stime) of the server
 * backends connected to the bench's database (pg_stat_activity), over the measured run only
 * (the load generator says when its warm-up ends). Backends that connect during the run are
 * counted whole; one that exits during it is lost (the pool keeps its connections while it
 * is busy). PostgreSQL's background processes (WAL writer, autovacuum, checkpointer) are not
 * counted: the routes read. Needs the server on this machine; else its share prints '-'.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';

/** Clock ticks per second of /proc's utime and stime. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) the process `pid` has used, or null when unreadable. */
export function procCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null;
  } catch {
    return null;
  }
}

/** What a measured run cost: CPU milliseconds in all, of the API process and of PostgreSQL. */
export interface CpuSpent {
  apiMs: number;
  /** Null when the server's processes cannot be read (another machine). */
  postgresMs: number | null;
}

/** When the load generator's measured run starts and ends (browse-probe.ts runLoad). */
export interface RunHooks {
  measuring(): void;
  measured(): void;
}

/** The server backends of `database`'s own database. */
async function backendPids(database: Database): Promise<number[]> {
  const result = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  return rowsOf<{ pid: number | string }>(result).map((row) => Number(row.pid));
}

/**
 * Runs `run` (given the hooks it passes to runLoad) and measures the CPU of the API process
 * and of `database`'s backends between the hooks' calls.
 */
export async function measureCpu<T>(
  database: Database,
  run: (hooks: RunHooks) => Promise<T>,
): Promise<{ result: T; cpu: CpuSpent }> {
  const pidsBefore = await backendPids(database);
  let apiStart: NodeJS.CpuUsage | undefined;
  let apiSpent: NodeJS.CpuUsage | undefined;
  const pgStart = new Map<number, number | null>();
  const pgEnd = new Map<number, number | null>();
  const result = await run({
    measuring() {
      apiStart = process.cpuUsage();
      for (const pid of pidsBefore) pgStart.set(pid, procCpuMs(pid));
    },
    measured() {
      apiSpent = process.cpuUsage(apiStart);
      for (const pid of pidsBefore) pgEnd.set(pid, procCpuMs(pid));
    },
  });
  // Backends that connected during the run: all their CPU was spent in it (or its warm-up).
  for (const pid of await backendPids(database)) {
    if (!pgEnd.has(pid)) pgEnd.set(pid, procCpuMs(pid));
  }
  // Unreadable at the start: the server runs elsewhere. Unreadable at the end: exited.
  const readable = [...pgStart.values()].some((ms) => ms !== null);
  let postgresMs = 0;
  for (const [pid, end] of pgEnd) {
    if (end !== null) postgresMs += end - (pgStart.get(pid) ?? 0);
  }
  const apiMs = apiSpent ? (apiSpent.user + apiSpent.system) / 1000 : Number.NaN;
  return { result, cpu: { apiMs, postgresMs: readable ? postgresMs : null } };
}
