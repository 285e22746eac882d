/**
 * What the browse benchmark (browse.ts) prints after its runs: the curve across scales and the
 * issues' goals (issue 28's lists and map, issue 42's searches and suggestions). Split from
 * browse.ts (issue 42).
 */
import type { LoadSummary } from './load-generator.ts';
import type { CpuSpent } from './process-cpu.ts';

/** The goals of issues 28 and 42. */
export const GOALS = {
  listShareOfStatic: 0.25,
  listP99Ms: 20,
  keepAt100k: 2 / 3,
  mapGzipBytes: 20 * 1024,
  mapP95Ms: 15,
  /** Issue 42 item 6: suggestions' p95, one request at a time and at 20 connections. */
  suggestP95Ms: 20,
  /** Issue 46: the API process's CPU per uncached list at 10,000 hostels, milliseconds. */
  listApiCpuMs: 0.3,
  /** Issue 46: each list's share of the static route at 10,000 (with p99 under listP99Ms). */
  listShareOfStatic46: 0.075,
};

export interface Target {
  label: string;
  path: string;
  kind: 'static' | 'list' | 'map' | 'map-latency' | 'old-map' | 'suggest';
  /** Connections for this target when not BENCH_CONNECTIONS. */
  connections?: number;
  /** Approved hostels the route should match, from SQL; the list routes print theirs beside it. */
  expected?: number;
  /** Issue 42: one of the searches whose 100,000/10,000 share the issue sets a goal for. */
  search42?: boolean;
}

/** What one scale measured. */
export interface ScaleRun {
  hostels: number;
  staticRate: number;
  /** Per route: its target, its load summary and (issue 46) CPU ms per request. */
  results: Map<string, { target: Target; summary: LoadSummary; cpu?: CpuSpent }>;
  mapBytes: Map<string, number>;
}

/** The curve across scales, then the issue's goals. */
export function printCurve(all: ScaleRun[]) {
  if (all.length === 0) return;
  console.log('\n=== the curve: req/s (x static route of the same scale), p99 ms ===');
  const labels = [...(all[0]?.results.keys() ?? [])];
  console.log(
    `${'route'.padEnd(30)} ${all.map((run) => `${run.hostels.toLocaleString('en')} hostels`.padStart(28)).join('')}`,
  );
  for (const label of labels) {
    const cells = all.map((run) => {
      const found = run.results.get(label);
      if (!found) return '-'.padStart(28);
      const { summary } = found;
      const share = run.staticRate > 0 ? summary.requestsPerSecond / run.staticRate : Number.NaN;
      return `${summary.requestsPerSecond.toFixed(0)} (${share.toFixed(3)}), ${ms(summary.p99).trim()}`.padStart(
        28,
      );
    });
    console.log(`${label.padEnd(30)} ${cells.join('')}`);
  }
  printSearchShares(all);
  printCpuGoals(all);
  const at = (hostelCount: number) => all.find((run) => run.hostels === hostelCount);
  const tenK = at(10_000);
  const hundredK = at(100_000);
  console.log('\ngoals (issue 28, uncached when BENCH_CACHE_SECONDS=0):');
  for (const label of labels) {
    const kind = all[0]?.results.get(label)?.target.kind;
    if (kind === 'list') {
      const ten = tenK?.results.get(label)?.summary;
      if (ten && tenK) {
        const share = ten.requestsPerSecond / tenK.staticRate;
        const met = share >= GOALS.listShareOfStatic && ten.p99 < GOALS.listP99Ms && healthy(ten);
        console.log(
          `  ${label.padEnd(30)} at 10,000: >= 25% of static (${(share * 100).toFixed(1)}%) and p99 < 20 ms (${ms(ten.p99).trim()}): ${met ? 'met' : 'MISSED'}`,
        );
      }
      const hundred = hundredK?.results.get(label)?.summary;
      if (ten && hundred) {
        const kept = hundred.requestsPerSecond / ten.requestsPerSecond;
        console.log(
          `  ${label.padEnd(30)} at 100,000: keeps >= 2/3 of its 10,000 req/s (${(kept * 100).toFixed(0)}%): ${kept >= GOALS.keepAt100k && healthy(hundred) ? 'met' : 'MISSED'}`,
        );
      }
    } else if (kind === 'suggest') {
      for (const run of all) {
        const summary = run.results.get(label)?.summary;
        if (!summary) continue;
        const met = summary.p95 < GOALS.suggestP95Ms && healthy(summary);
        console.log(
          `  ${label.padEnd(30)} at ${run.hostels.toLocaleString('en')}: p95 < 20 ms (${ms(summary.p95).trim()}): ${met ? 'met' : 'MISSED'}`,
        );
      }
    } else if (kind === 'map') {
      const latencyLabel = `${label.split(' (')[0]}, 1 connection`;
      for (const run of all) {
        const bytes = run.mapBytes.get(label) ?? Number.NaN;
        const alone = run.results.get(latencyLabel)?.summary;
        if (!alone) continue;
        const met = bytes < GOALS.mapGzipBytes && alone.p95 < GOALS.mapP95Ms && healthy(alone);
        console.log(
          `  ${label.padEnd(30)} at ${run.hostels.toLocaleString('en')}: < 20 KB gzipped (${(bytes / 1024).toFixed(1)} KB) and p95 < 15 ms one request at a time (${ms(alone.p95).trim()}): ${met ? 'met' : 'MISSED'}`,
        );
      }
    }
  }
}

/**
 * Issue 42's goal: each search by relevance (Target.search42) keeps at least 0.67 of its
 * 10,000-hostel throughput at 100,000; prints each share and whether it is met.
 */
function printSearchShares(all: ScaleRun[]) {
  const tenK = all.find((run) => run.hostels === 10_000);
  const hundredK = all.find((run) => run.hostels === 100_000);
  if (!tenK || !hundredK) return;
  console.log(
    '\nissue 42, searches by relevance: req/s at 100,000 / req/s at 10,000 (goal >= 0.67):',
  );
  for (const [label, { target }] of tenK.results) {
    if (!target.search42) continue;
    const ten = tenK.results.get(label)?.summary;
    const hundred = hundredK.results.get(label)?.summary;
    if (!ten || !hundred) continue;
    const share = hundred.requestsPerSecond / ten.requestsPerSecond;
    const met = share >= 0.67 && healthy(ten) && healthy(hundred);
    console.log(
      `  ${label.padEnd(30)} ${hundred.requestsPerSecond.toFixed(0)} / ${ten.requestsPerSecond.toFixed(0)} = ${share.toFixed(2)}: ${met ? 'met' : 'MISSED'}`,
    );
  }
}

/** CPU milliseconds per request of a run's totals (process-cpu.ts) over its requests. */
export function cpuPerRequest(cpu: CpuSpent, summary: LoadSummary): CpuSpent {
  const requests = Math.max(1, summary.requests);
  return {
    apiMs: cpu.apiMs / requests,
    postgresMs: cpu.postgresMs === null ? null : cpu.postgresMs / requests,
  };
}

/** CPU milliseconds per request with three decimals, padded; '-' when unknown. */
export function cpuMs(value: number | null): string {
  return (value !== null && Number.isFinite(value) ? value.toFixed(3) : '-').padStart(7);
}

/**
 * Issue 46's goals, with the CPU split per route beside the static route's: at 10,000 hostels
 * (uncached) the API process's CPU per list under 0.3 ms, and each list at least 7.5% of the
 * static route with p99 under 20 ms; at 100,000 each list keeps two thirds of its 10,000
 * throughput. Each line says met or MISSED with its figures.
 */
function printCpuGoals(all: ScaleRun[]) {
  console.log(
    '\n=== issue 46: CPU ms per request, API process / PostgreSQL (static route beside) ===',
  );
  for (const run of all) {
    const staticCpu = [...run.results.values()].find((r) => r.target.kind === 'static')?.cpu;
    console.log(
      `${run.hostels.toLocaleString('en')} hostels: static route ${cpuMs(staticCpu?.apiMs ?? null).trim()} / ${cpuMs(staticCpu?.postgresMs ?? null).trim()}`,
    );
    for (const [label, { target, cpu }] of run.results) {
      if (target.kind !== 'list' && target.kind !== 'map') continue;
      console.log(
        `  ${label.padEnd(34)} API ${cpuMs(cpu?.apiMs ?? null)}  PostgreSQL ${cpuMs(cpu?.postgresMs ?? null)}`,
      );
    }
  }
  const tenK = all.find((run) => run.hostels === 10_000);
  const hundredK = all.find((run) => run.hostels === 100_000);
  console.log('\ngoals (issue 46, uncached when BENCH_CACHE_SECONDS=0):');
  if (!tenK) console.log('  (no 10,000-hostel run: the goals are at 10,000 and 100,000)');
  for (const [label, { target, summary, cpu }] of tenK?.results ?? []) {
    if (target.kind !== 'list' || !tenK) continue;
    const api = cpu?.apiMs ?? Number.NaN;
    console.log(
      `  ${label.padEnd(34)} at 10,000: API CPU per list < 0.3 ms (${cpuMs(api).trim()} ms; PostgreSQL ${cpuMs(cpu?.postgresMs ?? null).trim()} ms): ${api < GOALS.listApiCpuMs && healthy(summary) ? 'met' : 'MISSED'}`,
    );
    const share = summary.requestsPerSecond / tenK.staticRate;
    const met = share >= GOALS.listShareOfStatic46 && summary.p99 < GOALS.listP99Ms;
    console.log(
      `  ${label.padEnd(34)} at 10,000: >= 7.5% of static (${(share * 100).toFixed(1)}%: ${summary.requestsPerSecond.toFixed(0)} of ${tenK.staticRate.toFixed(0)} req/s) and p99 < 20 ms (${ms(summary.p99).trim()}): ${met && healthy(summary) ? 'met' : 'MISSED'}`,
    );
    const hundred = hundredK?.results.get(label)?.summary;
    if (!hundred) continue;
    const kept = hundred.requestsPerSecond / summary.requestsPerSecond;
    console.log(
      `  ${label.padEnd(34)} at 100,000: keeps >= 2/3 of its 10,000 req/s (${hundred.requestsPerSecond.toFixed(0)} / ${summary.requestsPerSecond.toFixed(0)} = ${(kept * 100).toFixed(0)}%): ${kept >= GOALS.keepAt100k && healthy(hundred) ? 'met' : 'MISSED'}`,
    );
  }
}

export function healthy(summary: LoadSummary): boolean {
  return summary.errors === 0 && summary.non2xx === 0;
}

/** Milliseconds with one decimal, padded; '-' when there is none (a route that never answered). */
export function ms(value: number | null): string {
  return (value !== null && Number.isFinite(value) ? value.toFixed(1) : '-').padStart(7);
}
