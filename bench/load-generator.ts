/**
 * The load generator of the browse benchmark, run as its own process (forked by browse.ts) so
 * that firing requests and timing responses does not share an event loop with the server it
 * measures. Receives one job as JSON in argv[2], warms the route up, drives it with autocannon
 * and sends back a summary over IPC. Percentiles come from every response time, not from
 * autocannon's fixed list (which has no p95).
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
}

function run(options: autocannon.Options, onResponse?: (milliseconds: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
      else resolve(result);
    });
    if (onResponse) {
      instance.on('response', (_client, _status, _bytes, milliseconds) => onResponse(milliseconds));
    }
  });
}

/** The value at percentile `p` (0 to 100) of sorted numbers, nearest rank. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
  // Browsers always offer gzip; the server uses it for large cached answers.
  const base = {
    url: job.url,
    connections: job.connections,
    headers: { 'accept-encoding': 'gzip' },
  };
  if (job.warmupSeconds > 0) await run({ ...base, duration: job.warmupSeconds });

  // Issue 46: the bench measures the processes' CPU from here to the summary.
  process.send?.({ measuring: true });
  const times: number[] = [];
  const result = await run({ ...base, duration: job.seconds }, (ms) => times.push(ms));
  const sorted = Float64Array.from(times).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  const summary: LoadSummary = {
    requestsPerSecond: times.length / result.duration,
    requests: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    bytesPerSecond: result.throughput.average,
  };
  process.send?.(summary);
}

await main();
