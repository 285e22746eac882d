/**
 * The requests of the faults benchmark (faults.ts) as the client saw them: each with its time
 * (ms since the load started), status, error and, for a write, what it stored.
 */
import type { ChatPair } from '../../apps/api/test/factories/messaging.ts';
import type { LiveClient } from '../../apps/api/test/live-client.ts';
import { NoAnswerError, type HttpClient } from '../http-client.ts';

export type Kind = 'send message' | 'add favourite' | 'health' | 'guest list';

/** One request as the client saw it. Times are ms since the load started. */
export interface Attempt {
  kind: Kind;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  code?: string;
  error?: string;
  retryAfter?: string;
  /** The row a 2xx write created: message id, or `user:hostel` of a favourite. */
  ack?: string;
  /** What the write was meant to store, to find it afterwards even when it failed. */
  intent?: string;
}

/** A student writing to their hostel's owner, whose WebSocket counts live deliveries. */
export interface Writer {
  pair: ChatPair;
  chatId: string;
  http: HttpClient;
  live: LiveClient;
  liveIds: Set<string>;
  /** When (ms since the load started) the owner's socket was told to resync. */
  resyncs: number[];
}

/** Every attempt of one run, timed from `start()` (from the process's time origin before it). */
export class AttemptLog {
  readonly attempts: Attempt[] = [];
  private t0 = 0;

  /** Starts the clock: the load starts now. */
  start(): void {
    this.t0 = performance.now();
  }

  /** Milliseconds since the load started. */
  now(): number {
    return performance.now() - this.t0;
  }

  /** Sends one request with `client` and logs it; never throws for a missing answer. */
  async attempt(
    client: HttpClient,
    kind: Kind,
    method: string,
    path: string,
    options: { auth?: string; body?: unknown; intent?: string } = {},
  ): Promise<Attempt> {
    const start = this.now();
    const record: Attempt = { kind, start, end: start, status: 0, intent: options.intent };
    try {
      const answer = await client.request(method, path, {
        auth: options.auth,
        body: options.body,
      });
      record.status = answer.status;
      record.code = answer.body?.code;
      record.error = answer.body?.error;
      const retryAfter = answer.headers['retry-after'];
      if (typeof retryAfter === 'string') record.retryAfter = retryAfter;
      if (answer.status >= 200 && answer.status < 300) {
        const data = answer.body?.data as { id?: string; hostel_id?: string } | undefined;
        if (kind === 'send message') record.ack = data?.id;
        if (kind === 'add favourite') record.ack = options.intent;
      }
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
      record.error = `no answer: ${error.message}`;
    }
    record.end = this.now();
    this.attempts.push(record);
    return record;
  }
}
