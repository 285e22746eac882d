import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { cities, hostels, towns, users } from '../../db/schema/index.ts';

/**
 * Which towns a list shows (issue 22 item 17; docs/decisions/015): confirmed ones, pending ones
 * an approved hostel is in (students find that hostel by its area), and the viewer's own
 * pending ones.
 */
export function townVisibleTo(viewerId: string | null): SQL {
  const conditions: SQL[] = [
    eq(towns.status, 'confirmed'),
    sql`exists (select 1 from ${hostels} h where h.town_id = ${towns.id} and h.status = 'approved')`,
  ];
  if (viewerId) conditions.push(eq(towns.createdBy, viewerId));
  return or(...conditions) as SQL;
}

/**
 * Which towns a hostel of `ownerId` may be put in, so the listing form's picker offers only
 * what the save accepts: confirmed ones and the owner's own pending ones.
 */
export function townSelectableBy(ownerId: string | null): SQL {
  return ownerId
    ? (or(eq(towns.status, 'confirmed'), eq(towns.createdBy, ownerId)) as SQL)
    : eq(towns.status, 'confirmed');
}

/** A town as the lists and the area routes answer it (camelCase; the routes rename). */
export const TOWN_COLUMNS = {
  id: towns.id,
  name: towns.name,
  nameUr: towns.nameUr,
  cityId: towns.cityId,
  latitude: towns.latitude,
  longitude: towns.longitude,
  status: towns.status,
};

/** A town with its city's name and who added it, as the review actions read it. */
const REVIEW_COLUMNS = { ...TOWN_COLUMNS, city: cities.name, createdBy: towns.createdBy };

/**
 * Areas owners add and administrators review (issue 22 item 17). The only place with their SQL;
 * `transaction` binds the queries to one transaction, so a review and its audit record commit
 * together.
 */
export function createAreasRepository(db: Db) {
  return withTransactions(db, areaQueries);
}

export type AreasRepository = ReturnType<typeof createAreasRepository>;
export type AreaQueries = ReturnType<typeof areaQueries>;
export type TownRow = NonNullable<Awaited<ReturnType<AreaQueries['findTown']>>>;
export type ReviewRow = NonNullable<Awaited<ReturnType<AreaQueries['lockTown']>>>;

function areaQueries(db: Executor) {
  /** Same name in any case, after both are trimmed. */
  const sameName = (name: string) => sql`lower(${towns.name}) = lower(${name})`;

  return {
    /** The city's id and name, or null when there is no such city. */
    async findCity(cityId: string) {
      const [row] = await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(eq(cities.id, cityId));
      return row ?? null;
    },

    async findTown(id: string) {
      const [row] = await db.select(TOWN_COLUMNS).from(towns).where(eq(towns.id, id));
      return row ?? null;
    },

    /**
     * The city's area named `name` (any case) that `ownerId` may use instead of adding one: a
     * confirmed one first, else the owner's own pending one; null when there is neither.
     */
    async findUsableNamed(cityId: string, name: string, ownerId: string) {
      const [row] = await db
        .select(TOWN_COLUMNS)
        .from(towns)
        .where(
          and(
            eq(towns.cityId, cityId),
            sameName(name),
            or(eq(towns.status, 'confirmed'), eq(towns.createdBy, ownerId)),
          ),
        )
        .orderBy(sql`(${towns.status} = 'confirmed') desc`, asc(towns.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The city's confirmed area named `name` (any case) other than `exceptId`, or null. */
    async findConfirmedNamed(cityId: string, name: string, exceptId: string) {
      const [row] = await db
        .select(TOWN_COLUMNS)
        .from(towns)
        .where(
          and(
            eq(towns.cityId, cityId),
            eq(towns.status, 'confirmed'),
            sameName(name),
            ne(towns.id, exceptId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** How many areas the owner has waiting for review. */
    async countPendingBy(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(towns)
        .where(and(eq(towns.status, 'pending'), eq(towns.createdBy, ownerId)));
      return row?.total ?? 0;
    },

    /**
     * Adds a pending area of the owner's; null when the same name (same case) of theirs raced
     * in first.
     */
    async insertPending(values: { cityId: string; name: string; createdBy: string }) {
      const [row] = await db
        .insert(towns)
        .values({ ...values, status: 'pending' })
        .onConflictDoNothing()
        .returning(TOWN_COLUMNS);
      return row ?? null;
    },

    /** Every pending area, oldest first, with its city and the owner who added it. */
    async listPending() {
      return db
        .select({
          id: towns.id,
          name: towns.name,
          cityId: towns.cityId,
          city: cities.name,
          creatorId: users.id,
          creatorName: users.fullName,
          creatorEmail: users.email,
          createdAt: towns.createdAt,
        })
        .from(towns)
        .innerJoin(cities, eq(cities.id, towns.cityId))
        .leftJoin(users, eq(users.id, towns.createdBy))
        .where(eq(towns.status, 'pending'))
        .orderBy(asc(towns.createdAt), asc(towns.id));
    },

    /** The hostels (any status) in these towns, newest first. */
    async listHostelsIn(townIds: string[]) {
      if (townIds.length === 0) return [];
      return db
        .select({
          id: hostels.id,
          name: hostels.name,
          status: hostels.status,
          townId: hostels.townId,
        })
        .from(hostels)
        .where(inArray(hostels.townId, townIds))
        .orderBy(desc(hostels.createdAt), asc(hostels.id));
    },

    /** A town with its city's name, locked for the rest of the transaction; null if none. */
    async lockTown(id: string) {
      const [row] = await db
        .select(REVIEW_COLUMNS)
        .from(towns)
        .innerJoin(cities, eq(cities.id, towns.cityId))
        .where(eq(towns.id, id))
        .for('update', { of: towns });
      return row ?? null;
    },

    /** Confirms the town, under `name` when given. Returns it as the lists send it. */
    async confirm(id: string, name?: string) {
      const [row] = await db
        .update(towns)
        .set({ status: 'confirmed', ...(name === undefined ? {} : { name }) })
        .where(eq(towns.id, id))
        .returning(TOWN_COLUMNS);
      if (!row) throw new Error(`town ${id} vanished while locked`);
      return row;
    },

    /** Moves every hostel of town `fromId` to `toId`, then deletes `fromId`; the hostel count. */
    async mergeInto(fromId: string, toId: string): Promise<number> {
      const moved = await db
        .update(hostels)
        .set({ townId: toId })
        .where(eq(hostels.townId, fromId))
        .returning({ id: hostels.id });
      await db.delete(towns).where(eq(towns.id, fromId));
      return moved.length;
    },
  };
}
