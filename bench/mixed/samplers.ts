/**
 * Samplers of the mixed-load benchmark (mixed.ts): the API process's memory, and the CPU time
 * of the PostgreSQL backends serving the benchmark's database.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { processUsage } from '../http-client.ts';

/** Samples the server's memory every 250 ms until stopped; returns the highest RSS seen. */
export function sampleMemory(pid: number) {
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
export function samplePostgresCpu(db: Db, name: string) {
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
