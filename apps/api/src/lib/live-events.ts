import type { LiveEvent, Message } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Database, Db } from '../db/client.ts';

/** The one NOTIFY channel every API instance LISTENs on (DESIGN.md 'Stack', realtime). */
export const LIVE_EVENTS_CHANNEL = 'hostelhub_live_events';

// NOTIFY payloads must stay under 8,000 bytes; a long message travels as its id instead and
// each instance with a recipient loads it (rare: most chat messages are short).
const MAX_INLINE_PAYLOAD_BYTES = 4_000;

/** What one NOTIFY carries: who gets the event, and the event or the message to load for it. */
type Envelope = { to: string[]; event: LiveEvent } | { to: string[]; message_id: string };

/** Anything that runs SQL: the database or an open transaction. */
type Executor = Pick<Db, 'execute'>;

export interface LiveEventHubOptions {
  /** Loads a message whose event was too large to travel inline (null when gone). */
  loadMessage: (id: string) => Promise<Message | null>;
  /** Reports a payload that could not be read or delivered. */
  onError?: (error: unknown) => void;
}

/**
 * Live events (spec part 1 section 7 'Live subscriptions'; DESIGN.md data flow): a write calls
 * `publish` inside its transaction, PostgreSQL delivers the NOTIFY on commit to every API
 * instance LISTENing on the database, and each instance sends the event to its own sockets of
 * the recipients, and nobody else. Over PGlite the same SQL reaches this process's listener.
 */
export function createLiveEventHub({ loadMessage, onError }: LiveEventHubOptions) {
  const socketsByUser = new Map<string, Set<WebSocket>>();
  let stopListening: (() => Promise<void>) | null = null;

  function deliver(to: readonly string[], event: LiveEvent): void {
    let text: string | null = null;
    for (const userId of to) {
      const sockets = socketsByUser.get(userId);
      if (!sockets) continue;
      text ??= JSON.stringify(event);
      for (const socket of sockets) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  function hasLocalRecipient(to: readonly string[]): boolean {
    return to.some((userId) => socketsByUser.has(userId));
  }

  async function receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if (!hasLocalRecipient(envelope.to)) return;
    if ('event' in envelope) {
      deliver(envelope.to, envelope.event);
      return;
    }
    const message = await loadMessage(envelope.message_id);
    if (message) deliver(envelope.to, { type: 'message.created', message });
  }

  return {
    /**
     * Starts LISTENing on the database; after the listening connection comes back from a
     * loss, every local socket is told to `resync` (events sent meanwhile are gone).
     */
    async start(database: Pick<Database, 'listen'>): Promise<void> {
      stopListening = await database.listen(LIVE_EVENTS_CHANNEL, {
        onPayload: (payload) => {
          receive(payload).catch((error: unknown) => onError?.(error));
        },
        onReconnect: () => {
          deliver([...socketsByUser.keys()], { type: 'resync' });
        },
      });
    },

    async stop(): Promise<void> {
      await stopListening?.();
      stopListening = null;
      for (const sockets of socketsByUser.values()) {
        for (const socket of sockets) socket.close(1001, 'server shutting down');
      }
      socketsByUser.clear();
    },

    /**
     * Queues `event` for the users in `to`: sent when the transaction `executor` belongs to
     * commits (at once outside a transaction), dropped if it rolls back.
     */
    async publish(executor: Executor, to: readonly string[], event: LiveEvent): Promise<void> {
      const recipients = [...new Set(to)];
      if (recipients.length === 0) return;
      let payload = JSON.stringify({ to: recipients, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD_BYTES) {
        if (event.type !== 'message.created') throw new Error('live event payload too large');
        payload = JSON.stringify({ to: recipients, message_id: event.message.id });
      }
      await executor.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`);
    },

    /** Delivers this user's events to `socket` until it closes. */
    attach(userId: string, socket: WebSocket): void {
      let sockets = socketsByUser.get(userId);
      if (!sockets) {
        sockets = new Set();
        socketsByUser.set(userId, sockets);
      }
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) {
          socketsByUser.delete(userId);
        }
      });
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
