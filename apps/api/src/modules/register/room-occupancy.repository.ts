import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * A room's beds in use (spec decision 24; issue 44 item 3; docs/decisions/038): residents in a
 * bed + accepted reservations not yet moved in (nor ended) + beds marked taken, at most the
 * room's beds. `rooms.current_occupancy` keeps this count, written only here, in the
 * transaction of every change that moves it, so the read model's free beds and the favourites'
 * "beds freed" alert (which read the column through their triggers) follow the register.
 */
const IN_USE = sql`(
    (SELECT count(*) FROM residents x WHERE x.room_id = r.id AND x.bed_id IS NOT NULL)
  + (SELECT count(*) FROM reservations v
      WHERE v.room_id = r.id AND v.status = 'accepted' AND v.ended_at IS NULL)
  + (SELECT count(*) FROM beds b WHERE b.room_id = r.id AND b.marked_taken)
)::int`;

/** Writes each room's derived `current_occupancy` (never above its beds, never below 0). */
export async function refreshOccupancy(db: Executor, roomIds: readonly string[]): Promise<void> {
  if (roomIds.length === 0) return;
  await db.execute(sql`UPDATE rooms r SET current_occupancy = least(r.max_occupancy, ${IN_USE})
    WHERE r.id IN (${sql.join(
      roomIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND r.current_occupancy IS DISTINCT FROM least(r.max_occupancy, ${IN_USE})`);
}

/**
 * Locks the room for the rest of the transaction (so two placements into its last bed run one
 * after the other) and answers how many beds a newcomer moving in on `moveIn` (a Pakistan date)
 * can have: its beds less those marked taken, less residents still in a bed on that day (a
 * resident on notice leaving on or before it frees theirs), less accepted reservations not yet
 * moved in (`moveIn` null: today, every resident in a bed counting). Null when there is no
 * such room.
 */
export async function lockRoomCapacity(
  db: Executor,
  roomId: string,
  moveIn: string | null,
): Promise<number | null> {
  const [locked] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM rooms WHERE id = ${roomId} FOR UPDATE`),
  );
  if (!locked) return null;
  return roomCapacity(db, roomId, moveIn);
}

/** The same count as lockRoomCapacity, read without a lock (a student asking for a bed). */
export async function roomCapacity(
  db: Executor,
  roomId: string,
  moveIn: string | null,
): Promise<number> {
  // Null: now, every resident in a bed counts (a walk-in needs an empty bed today).
  const leftBy = moveIn === null ? sql`false` : sql`x.leaving_date <= ${moveIn}::date`;
  const [row] = rowsOf<{ free: number }>(
    await db.execute(sql`SELECT (r.max_occupancy
        - (SELECT count(*) FROM beds b WHERE b.room_id = r.id AND b.marked_taken)
        - (SELECT count(*) FROM residents x WHERE x.room_id = r.id AND x.bed_id IS NOT NULL
            AND NOT coalesce(${leftBy}, false))
        - (SELECT count(*) FROM reservations v
            WHERE v.room_id = r.id AND v.status = 'accepted' AND v.ended_at IS NULL))::int AS free
      FROM rooms r WHERE r.id = ${roomId}`),
  );
  return row?.free ?? 0;
}
