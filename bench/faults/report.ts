/**
 * What the faults benchmark (faults.ts) prints after the load: acknowledged writes against the
 * rows in the database, every answer by phase, how the API recovered, live events after the
 * restart, and the goals (met or MISSED; a missed one sets a failing exit code).
 */
import { MESSAGES } from '@hostelhub/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { favorites, messages } from '../../apps/api/src/db/schema/index.ts';
import { percentile, serverErrorLines } from '../http-client.ts';
import type { Attempt, Kind, Writer } from './attempts.ts';

/** An answer slower than HANG_MS (while PostgreSQL is down) counts as a hang. */
const HANG_MS = 5_000;
const KINDS: Kind[] = ['send message', 'add favourite', 'health', 'guest list'];

/** When PostgreSQL went down and came back, in ms since the load started. */
export interface FaultTimeline {
  stopIssued: number;
  down: number;
  startIssued: number;
  up: number;
  end: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the whole report of one run (`serverOutput` reads the API's log); see the file comment. */
export async function reportFaults(
  db: Db,
  attempts: Attempt[],
  writers: Writer[],
  timeline: FaultTimeline,
  serverOutput: () => string,
): Promise<void> {
  const { stopIssued, down, startIssued, up, end } = timeline;
  // --- Acknowledged writes against the database.
  const ackedMessages = attempts.filter((a) => a.kind === 'send message' && a.ack);
  const ackedFavourites = attempts.filter((a) => a.kind === 'add favourite' && a.ack);
  const failedMessages = attempts.filter((a) => a.kind === 'send message' && !a.ack);
  const failedFavourites = attempts.filter((a) => a.kind === 'add favourite' && !a.ack);
  const storedMessages = await db.select({ id: messages.id, text: messages.text }).from(messages);
  const storedIds = new Set(storedMessages.map((row) => row.id));
  const storedTexts = new Set(storedMessages.map((row) => row.text));
  const storedFavourites = await db
    .select({ userId: favorites.userId, hostelId: favorites.hostelId })
    .from(favorites)
    .where(
      inArray(
        favorites.userId,
        writers.map((writer) => writer.pair.student.id),
      ),
    );
  const storedPairs = new Set(storedFavourites.map((row) => `${row.userId}:${row.hostelId}`));
  const lostMessages = ackedMessages.filter((a) => !storedIds.has(a.ack ?? ''));
  const lostFavourites = ackedFavourites.filter((a) => !storedPairs.has(a.ack ?? ''));
  // A refused write may still have been stored (committed, then the answer failed): the
  // client sees an error and would retry. A favourite counts only if no later try of the
  // same hostel was acknowledged.
  const ackedPairs = new Set(ackedFavourites.map((a) => a.ack));
  const messagesStoredAnyway = failedMessages.filter((a) => storedTexts.has(a.intent ?? ''));
  const favouritesStoredAnyway = failedFavourites.filter(
    (a) => storedPairs.has(a.intent ?? '') && !ackedPairs.has(a.intent),
  );
  console.log(
    `\nPostgreSQL: stop issued at ${seconds(stopIssued)}, down at ${seconds(down)}; start issued at ${seconds(startIssued)}, accepting connections at ${seconds(up)}; load ended at ${seconds(end)}`,
  );
  console.log(
    `\nwrites (${attempts.filter((a) => a.kind === 'send message' || a.kind === 'add favourite').length} attempted):`,
  );
  console.log(
    `  messages:   ${ackedMessages.length} acknowledged, ${ackedMessages.length - lostMessages.length} of them stored, lost ${lostMessages.length}; ${failedMessages.length} refused`,
  );
  console.log(
    `  favourites: ${ackedFavourites.length} acknowledged, ${ackedFavourites.length - lostFavourites.length} of them stored, lost ${lostFavourites.length}; ${failedFavourites.length} refused`,
  );
  console.log(
    `  refused but stored anyway (a retry would repeat them): ${messagesStoredAnyway.length} messages, ${favouritesStoredAnyway.length} favourites${
      messagesStoredAnyway.length + favouritesStoredAnyway.length > 0
        ? ` (${[...messagesStoredAnyway, ...favouritesStoredAnyway]
            .slice(0, 5)
            .map((a) => `${a.kind} at ${seconds(a.start)}: ${a.status} ${a.code ?? a.error ?? ''}`)
            .join('; ')})`
        : ''
    }`,
  );

  reportPhases(attempts, timeline);
  const lost = lostMessages.length + lostFavourites.length;
  reportRecovery(attempts, writers, timeline, serverOutput, { ackedMessages, lost });
}

/** What the API answered in each phase, and every distinct failure. */
function reportPhases(attempts: Attempt[], { stopIssued, up }: FaultTimeline): void {
  const phases: { label: string; from: number; to: number }[] = [
    { label: 'before the stop', from: 0, to: stopIssued },
    { label: 'while stopping/down', from: stopIssued, to: up },
    { label: 'after PostgreSQL was back', from: up, to: Infinity },
  ];
  console.log('\nanswers by phase (a request belongs to the phase it started in):');
  for (const phase of phases) {
    console.log(`  ${phase.label}:`);
    for (const kind of KINDS) {
      const inPhase = attempts.filter(
        (a) => a.kind === kind && a.start >= phase.from && a.start < phase.to,
      );
      const byOutcome = new Map<string, number>();
      for (const a of inPhase) {
        const key =
          a.status === 0 ? (a.error ?? 'no answer') : `${a.status}${a.code ? ` ${a.code}` : ''}`;
        byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
      }
      const durations = inPhase.map((a) => a.end - a.start).sort((x, y) => x - y);
      console.log(
        `    ${kind.padEnd(14)} ${String(inPhase.length).padStart(5)} requests: ${[
          ...byOutcome.entries(),
        ]
          .map(([key, count]) => `${count} x ${key}`)
          .join(
            ', ',
          )}; p50 ${percentile(durations, 50).toFixed(1)} ms, max ${(durations.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }
  }
  const distinct = new Map<string, number>();
  for (const a of attempts) {
    if (a.status >= 200 && a.status < 300) continue;
    const key = `${a.kind}: ${a.status === 0 ? a.error : `HTTP ${a.status} ${a.code ?? ''} "${a.error ?? ''}" Retry-After ${a.retryAfter ?? '-'}`}`;
    distinct.set(key, (distinct.get(key) ?? 0) + 1);
  }
  console.log('\nevery distinct failure:');
  for (const [key, count] of distinct) console.log(`  ${String(count).padStart(6)} x ${key}`);
}

/** Recovery, live events after the restart, the server's logged errors and the goals. */
function reportRecovery(
  attempts: Attempt[],
  writers: Writer[],
  { stopIssued, up }: FaultTimeline,
  serverOutput: () => string,
  writes: { ackedMessages: Attempt[]; lost: number },
): void {
  const { ackedMessages, lost } = writes;
  const firstOkAfterUp = (kind: Kind) =>
    attempts
      .filter((a) => a.kind === kind && a.start >= up && a.status >= 200 && a.status < 300)
      .sort((x, y) => x.end - y.end)[0];
  const lastFailureAfterUp = attempts
    .filter((a) => a.start >= up && !(a.status >= 200 && a.status < 300))
    .sort((x, y) => y.end - x.end)[0];
  console.log('\nrecovery (from PostgreSQL accepting connections again):');
  for (const kind of KINDS) {
    const first = firstOkAfterUp(kind);
    console.log(
      `  first 2xx ${kind.padEnd(14)} ${first ? `after ${seconds(first.end - up)}` : 'NEVER'}`,
    );
  }
  console.log(
    `  last failure after the restart: ${lastFailureAfterUp ? `${seconds(lastFailureAfterUp.end - up)} after (${lastFailureAfterUp.kind}, ${lastFailureAfterUp.status || lastFailureAfterUp.error})` : 'none'}`,
  );

  // --- Live events after the restart (the LISTEN connection must come back by itself).
  const liveIds = new Set(writers.flatMap((writer) => [...writer.liveIds]));
  const ackedAfterUp = ackedMessages.filter((a) => a.start >= up);
  const deliveredAfterUp = ackedAfterUp.filter((a) => liveIds.has(a.ack ?? ''));
  const firstDelivered = deliveredAfterUp.sort((x, y) => x.start - y.start)[0];
  const missedAfterUp = ackedAfterUp.filter((a) => !liveIds.has(a.ack ?? ''));
  const lastMissed = missedAfterUp.sort((x, y) => y.start - x.start)[0];
  console.log(
    `  live events: ${deliveredAfterUp.length} of ${ackedAfterUp.length} messages acknowledged after the restart reached the owner's socket; ` +
      `first delivered one sent ${firstDelivered ? seconds(firstDelivered.start - up) : '-'} after; ` +
      `last undelivered sent ${lastMissed ? seconds(lastMissed.start - up) : '-'} after`,
  );

  const resyncs = writers.map((writer) => writer.resyncs.find((at) => at >= up));
  const told = resyncs.filter((at): at is number => at !== undefined);
  console.log(
    `  resync: ${told.length} of ${writers.length} owner sockets were told to catch up (event 'resync') ${
      told.length > 0 ? `${seconds(Math.min(...told) - up)} after PostgreSQL was back` : ''
    }; the web app then refetches its chats, so a message missed live still shows`,
  );

  const whileDown = attempts.filter((a) => a.start >= stopIssued && a.start < up);
  const bad = whileDown.filter(
    (a) =>
      a.status === 0 ||
      (a.status >= 500 && a.status !== 503) ||
      (a.status === 503 && a.error !== MESSAGES.databaseUnavailable),
  );
  const slowest = Math.max(0, ...whileDown.map((a) => a.end - a.start));
  const recoveredAfter = firstOkAfterUp('send message');
  console.log('\nserver log, errors by message:');
  for (const [message, count] of serverErrorLines(serverOutput())) {
    console.log(`  ${String(count).padStart(6)} x ${message.slice(0, 200)}`);
  }
  console.log('\ngoals:');
  console.log(`  no acknowledged write lost: ${lost === 0 ? 'met' : `MISSED (${lost} lost)`}`);
  console.log(
    `  while down, 503 with "${MESSAGES.databaseUnavailable}" (or a cached 2xx), never a 500 or a hang (> ${HANG_MS / 1000} s): ` +
      `${bad.length === 0 && slowest <= HANG_MS ? 'met' : `MISSED (${bad.length} other answers)`}; slowest answer ${slowest.toFixed(0)} ms`,
  );
  console.log(
    `  recovers by itself: ${recoveredAfter ? `met, writes acknowledged again ${seconds(recoveredAfter.end - up)} after PostgreSQL was back` : 'MISSED'}`,
  );
  if (lost > 0 || bad.length > 0 || slowest > HANG_MS || !recoveredAfter) process.exitCode = 1;
}
