import { LIVE_CLOSE_CODES, type LiveEvent, type Message } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Database, Db } from '../db/client.ts';
import { isEnded, LIVE_EVENTS_CHANNEL, type SessionsEndedEnvelope } from './sessions-ended.ts';

export { LIVE_EVENTS_CHANNEL };

// NOTIFY payloads must stay under 8,000 bytes; a long message travels as its id instead and
// each instance with a recipient loads it (rare: most chat messages are short).
const MAX_INLINE_PAYLOAD_BYTES = 4_000;

/** A message.created event whose message is too long to travel: the listener loads it. */
interface MessageRef {
  type: 'message.ref';
  id: string;
}

/** What one NOTIFY of events carries: who gets the events, in order. */
interface EventsEnvelope {
  to: string[];
  events: (LiveEvent | MessageRef)[];
}

type Envelope = EventsEnvelope | SessionsEndedEnvelope;

/** Anything that runs SQL: the database or an open transaction. */
type Executor = Pick<Db, 'execute'>;

export interface LiveEventHubOptions {
  /** Loads a message whose event was too large to travel inline (null when gone). */
  loadMessage: (id: string) => Promise<Message | null>;
  /**
   * Whether the user's session is still live (not ended, user not suspended). Asked for
   * every socket after the listening connection comes back, since an ended-session notice
   * sent while it was down is lost; a socket whose session is over then closes.
   */
  isSessionLive?: (userId: string, sessionId: string) => Promise<boolean>;
  /** Reports a payload that could not be read or delivered. */
  onError?: (error: unknown) => void;
}

/**
 * Live events (spec part 1 section 7 'Live subscriptions'; DESIGN.md data flow): a write calls
 * `publish` inside its transaction, PostgreSQL delivers the NOTIFY on commit to every API
 * instance LISTENing on the database, and each instance sends the event to its own sockets of
 * the recipients, and nobody else. Over PGlite the same SQL reaches this process's listener.
 */
export function createLiveEventHub({ loadMessage, isSessionLive, onError }: LiveEventHubOptions) {
  /** Each user's sockets on this instance, each with the session it signed in with. */
  const socketsByUser = new Map<string, Map<WebSocket, string>>();
  let stopListening: (() => Promise<void>) | null = null;

  function detach(userId: string, socket: WebSocket): void {
    const sockets = socketsByUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) socketsByUser.delete(userId);
  }

  /** Closes (and stops delivering to) `userId`'s sockets whose session `matches`. */
  function closeSessions(userId: string, matches: (sessionId: string) => boolean): void {
    const sockets = socketsByUser.get(userId);
    if (!sockets) return;
    for (const [socket, sessionId] of [...sockets]) {
      if (!matches(sessionId)) continue;
      detach(userId, socket);
      socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
    }
  }

  /** After a lost notice may have missed an ended session: asks about every socket's. */
  async function recheckSessions(): Promise<void> {
    if (!isSessionLive) return;
    const checks = [...socketsByUser].flatMap(([userId, sockets]) =>
      [...new Set(sockets.values())].map(async (sessionId) => {
        if (!(await isSessionLive(userId, sessionId))) {
          closeSessions(userId, (id) => id === sessionId);
        }
      }),
    );
    await Promise.all(checks);
  }

  function deliver(to: readonly string[], event: LiveEvent): void {
    let text: string | null = null;
    for (const userId of to) {
      const sockets = socketsByUser.get(userId);
      if (!sockets) continue;
      text ??= JSON.stringify(event);
      for (const socket of sockets.keys()) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  function hasLocalRecipient(to: readonly string[]): boolean {
    return to.some((userId) => socketsByUser.has(userId));
  }

  async function receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if ('ended' in envelope) {
      const { ended } = envelope;
      closeSessions(ended.userId, (sessionId) => isEnded(ended, sessionId));
      return;
    }
    if (!hasLocalRecipient(envelope.to)) return;
    for (const event of envelope.events) {
      if (event.type !== 'message.ref') {
        deliver(envelope.to, event);
        continue;
      }
      const message = await loadMessage(event.id);
      if (message) deliver(envelope.to, { type: 'message.created', message });
    }
  }

  /** The NOTIFY payload for `events` to `to`, under the size PostgreSQL allows. */
  function payloadOf(to: readonly string[], events: readonly LiveEvent[]): string {
    const recipients = [...new Set(to)];
    const payload = JSON.stringify({
      to: recipients,
      events: [...events],
    } satisfies EventsEnvelope);
    if (Buffer.byteLength(payload) <= MAX_INLINE_PAYLOAD_BYTES) return payload;
    const slim = events.map((event): LiveEvent | MessageRef =>
      event.type === 'message.created' ? { type: 'message.ref', id: event.message.id } : event,
    );
    return JSON.stringify({ to: recipients, events: slim } satisfies EventsEnvelope);
  }

  /**
   * The `select pg_notify(...)` that publishes `events` to `to`, for a write that publishes in
   * the same statement (one round trip; delivered when that statement commits).
   */
  function notification(to: readonly string[], events: readonly LiveEvent[]): SQL {
    return notificationBatch([[to, events]]);
  }

  /** One `select` notifying several groups, each their own events, in one statement. */
  function notificationBatch(
    batches: readonly (readonly [readonly string[], readonly LiveEvent[]])[],
  ): SQL {
    const calls = batches.map(
      ([to, events]) => sql`pg_notify(${LIVE_EVENTS_CHANNEL}, ${payloadOf(to, events)})`,
    );
    return sql`select ${sql.join(calls, sql`, `)}`;
  }

  return {
    /**
     * Starts LISTENing on the database; after the listening connection comes back from a
     * loss, every local socket is told to `resync` (events sent meanwhile are gone) and the
     * sockets whose session ended meanwhile are closed.
     */
    async start(database: Pick<Database, 'listen'>): Promise<void> {
      stopListening = await database.listen(LIVE_EVENTS_CHANNEL, {
        onPayload: (payload) => {
          receive(payload).catch((error: unknown) => onError?.(error));
        },
        onReconnect: () => {
          deliver([...socketsByUser.keys()], { type: 'resync' });
          recheckSessions().catch((error: unknown) => onError?.(error));
        },
      });
    },

    async stop(): Promise<void> {
      await stopListening?.();
      stopListening = null;
      for (const sockets of socketsByUser.values()) {
        for (const socket of sockets.keys()) {
          socket.close(LIVE_CLOSE_CODES.serviceRestart, 'server restarting');
        }
      }
      socketsByUser.clear();
    },

    /**
     * Queues `events` for the users in `to`: sent when the transaction `executor` belongs to
     * commits (at once outside a transaction), dropped if it rolls back.
     */
    async publish(
      executor: Executor,
      to: readonly string[],
      events: readonly LiveEvent[],
    ): Promise<void> {
      if (to.length === 0 || events.length === 0) return;
      await executor.execute(notification(to, events));
    },

    notification,
    notificationBatch,

    /**
     * Delivers this user's events to `socket` until it closes, or until its session
     * (`sessionId`, the refresh family its token was issued for) ends on any instance.
     */
    attach(userId: string, sessionId: string, socket: WebSocket): void {
      let sockets = socketsByUser.get(userId);
      if (!sockets) {
        sockets = new Map();
        socketsByUser.set(userId, sockets);
      }
      sockets.set(socket, sessionId);
      socket.once('close', () => detach(userId, socket));
    },

    /** How many sockets this instance holds, for the health check and the benchmark. */
    connectionCount(): number {
      let count = 0;
      for (const sockets of socketsByUser.values()) count += sockets.size;
      return count;
    },
  };
}

export type LiveEventHub = ReturnType<typeof createLiveEventHub>;
