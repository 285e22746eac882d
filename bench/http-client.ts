/**
 * The HTTP side of the simulated users of bench:mixed and bench:faults: one keep-alive agent
 * per user (at most 6 sockets, as a browser opens per host), gzip offered as browsers do, a
 * per-request deadline, and per-route bookkeeping (latency percentiles, errors by kind).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One answer: status, parsed JSON (when asked for and JSON), time to the last byte (ms). */
export interface HttpAnswer {
  status: number;
  body: ApiBody | undefined;
  ms: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
}

/** The API envelope, loosely: every answer has `success`; failures add `error` and `code`. */
export interface ApiBody {
  success?: boolean;
  data?: unknown;
  error?: string;
  code?: string;
  pagination?: { total?: number; page?: number; totalPages?: number };
}

export interface RequestOptions {
  /** `Authorization` header value ('Bearer …'). */
  auth?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Parse the answer as JSON (default true; large answers the user does not read skip it). */
  parse?: boolean;
}

/** Thrown for a request that got no HTTP answer: refused, reset, or past the deadline. */
export class NoAnswerError extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message);
    this.name = 'NoAnswerError';
  }
}

/** A user's HTTP client for the API at `baseUrl`; `close()` ends its sockets. */
export function createHttpClient(baseUrl: string, { timeoutMs = 30_000, maxSockets = 6 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);

  function request(method: string, path: string, options: RequestOptions = {}) {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: http.OutgoingHttpHeaders = {
      'accept-encoding': 'gzip',
      accept: 'application/json',
    };
    if (options.auth) headers.authorization = options.auth;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const started = performance.now();
    return new Promise<HttpAnswer>((resolve, reject) => {
      const req = http.request(
        { host: base.hostname, port: base.port, method, path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => fail(error.message));
          response.on('end', () => {
            clearTimeout(timer);
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            let body: ApiBody | undefined;
            const isJson = String(response.headers['content-type'] ?? '').includes('json');
            // Failures are always read: their message is what the report prints.
            const status = response.statusCode ?? 0;
            if (isJson && (options.parse !== false || status >= 400)) {
              try {
                const text =
                  response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
                body = JSON.parse(text.toString('utf8')) as ApiBody;
              } catch {
                body = undefined;
              }
            }
            resolve({ status, body, ms, bytes: raw.length, headers: response.headers });
          });
        },
      );
      const fail = (message: string) => {
        clearTimeout(timer);
        req.destroy();
        reject(new NoAnswerError(message, performance.now() - started));
      };
      const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
      req.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
      req.end(payload);
    });
  }

  return { request, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The value at percentile `p` (0 to 100) of ascending numbers, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

interface RouteRecord {
  latencies: number[];
  failures: number;
}

/**
 * Per-route counts and latencies, and every distinct failure (route, status, code, message)
 * with how often it happened. A failure is any answer outside 2xx, or no answer at all.
 */
export class RouteRecorder {
  readonly routes = new Map<string, RouteRecord>();
  readonly failures = new Map<string, number>();

  /** Records one call of `route`; returns true when it succeeded (2xx). */
  record(route: string, outcome: HttpAnswer | NoAnswerError): boolean {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { latencies: [], failures: 0 };
      this.routes.set(route, entry);
    }
    entry.latencies.push(outcome.ms);
    const ok = !(outcome instanceof NoAnswerError) && outcome.status >= 200 && outcome.status < 300;
    if (!ok) {
      entry.failures += 1;
      const kind =
        outcome instanceof NoAnswerError
          ? `no answer: ${outcome.message}`
          : `HTTP ${outcome.status} ${outcome.body?.code ?? ''} "${outcome.body?.error ?? ''}"`;
      const key = `${route}: ${kind}`;
      this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    }
    return ok;
  }

  /** Every call across routes. */
  get total(): { calls: number; failures: number } {
    let calls = 0;
    let failures = 0;
    for (const entry of this.routes.values()) {
      calls += entry.latencies.length;
      failures += entry.failures;
    }
    return { calls, failures };
  }

  /** The per-route table: calls, req/s over `seconds`, p50/p95/p99/max ms, failures. */
  table(seconds: number): string {
    const width = Math.max(5, ...[...this.routes.keys()].map((route) => route.length));
    const lines = [
      `${'route'.padEnd(width)} ${'calls'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'errors'.padStart(7)}`,
    ];
    const format = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(7);
    const sortedRoutes = [...this.routes.entries()].sort(
      (a, b) => b[1].latencies.length - a[1].latencies.length,
    );
    const all: number[] = [];
    for (const [route, entry] of sortedRoutes) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      all.push(...sorted);
      lines.push(
        `${route.padEnd(width)} ${String(sorted.length).padStart(7)} ${(sorted.length / seconds).toFixed(1).padStart(7)} ${format(percentile(sorted, 50))} ${format(percentile(sorted, 95))} ${format(percentile(sorted, 99))} ${format(sorted.at(-1) ?? Number.NaN)} ${String(entry.failures).padStart(7)}`,
      );
    }
    all.sort((a, b) => a - b);
    const { failures } = this.total;
    lines.push(
      `${'all routes'.padEnd(width)} ${String(all.length).padStart(7)} ${(all.length / seconds).toFixed(1).padStart(7)} ${format(percentile(all, 50))} ${format(percentile(all, 95))} ${format(percentile(all, 99))} ${format(all.at(-1) ?? Number.NaN)} ${String(failures).padStart(7)}`,
    );
    return lines.join('\n');
  }
}

/** Sleeps `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** A pause of `mean` ms, uniformly between half and one and a half times it. */
export function thinkTime(mean: number): number {
  return mean * (0.5 + Math.random());
}

/**
 * A process's resident memory from /proc: current and peak (VmHWM) in MiB, and the CPU
 * seconds it has used (user + system). Null when the process is gone or /proc is not there.
 */
export async function processUsage(
  pid: number,
): Promise<{ rssMiB: number; peakMiB: number; cpuSeconds: number } | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024, cpuSeconds: ticks / 100 };
  } catch {
    return null;
  }
}

/** Reads `--name=value` or `--name value` from argv, else the environment variable `env`. */
export function option(name: string, env: string, fallback: number): number {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === `--${name}`) return Number(args[index + 1]);
    if (arg.startsWith(`--${name}=`)) return Number(arg.slice(name.length + 3));
  }
  const value = process.env[env];
  return value === undefined || value === '' ? fallback : Number(value);
}

/** The server's logged errors (pino JSON, level 50 and up), counted by message and cause. */
export function serverErrorLines(output: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string; stack?: string };
      };
      if ((entry.level ?? 0) < 50) continue;
      const cause = /caused by: ([^\n]*)/.exec(entry.err?.stack ?? '')?.[1];
      const detail = [entry.err?.message?.split('\n')[0]?.slice(0, 120), cause]
        .filter(Boolean)
        .join(' <- ');
      const key = `${entry.msg ?? ''}${detail ? `: ${detail}` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // Not a log line.
    }
  }
  return counts;
}
