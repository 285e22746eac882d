import {
  AppError,
  HOSTEL_CHANGE_MESSAGES,
  LOCATION_FIELDS,
  type AdminHostelChangesPage,
  type AdminHostelChangesQuery,
  type HostelChange,
  type HostelChangeDecision,
  type HostelChangeField,
  type HostelChangePhoto,
  type ReviewedHostelValues,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { AdminDecisions } from './admin-decision.service.ts';
import type { AdminRepository } from './admin.repository.ts';
import { approvedValuesOf } from '../hostel-changes/approved-values.logic.ts';
import type {
  HostelChangeRow,
  HostelChangesRepository,
} from '../hostel-changes/hostel-changes.repository.ts';
import type { QueueSavedSearchChecks } from '../saved-searches/saved-searches.repository.ts';

/** What reviewing changes needs. */
export interface HostelChangesServiceDeps {
  changes: HostelChangesRepository;
  /** The decision's transaction, the hostel and its owner, and the owner's notice settings. */
  admin: AdminRepository;
  decisions: AdminDecisions;
  /** Removes photo files once their rows are gone (after the commit). */
  removeImages: (storageKeys: string[]) => Promise<void>;
  /** Queues the saved-search alert checks of newly visible hostels, in the caller's transaction. */
  queueSavedSearchChecks: QueueSavedSearchChecks;
  /** Called after a change students can see (the public browse cache). */
  onHostelsChange: () => void;
}

type Parts = Awaited<ReturnType<HostelChangesRepository['describeParts']>>;

/** A map point, or null when the values have none. */
function pointOf(values: ReviewedHostelValues) {
  return typeof values.latitude === 'number' && typeof values.longitude === 'number'
    ? { latitude: values.latitude, longitude: values.longitude }
    : null;
}

/**
 * A location as one line: the university (for a university hostel), town and city names,
 * then the address found for the map point in brackets.
 */
function placeText(values: ReviewedHostelValues, places: Map<string, string>): string | null {
  const name = (id: string | null | undefined) => (id ? places.get(id) : undefined);
  const names = [
    values.location_type === 'university' ? name(values.university_id) : undefined,
    name(values.town_id),
    name(values.city_id),
  ].filter((part): part is string => Boolean(part));
  const text = names.join(', ');
  const found = values.formatted_address ? ` (${values.formatted_address})` : '';
  return text || found ? `${text}${found}`.trim() : null;
}

/** The compared fields of a change: what students see (`before`) and what the owner asks. */
function compare(
  proposed: ReviewedHostelValues,
  before: ReviewedHostelValues,
  places: Map<string, string>,
): HostelChangeField[] {
  const fields: HostelChangeField[] = [];
  const text = (value: string | null | undefined) =>
    value === undefined || value === null || value === '' ? null : value;
  if ('name' in proposed) {
    fields.push({ field: 'name', before: text(before.name), after: text(proposed.name) });
  }
  if ('address' in proposed) {
    fields.push({ field: 'address', before: text(before.address), after: text(proposed.address) });
  }
  if (LOCATION_FIELDS.some((field) => field in proposed)) {
    const after = { ...before, ...proposed };
    fields.push({
      field: 'location',
      before: placeText(before, places),
      after: placeText(after, places),
      before_point: pointOf(before),
      after_point: pointOf(after),
    });
  }
  if ('gender_category' in proposed) {
    fields.push({
      field: 'gender_category',
      before: text(before.gender_category),
      after: text(proposed.gender_category),
    });
  }
  if ('price_range' in proposed) {
    fields.push({
      field: 'price_range',
      before: text(before.price_range),
      after: text(proposed.price_range),
    });
  }
  return fields;
}

/** The changes in the API's shape (HostelChangeSchema), in the order given. */
function describe(rows: readonly HostelChangeRow[], parts: Parts): HostelChange[] {
  const hostelsById = new Map(parts.hostels.map((row) => [row.hostel.id, row]));
  const photo = (row: {
    id: string;
    imageUrl: string;
    thumbnailUrl: string | null;
    imageTitle: string | null;
    roomId: string | null;
    roomTitle: string | null;
  }): HostelChangePhoto => ({
    id: row.id,
    image_url: row.imageUrl,
    thumbnail_url: row.thumbnailUrl,
    image_title: row.imageTitle,
    room_id: row.roomId,
    room_title: row.roomTitle,
  });
  return rows.flatMap((change) => {
    const found = hostelsById.get(change.hostelId);
    if (!found) return [];
    // A decided change compares with what students saw when it was decided.
    const before = change.before ?? approvedValuesOf(found.hostel);
    const removedIds = new Set(change.removedImageIds);
    return {
      id: change.id,
      hostel_id: change.hostelId,
      hostel_name: found.hostel.name,
      status: change.status,
      fields: compare(change.proposed, before, parts.places),
      proposed: change.proposed,
      // Issue 41 item 8: rents of rooms deleted since are left out.
      room_rents: change.roomRents.flatMap((rent) => {
        const room = parts.roomsById.get(rent.room_id);
        return room ? [{ ...rent, room_title: room.title, room_type: room.type }] : [];
      }),
      added_photos: parts.added
        .filter((row) => row.photo.changeId === change.id)
        .map((row) => photo({ ...row.photo, roomTitle: row.roomTitle })),
      removed_photos: parts.removed.filter((row) => removedIds.has(row.id)).map(photo),
      owner: { id: found.hostel.ownerId, full_name: found.ownerName, email: found.ownerEmail },
      reason: change.reason,
      created_at: change.createdAt.toISOString(),
      updated_at: change.updatedAt.toISOString(),
      decided_at: change.decidedAt?.toISOString() ?? null,
    };
  });
}

/**
 * Review of the changes owners make to approved hostels (issue 26 'Edits after approval are
 * reviewed'; docs/decisions/027): the administrator's queue and decisions, and the pending
 * change the owner's views show.
 */
export function createHostelChangesService({
  changes,
  admin,
  decisions,
  removeImages,
  queueSavedSearchChecks,
  onHostelsChange,
}: HostelChangesServiceDeps) {
  async function describeRows(rows: readonly HostelChangeRow[]): Promise<HostelChange[]> {
    return describe(rows, await changes.describeParts(rows));
  }

  return {
    /**
     * The hostel's change waiting for review, described, or null (the detail view of the
     * hostel's owner and administrators).
     */
    async pendingFor(hostelId: string): Promise<HostelChange | null> {
      const row = await changes.findPending(hostelId);
      if (!row) return null;
      return (await describeRows([row]))[0] ?? null;
    },

    /** Which of these hostels have a change waiting (the owner's dashboard). */
    async pendingHostelIds(hostelIds: readonly string[]): Promise<Set<string>> {
      return changes.pendingHostelIds(hostelIds);
    },

    /** How many changes wait (the admin's overview). */
    countPending: () => changes.countPending(),

    /**
     * GET /api/admin/hostel-changes: a page of changes with one status (pending by default,
     * the oldest waiting first; decided ones newest first).
     */
    async list(query: AdminHostelChangesQuery): Promise<AdminHostelChangesPage> {
      const { rows, total } = await changes.list(query);
      return {
        changes: await describeRows(rows),
        total,
        page: query.page,
        limit: query.limit,
        total_pages: Math.ceil(total / query.limit),
      };
    },

    /**
     * PATCH /api/admin/hostel-changes/{id}: approves the change (students see it from the
     * commit; its added photos count as checked) or rejects it with a reason (its added photos
     * are discarded, removed ones stay). One transaction with the owner's notification, the
     * audit record (`hostel_change.approve` / `hostel_change.reject`) and the email in the
     * outbox. Throws NOT_FOUND (404), CONFLICT (409) when already decided.
     */
    async decide(actor: Actor, id: string, input: HostelChangeDecision): Promise<HostelChange> {
      const approved = input.action === 'approve';
      const reason = input.reason || null;
      const storageKeys = await admin.transaction(async (queries, tx) => {
        const change = await changes.lockForDecision(tx, id);
        if (!change) throw new AppError('NOT_FOUND', HOSTEL_CHANGE_MESSAGES.changeNotFound);
        if (change.status !== 'pending') {
          throw new AppError('CONFLICT', HOSTEL_CHANGE_MESSAGES.alreadyDecided);
        }
        const hostel = await queries.lockHostel(change.hostelId);
        if (!hostel) throw new AppError('NOT_FOUND', HOSTEL_CHANGE_MESSAGES.changeNotFound);
        const keys = approved
          ? await changes.approve(tx, change, actor.id, reason)
          : await changes.reject(tx, change, actor.id, reason ?? '');
        // Issue 29: the hostel as approved now may match saved searches it did not before.
        if (approved) await queueSavedSearchChecks(tx, [hostel.id]);
        const hostelName = approved && change.proposed.name ? change.proposed.name : hostel.name;
        await decisions.record(tx, actor.id, {
          subject: 'hostel_change',
          entityId: hostel.id,
          change: { field: 'change', from: 'pending', to: approved ? 'approved' : 'rejected' },
          reason,
          userId: hostel.ownerId,
          hostel: hostelName,
        });
        return keys;
      });
      await removeImages(storageKeys);
      if (approved) onHostelsChange();
      const decided = await changes.find(id);
      if (!decided) throw new AppError('NOT_FOUND', HOSTEL_CHANGE_MESSAGES.changeNotFound);
      const [described] = await describeRows([decided]);
      if (!described) throw new AppError('NOT_FOUND', HOSTEL_CHANGE_MESSAGES.changeNotFound);
      return described;
    },
  };
}

export type HostelChangesService = ReturnType<typeof createHostelChangesService>;
