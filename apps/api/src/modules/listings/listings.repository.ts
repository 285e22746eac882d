import {
  AppError,
  DEFAULT_MEAL_TIMINGS,
  REGISTER_MESSAGES,
  emptyWeeklyMeals,
  parsePriceRange,
  type HostelFormInput,
  type HostelFormValues,
  type WizardRoomValues,
} from '@hostelhub/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  cities,
  facilities,
  favorites,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  pendingPhotos,
  residents,
  roomImages,
  rooms,
  towns,
  universities,
} from '../../db/schema/index.ts';
import { roomColumns } from '../rooms/room-rows.logic.ts';

/** A transaction or the database itself: repository writes run inside the caller's transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What the dashboard shows of a hostel beyond its browse summary. */
export interface OwnerHostelExtras {
  id: string;
  contactPhone: string | null;
  rules: string | null;
  rejectionReason: string | null;
  showOwnerContact: boolean;
  updatedAt: Date;
  roomCount: number;
}

/** The place ids a hostel form names, checked against the reference tables. */
export interface PlaceIds {
  cityId: string | null;
  townId: string | null;
  universityId: string | null;
}

/** Which of the named places exist, and the town's city. */
export interface FoundPlaces {
  cityExists: boolean;
  townCityId: string | null | undefined;
  /** The town's review state and who added it (issue 22 item 17); undefined without a town. */
  town?: { status: 'confirmed' | 'pending'; createdBy: string | null };
  universityExists: boolean;
}

/** The hostel columns a form writes (status, owner and id are never among them). */
function hostelColumns(values: HostelFormValues) {
  const range = parsePriceRange(values.price_range);
  return {
    name: values.name,
    description: values.description,
    address: values.address,
    locationType: values.location_type,
    cityId: values.city_id,
    townId: values.town_id,
    universityId: values.university_id,
    priceRange: values.price_range,
    priceMin: range?.min ?? null,
    priceMax: range?.max ?? null,
    genderCategory: values.gender_category,
    contactPhone: values.contact_phone,
    rules: values.rules,
    latitude: values.latitude,
    longitude: values.longitude,
    formattedAddress: values.formatted_address,
    showOwnerContact: values.show_owner_contact,
  };
}

/**
 * The mess row of a form: when mess is off every field goes back to its default (part 2
 * section 4 'Mess toggle').
 */
function messColumns(values: HostelFormValues) {
  if (!values.mess_available) {
    return {
      messAvailable: false,
      isCompulsory: false,
      monthlyPrice: null,
      messDescription: null,
      mealTimings: { ...DEFAULT_MEAL_TIMINGS },
      weeklyMeals: emptyWeeklyMeals(),
    };
  }
  return {
    messAvailable: true,
    isCompulsory: values.mess_compulsory,
    monthlyPrice: values.mess_monthly_price,
    messDescription: values.mess_description,
    mealTimings: values.mess_meal_timings,
    weeklyMeals: values.mess_weekly_meals,
  };
}

/** Owner listing writes and the reads they need. The only place with their SQL. */
export function createListingsRepository(db: Db) {
  /** Links the hostel to these facility ids, replacing what it had. */
  async function replaceFacilities(tx: Executor, hostelId: string, facilityIds: string[]) {
    await tx.delete(hostelFacilities).where(eq(hostelFacilities.hostelId, hostelId));
    if (facilityIds.length > 0) {
      await tx
        .insert(hostelFacilities)
        .values(facilityIds.map((facilityId) => ({ hostelId, facilityId })));
    }
  }

  /** Writes the hostel's one mess row (insert or update). */
  async function upsertMess(tx: Executor, hostelId: string, values: HostelFormValues) {
    const columns = messColumns(values);
    await tx
      .insert(hostelMessInfo)
      .values({ hostelId, ...columns })
      .onConflictDoUpdate({ target: hostelMessInfo.hostelId, set: columns });
  }

  return {
    /** The owner's hostel ids, newest first, with what the dashboard adds to the summary. */
    async listOwnerExtras(ownerId: string): Promise<OwnerHostelExtras[]> {
      return db
        .select({
          id: hostels.id,
          contactPhone: hostels.contactPhone,
          rules: hostels.rules,
          rejectionReason: hostels.rejectionReason,
          showOwnerContact: hostels.showOwnerContact,
          updatedAt: hostels.updatedAt,
          // Written out qualified: drizzle leaves columns of a one-table select unqualified, and an
          // unqualified "id" inside the subquery would be the room's.
          roomCount: sql<number>`(select count(*)::int from rooms r where r.hostel_id = "hostels"."id")`,
        })
        .from(hostels)
        .where(eq(hostels.ownerId, ownerId))
        .orderBy(desc(hostels.createdAt), asc(hostels.id));
    },

    /**
     * The stored hostel as a form's input (its facility names and mess fields included), the
     * base a partial update is merged over; undefined when there is no such hostel.
     */
    async findFormInput(id: string): Promise<HostelFormInput | undefined> {
      const [row] = await db.select().from(hostels).where(eq(hostels.id, id)).limit(1);
      if (!row) return undefined;
      const [facilityRows, [mess]] = await Promise.all([
        db
          .select({ name: facilities.name })
          .from(hostelFacilities)
          .innerJoin(facilities, eq(facilities.id, hostelFacilities.facilityId))
          .where(eq(hostelFacilities.hostelId, id))
          .orderBy(asc(facilities.name)),
        db.select().from(hostelMessInfo).where(eq(hostelMessInfo.hostelId, id)).limit(1),
      ]);
      return {
        name: row.name,
        description: row.description,
        address: row.address,
        location_type: row.locationType,
        city_id: row.cityId,
        town_id: row.townId,
        university_id: row.universityId,
        price_range: row.priceRange ?? '',
        gender_category: row.genderCategory,
        contact_phone: row.contactPhone ?? '',
        rules: row.rules,
        facilities: facilityRows.map((facility) => facility.name),
        latitude: row.latitude,
        longitude: row.longitude,
        formatted_address: row.formattedAddress,
        show_owner_contact: row.showOwnerContact,
        mess_available: mess?.messAvailable ?? false,
        mess_compulsory: mess?.isCompulsory ?? false,
        mess_monthly_price: mess?.monthlyPrice ?? null,
        mess_description: mess?.messDescription ?? null,
        mess_meal_timings: { ...DEFAULT_MEAL_TIMINGS, ...mess?.mealTimings },
        mess_weekly_meals: { ...emptyWeeklyMeals(), ...mess?.weeklyMeals },
      };
    },

    /** Facility ids by name (exact names of the facilities table); unknown names are absent. */
    async findFacilityIds(names: readonly string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(inArray(facilities.name, [...names]));
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /**
     * Whether the city and university exist, which city the town belongs to, and the town's
     * review state.
     */
    async findPlaces(ids: PlaceIds): Promise<FoundPlaces> {
      const [city, town, university] = await Promise.all([
        ids.cityId
          ? db.select({ id: cities.id }).from(cities).where(eq(cities.id, ids.cityId)).limit(1)
          : [],
        ids.townId
          ? db
              .select({ cityId: towns.cityId, status: towns.status, createdBy: towns.createdBy })
              .from(towns)
              .where(eq(towns.id, ids.townId))
              .limit(1)
          : [],
        ids.universityId
          ? db
              .select({ id: universities.id })
              .from(universities)
              .where(eq(universities.id, ids.universityId))
              .limit(1)
          : [],
      ]);
      const [foundTown] = town;
      return {
        cityExists: city.length > 0,
        townCityId: foundTown?.cityId,
        ...(foundTown
          ? { town: { status: foundTown.status, createdBy: foundTown.createdBy } }
          : {}),
        universityExists: university.length > 0,
      };
    },

    /**
     * Creates a pending hostel with its facility links, its mess row (when mess is offered)
     * and the wizard's rooms, in one transaction: any failure writes nothing. Returns its id.
     * `withinTransaction` runs first in the same transaction with the new id (issue 22 item 1:
     * the idempotency key is stored there); what it throws rolls everything back.
     */
    async createHostel(
      ownerId: string,
      values: HostelFormValues,
      facilityIds: string[],
      newRooms: readonly WizardRoomValues[],
      withinTransaction?: (tx: Executor, hostelId: string) => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [hostel] = await tx
          .insert(hostels)
          .values({ ownerId, status: 'pending', ...hostelColumns(values) })
          .returning({ id: hostels.id });
        if (!hostel) throw new Error('hostel insert returned nothing');
        await withinTransaction?.(tx, hostel.id);
        await replaceFacilities(tx, hostel.id, facilityIds);
        if (values.mess_available) await upsertMess(tx, hostel.id, values);
        if (newRooms.length > 0) {
          await tx
            .insert(rooms)
            .values(newRooms.map((room) => ({ hostelId: hostel.id, ...roomColumns(room) })));
        }
        return hostel.id;
      });
    },

    /**
     * Writes every form field of the hostel, its facility links and its mess row in one
     * transaction. The status and owner are left as they are. `settle` runs first in the same
     * transaction and answers the values to write (issue 26: an owner's reviewed changes to an
     * approved hostel are held back there).
     */
    async updateHostel(
      id: string,
      values: HostelFormValues,
      facilityIds: string[],
      settle?: (tx: Tx, values: HostelFormValues) => Promise<HostelFormValues>,
    ) {
      await db.transaction(async (tx) => {
        values = settle ? await settle(tx, values) : values;
        await tx.update(hostels).set(hostelColumns(values)).where(eq(hostels.id, id));
        await replaceFacilities(tx, id, facilityIds);
        const [existing] = await tx
          .select({ id: hostelMessInfo.id })
          .from(hostelMessInfo)
          .where(eq(hostelMessInfo.hostelId, id))
          .limit(1);
        // A hostel that never had mess keeps no row until mess is switched on.
        if (values.mess_available || existing) await upsertMess(tx, id, values);
      });
    },

    /**
     * Deletes the hostel and what belongs to it (product decision 16) in one transaction:
     * favourites, rooms and their photos, hostel photos (those waiting for review too), mess
     * information and facility links; its changes go with it (cascade).
     * Chats about it stay: their `hostel_id` becomes null and they keep `hostel_name`.
     * Returns the storage keys of the deleted photos, whose files the storage layer removes.
     */
    async deleteHostel(id: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        // Issue 44 item 5: a hostel with residents stays until they have moved out.
        const [resident] = await tx
          .select({ id: residents.id })
          .from(residents)
          .where(and(eq(residents.hostelId, id), isNull(residents.movedOutOn)))
          .limit(1);
        if (resident) throw new AppError('CONFLICT', REGISTER_MESSAGES.residentsLeft);
        const roomIds = tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.hostelId, id));
        const [roomPhotos, hostelPhotos, mess, waiting] = await Promise.all([
          tx
            .delete(roomImages)
            .where(inArray(roomImages.roomId, roomIds))
            .returning({ key: roomImages.storageKey }),
          tx
            .delete(hostelImages)
            .where(eq(hostelImages.hostelId, id))
            .returning({ key: hostelImages.storageKey }),
          tx
            .delete(hostelMessInfo)
            .where(eq(hostelMessInfo.hostelId, id))
            .returning({ key: hostelMessInfo.imageStorageKey }),
          tx
            .delete(pendingPhotos)
            .where(eq(pendingPhotos.hostelId, id))
            .returning({ key: pendingPhotos.storageKey }),
        ]);
        await tx.delete(rooms).where(eq(rooms.hostelId, id));
        await tx.delete(favorites).where(eq(favorites.hostelId, id));
        await tx.delete(hostelFacilities).where(eq(hostelFacilities.hostelId, id));
        await tx.delete(hostels).where(and(eq(hostels.id, id)));
        return [...roomPhotos, ...hostelPhotos, ...mess, ...waiting].flatMap((row) =>
          row.key ? [row.key] : [],
        );
      });
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
