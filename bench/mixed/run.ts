/**
 * The state one mixed-load run (mixed.ts) shares between everyone it simulates: the recorder
 * of every answer, the writes acknowledged, the end of the measured window and the pauses
 * people make; and `call`, the one way a simulated person calls the API.
 */
import {
  NoAnswerError,
  RouteRecorder,
  sleep,
  thinkTime,
  type ApiBody,
  type HttpAnswer,
  type HttpClient,
  type RequestOptions,
} from '../http-client.ts';

/** One run: think time `thinkMs` (mean, ms), arrivals spread over the first `rampSeconds`. */
export class LoadRun {
  readonly recorder = new RouteRecorder();
  writesAcknowledged = 0;
  /** The end of the measured window (performance.now() ms); 0 until the load starts. */
  endAt = 0;

  constructor(
    readonly thinkMs: number,
    readonly rampSeconds: number,
  ) {}

  /** Whether the measured window is still open. */
  running(): boolean {
    return performance.now() < this.endAt;
  }

  /** Users arrive spread over the first `rampSeconds`, not all in the same instant. */
  arrive(): Promise<void> {
    return sleep(Math.random() * this.rampSeconds * 1000);
  }

  /** A think pause, cut short at the end of the run. */
  pause(ms: number): Promise<void> {
    return sleep(Math.min(ms, this.endAt - performance.now()));
  }

  /** A think pause of `thinkMs` (half to one and a half times), cut short at the end of the run. */
  think(): Promise<void> {
    return this.pause(thinkTime(this.thinkMs));
  }
}

/** One simulated person: their HTTP client, their run and, when signed in, who they are. */
export interface Person {
  http: HttpClient;
  run: LoadRun;
  id?: string;
  auth?: string;
}

/** A random element of `values` (not empty). */
export const pick = <T>(values: readonly T[]): T =>
  values[Math.floor(Math.random() * values.length)]!;
/** True with probability `p` (0 to 1). */
export const chance = (p: number) => Math.random() < p;

/** Calls the API as `person` and records the answer under `route`; null when it failed. */
export async function call(
  person: Person,
  route: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpAnswer | null> {
  const { run } = person;
  // Past the end nobody starts a request: the figures cover the measured window only.
  if (!run.running()) return null;
  try {
    const answer = await person.http.request(method, path, { auth: person.auth, ...options });
    const ok = run.recorder.record(route, answer);
    if (ok && method !== 'GET') run.writesAcknowledged += 1;
    return ok ? answer : null;
  } catch (error) {
    if (error instanceof NoAnswerError) {
      run.recorder.record(route, error);
      return null;
    }
    throw error;
  }
}

/** The `data` of an API answer; undefined when there is none. */
export const dataOf = <T>(answer: HttpAnswer | null): T | undefined =>
  (answer?.body as (ApiBody & { data?: T }) | undefined)?.data;
