import {
  AREA_MESSAGES,
  AppError,
  LISTING_MESSAGES,
  MAX_PENDING_AREAS_PER_OWNER,
  type CreateAreaValues,
  type PendingArea,
  type Town,
} from '@hostelhub/shared';
import type { AuditWriter } from '../audit/audit.repository.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BoundQueries } from '../../lib/transaction.ts';
import type { AreasRepository, ReviewRow, TownRow } from './areas.repository.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

export interface AreasServiceDeps {
  areas: AreasRepository;
  /** Called after a review that changes what visitors see (the public browse cache). */
  onChange: () => void;
  /** Writes the action's audit record in its transaction (services.ts hands it in, issue 43). */
  audit: AuditWriter;
}

/** A town as the lists and area routes send it. */
export function toTown({ cityId, nameUr, ...town }: TownRow): Town {
  return { ...town, name_ur: nameUr, city_id: cityId };
}

/** What an area's audit record keeps of it: enough to write the log after a merge deletes it. */
function auditState(row: ReviewRow) {
  return { name: row.name, city: row.city, status: row.status };
}

const areaNotFound = () => new AppError('NOT_FOUND', AREA_MESSAGES.areaNotFound);

/**
 * Turns a unique violation of a confirm or rename into CONFLICT: another administrator
 * confirmed the same name in the city between the check and the write.
 */
function nameTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', AREA_MESSAGES.nameTaken);
  throw error;
}

/** A refusal of the `into_town_id` field of a merge. */
function mergeRefusal(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ field: 'into_town_id', message }]);
}

/**
 * Areas owners add when the picker lacks theirs, and their review (issue 22 item 17;
 * docs/decisions/015). An approved owner's new area is pending: usable at once for their own
 * hostels, shown to students once one of those is approved. An administrator confirms it,
 * renames it (which confirms it) or merges it into a confirmed area of the same city; each
 * review is locked, audited and committed in one transaction.
 */
export function createAreasService({ areas, onChange, audit }: AreasServiceDeps) {
  /** The pending area `id`, locked; NOT_FOUND or CONFLICT (already reviewed) otherwise. */
  async function lockPending(
    queries: BoundQueries<AreasRepository>,
    id: string,
  ): Promise<ReviewRow> {
    const row = await queries.lockTown(id);
    if (!row) throw areaNotFound();
    if (row.status !== 'pending') throw new AppError('CONFLICT', AREA_MESSAGES.onlyPendingAreas);
    return row;
  }

  return {
    /**
     * POST /api/towns: the area `name` of `city_id` for the caller's hostels. An area of that
     * name the owner may already use (a confirmed one, or their own pending one; any case) is
     * answered instead (`created` false). Approved owners only (as creating a hostel); at most
     * MAX_PENDING_AREAS_PER_OWNER pending at once (CONFLICT).
     */
    async create(actor: Actor, input: CreateAreaValues): Promise<{ town: Town; created: boolean }> {
      if (actor.role !== 'owner') throw new AppError('FORBIDDEN', AREA_MESSAGES.ownersOnly);
      if (actor.ownerApprovalStatus === 'rejected') {
        throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerRejected);
      }
      if (actor.ownerApprovalStatus !== 'approved') {
        throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerPendingApproval);
      }
      if (!(await areas.findCity(input.city_id))) {
        const message = AREA_MESSAGES.unknownCity;
        throw new AppError('VALIDATION_ERROR', message, [{ field: 'city_id', message }]);
      }
      const existing = await areas.findUsableNamed(input.city_id, input.name, actor.id);
      if (existing) return { town: toTown(existing), created: false };
      if ((await areas.countPendingBy(actor.id)) >= MAX_PENDING_AREAS_PER_OWNER) {
        throw new AppError('CONFLICT', AREA_MESSAGES.tooManyPending);
      }
      const row = await areas.insertPending({
        cityId: input.city_id,
        name: input.name,
        createdBy: actor.id,
      });
      if (row) return { town: toTown(row), created: true };
      // The same request raced in first: answer its area.
      const raced = await areas.findUsableNamed(input.city_id, input.name, actor.id);
      if (!raced) throw new Error('a pending area vanished right after a conflict');
      return { town: toTown(raced), created: false };
    },

    /** GET /api/admin/towns: every pending area, oldest first, with city, owner and hostels. */
    async listPending(): Promise<PendingArea[]> {
      const rows = await areas.listPending();
      const hostels = await areas.listHostelsIn(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        city_id: row.cityId,
        city: row.city,
        created_by:
          row.creatorId && row.creatorName && row.creatorEmail
            ? { id: row.creatorId, full_name: row.creatorName, email: row.creatorEmail }
            : null,
        hostels: hostels
          .filter((hostel) => hostel.townId === row.id)
          .map(({ id, name, status }) => ({ id, name, status })),
        created_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * POST /api/admin/towns/{id}/confirm: the pending area becomes confirmed as it is. Throws
     * NOT_FOUND; CONFLICT when it is not pending or a confirmed area of its city has its name
     * (merge into that one instead).
     */
    async confirm(actor: Actor, id: string): Promise<Town> {
      const town = await areas.transaction(async (queries, tx) => {
        const row = await lockPending(queries, id);
        if (await queries.findConfirmedNamed(row.cityId, row.name, row.id)) {
          throw new AppError('CONFLICT', AREA_MESSAGES.nameTaken);
        }
        const confirmed = await queries.confirm(id).catch(nameTakenOnRace);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'town.confirm',
          entityType: 'town',
          entityId: id,
          before: auditState(row),
          after: { status: confirmed.status },
        });
        return confirmed;
      });
      onChange();
      return toTown(town);
    },

    /**
     * PATCH /api/admin/towns/{id}: the pending area under its corrected name, confirmed (the
     * administrator has reviewed it). Throws as `confirm`, the new name checked.
     */
    async rename(actor: Actor, id: string, name: string): Promise<Town> {
      const town = await areas.transaction(async (queries, tx) => {
        const row = await lockPending(queries, id);
        if (await queries.findConfirmedNamed(row.cityId, name, row.id)) {
          throw new AppError('CONFLICT', AREA_MESSAGES.nameTaken);
        }
        const renamed = await queries.confirm(id, name).catch(nameTakenOnRace);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'town.rename',
          entityType: 'town',
          entityId: id,
          before: auditState(row),
          after: { name: renamed.name, city: row.city, status: renamed.status },
        });
        return renamed;
      });
      onChange();
      return toTown(town);
    },

    /**
     * POST /api/admin/towns/{id}/merge: every hostel of the pending area moves to
     * `intoTownId`, a confirmed area of the same city, and the pending area is deleted, in one
     * transaction. Throws NOT_FOUND or CONFLICT as `confirm`; VALIDATION_ERROR on
     * `into_town_id` for a missing, pending or other city's area, or the area itself.
     */
    async merge(
      actor: Actor,
      id: string,
      intoTownId: string,
    ): Promise<{ id: string; into: Town; hostels_moved: number }> {
      const result = await areas.transaction(async (queries, tx) => {
        const row = await lockPending(queries, id);
        if (intoTownId === id) throw mergeRefusal(AREA_MESSAGES.mergeTargetSelf);
        const target = await queries.lockTown(intoTownId);
        if (!target) throw mergeRefusal(AREA_MESSAGES.mergeTargetMissing);
        if (target.cityId !== row.cityId) throw mergeRefusal(AREA_MESSAGES.mergeTargetOtherCity);
        if (target.status !== 'confirmed') throw mergeRefusal(AREA_MESSAGES.mergeTargetPending);
        const moved = await queries.mergeInto(id, target.id);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'town.merge',
          entityType: 'town',
          entityId: id,
          before: auditState(row),
          after: { merged_into_id: target.id, merged_into: target.name, hostels_moved: moved },
        });
        const into: Town = {
          id: target.id,
          name: target.name,
          name_ur: target.nameUr,
          city_id: target.cityId,
          latitude: target.latitude,
          longitude: target.longitude,
          status: target.status,
        };
        return { id, into, hostels_moved: moved };
      });
      onChange();
      return result;
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
