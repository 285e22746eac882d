import {
  AppError,
  HOSTEL_CHANGE_MESSAGES,
  HostelFormSchema,
  LISTING_MESSAGES,
  PHONE_MESSAGES,
  samePhoneNumber,
  toE164Phone,
  type CreateHostelValues,
  type ErrorDetail,
  type HostelDetail,
  type HostelFormValues,
  type OwnerHostel,
} from '@hostelhub/shared';
import {
  IdempotencyKeyTaken,
  requestFingerprint,
  type IdempotencyStore,
  type StoredResponse,
} from '../../lib/idempotency.ts';
import { assertCanWriteListings, assertManagesHostel } from '../../lib/listing-access.ts';
import { joinMessages, parseOrThrow } from '../../lib/validation.ts';
import type { Actor } from '../../lib/actor.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import { toHostelSummary } from '../hostels/hostel-summary.logic.ts';
import type { HostelsService } from '../hostels/hostels.service.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { HostelChangesRepository } from '../hostel-changes/hostel-changes.repository.ts';

export interface ListingsServiceDeps {
  listings: ListingsRepository;
  hostels: Pick<HostelsRepository, 'listSummariesByIds' | 'findAccess'>;
  /** Builds the detail answer of a created or updated hostel. */
  detail: Pick<HostelsService, 'getDetail'>;
  /** Whether a number (+92 form) is one of a user's verified phones. */
  phones: { isVerifiedNumber(userId: string, phoneNumber: string): Promise<boolean> };
  /**
   * Called after every committed write with the hostel written: drops what the public browse
   * cache showed of it (issue 28).
   */
  onChange: (hostelIds: readonly string[]) => Promise<void>;
  /** Idempotency keys of creates (issue 22 item 1). */
  idempotency: IdempotencyStore;
  /** Changes to approved hostels waiting for review (issue 26). */
  changes: Pick<
    HostelChangesRepository,
    'findPending' | 'holdReviewedEdit' | 'approveAdminEdit' | 'withdraw' | 'pendingHostelIds'
  >;
  /** Visit and reservation requests waiting for the owner, by hostel (issue 27). */
  waitingRequests?: (hostelIds: readonly string[]) => Promise<Map<string, number>>;
}

/** A create's answer: status 201 and the success envelope, or a replayed first answer. */
export interface CreateResult extends StoredResponse {
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

const hostelNotFound = () => new AppError('HOSTEL_NOT_FOUND', LISTING_MESSAGES.hostelNotFound);

/**
 * Owner listings (spec part 2 section 7 'Hostels (owner)', section 5 'Hostel schema', section
 * 6 'Owner'; DESIGN.md 'Permissions'; docs/decisions/006). Access is checked before anything
 * else; other owners' hostels answer 404 so ids cannot be probed.
 */
export function createListingsService({
  listings,
  hostels,
  detail,
  phones,
  onChange,
  idempotency,
  changes,
  waitingRequests,
}: ListingsServiceDeps) {
  /**
   * Issue 8: a hostel's contact phone is one of its owner's verified business numbers. Returns
   * it in the E.164 form it is stored in (typed in any form, compared in E.164: issue 22 item
   * 4); throws VALIDATION_ERROR on contact_phone otherwise.
   */
  async function verifiedContactPhone(ownerId: string, contactPhone: string): Promise<string> {
    const international = toE164Phone(contactPhone, 'mobile');
    if (!international || !(await phones.isVerifiedNumber(ownerId, international))) {
      const details = [{ field: 'contact_phone', message: PHONE_MESSAGES.contactPhoneNotVerified }];
      throw new AppError('VALIDATION_ERROR', PHONE_MESSAGES.contactPhoneNotVerified, details);
    }
    return international;
  }

  /**
   * The checks the shared schema cannot make: the city, town and university exist, the town
   * is in the city, every facility exists. A town an owner added that is still pending is
   * accepted only for that owner's hostels (issue 22 item 17), or when the hostel is already in
   * it (`storedTownId`); another owner's answers as a town that does not exist. Returns the
   * facility ids; throws VALIDATION_ERROR.
   */
  async function checkReferences(
    values: HostelFormValues,
    ownerId: string,
    storedTownId: string | null = null,
  ): Promise<string[]> {
    const [places, facilityIds] = await Promise.all([
      listings.findPlaces({
        cityId: values.city_id,
        townId: values.town_id,
        universityId: values.university_id,
      }),
      listings.findFacilityIds(values.facilities),
    ]);
    const details: ErrorDetail[] = [];
    if (values.city_id && !places.cityExists) {
      details.push({ field: 'city_id', message: LISTING_MESSAGES.unknownLocation });
    }
    const isOthersPendingTown =
      places.town?.status === 'pending' &&
      places.town.createdBy !== ownerId &&
      values.town_id !== storedTownId;
    if (values.town_id && (places.townCityId === undefined || isOthersPendingTown)) {
      details.push({ field: 'town_id', message: LISTING_MESSAGES.unknownLocation });
    } else if (values.town_id && values.city_id && places.townCityId !== values.city_id) {
      details.push({ field: 'town_id', message: LISTING_MESSAGES.townNotInCity });
    }
    if (values.university_id && !places.universityExists) {
      details.push({ field: 'university_id', message: LISTING_MESSAGES.unknownLocation });
    }
    for (const name of values.facilities) {
      if (!facilityIds.has(name)) {
        details.push({
          field: 'facilities',
          message: `${LISTING_MESSAGES.unknownFacility}: ${name}`,
        });
      }
    }
    if (details.length > 0) throw new AppError('VALIDATION_ERROR', joinMessages(details), details);
    return values.facilities.flatMap((name) => facilityIds.get(name) ?? []);
  }

  /** Checks and creates the caller's hostel (see `create`); `withinTransaction` as the repository's. */
  async function createHostel(
    actor: Actor,
    input: CreateHostelValues,
    withinTransaction?: Parameters<ListingsRepository['createHostel']>[4],
  ): Promise<{ id: string; detail: HostelDetail }> {
    assertCanWriteListings(actor, 'hostel');
    if (actor.role !== 'owner') throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownersOnly);
    const { rooms, ...values } = input;
    const facilityIds = await checkReferences(values, actor.id);
    values.contact_phone = await verifiedContactPhone(actor.id, values.contact_phone);
    const id = await listings.createHostel(actor.id, values, facilityIds, rooms, withinTransaction);
    await onChange([id]);
    return { id, detail: await detail.getDetail(actor, id) };
  }

  return {
    /**
     * GET /api/enhanced-hostels/owner/my-hostels: the caller's hostels, every status, newest
     * first. Owners (approved or not) and admins; students get FORBIDDEN (403).
     */
    async listMine(actor: Actor): Promise<OwnerHostel[]> {
      if (actor.role === 'student') {
        throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerRoleRequired);
      }
      const extras = await listings.listOwnerExtras(actor.id);
      const ids = extras.map((extra) => extra.id);
      const [summaries, waiting, requests] = await Promise.all([
        hostels.listSummariesByIds(ids),
        changes.pendingHostelIds(ids),
        waitingRequests?.(ids) ?? new Map<string, number>(),
      ]);
      const byId = new Map(summaries.map((row) => [row.id, row]));
      return extras.flatMap((extra) => {
        const row = byId.get(extra.id);
        if (!row) return [];
        return {
          ...toHostelSummary(row),
          contact_phone: extra.contactPhone,
          rules: extra.rules,
          rejection_reason: extra.rejectionReason,
          room_count: extra.roomCount,
          show_owner_contact: extra.showOwnerContact,
          updated_at: extra.updatedAt.toISOString(),
          has_pending_change: waiting.has(extra.id),
          waiting_requests: requests.get(extra.id) ?? 0,
        };
      });
    },

    /**
     * POST /api/enhanced-hostels: a new pending hostel of the caller, with its mess
     * information and the wizard's rooms, all in one transaction. Throws FORBIDDEN for
     * students, admins and owners not yet approved; VALIDATION_ERROR for unknown places or
     * facilities.
     */
    async create(actor: Actor, input: CreateHostelValues): Promise<HostelDetail> {
      return (await createHostel(actor, input)).detail;
    },

    /**
     * POST /api/enhanced-hostels with an `Idempotency-Key` (issue 22 item 1): the first
     * successful create under `key` stores its answer with the hostel, in the same transaction;
     * the same key (same user, within 24 hours) answers that first result again, even when the
     * requests race. Throws CONFLICT (409) when the key was first used with another body; a
     * refused request (4xx) stores nothing, so a corrected retry may reuse the key.
     */
    async createOnce(actor: Actor, input: CreateHostelValues, key: string): Promise<CreateResult> {
      assertCanWriteListings(actor, 'hostel');
      const fingerprint = requestFingerprint('POST', '/api/enhanced-hostels', input);
      const replay = async (): Promise<CreateResult | null> => {
        const stored = await idempotency.find(actor.id, key, fingerprint);
        if (!stored) return null;
        // Only the hostel id is stored until the full answer is saved after the commit.
        const body = stored.body as { success?: boolean; hostel_id?: string };
        if (body.success === undefined && body.hostel_id) {
          const data = await detail.getDetail(actor, body.hostel_id);
          return { status: stored.status, body: { success: true, data }, replayed: true };
        }
        return { ...stored, replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        const { detail: data } = await createHostel(actor, input, async (tx, hostelId) => {
          const marker = { status: 201, body: { hostel_id: hostelId } };
          const claimed = await idempotency.claim(tx, actor.id, key, fingerprint, marker);
          if (!claimed) throw new IdempotencyKeyTaken();
        });
        const response = { status: 201, body: { success: true, data } };
        await idempotency.saveResponse(actor.id, key, response);
        return { ...response, replayed: false };
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        const first = await replay();
        if (!first) throw error;
        return first;
      }
    },

    /**
     * PUT /api/enhanced-hostels/{id}: merges `patch` over the stored hostel, checks the whole
     * result with the form's schema, and saves it (the status never changes). Issue 26: on an
     * approved hostel the owner's changes to its name, address, location, gender category or
     * a price bound raised by more than a quarter wait for review in its pending change (the
     * base a patch merges over is the owner's own version, pending fields included); the rest
     * applies at once. Administrators' edits apply at once. An empty patch changes nothing
     * (no write, `updated_at` kept: issue 41 item 9) and answers the detail. Throws
     * HOSTEL_NOT_FOUND (404) when the hostel is not the caller's (admins manage every one).
     */
    async update(actor: Actor, id: string, patch: Record<string, unknown>): Promise<HostelDetail> {
      const access = await hostels.findAccess(id);
      assertManagesHostel(actor, access, 'hostel', hostelNotFound());
      if (Object.keys(patch).length === 0) return detail.getDetail(actor, id);
      const [stored, pending] = await Promise.all([
        listings.findFormInput(id),
        actor.role === 'owner' ? changes.findPending(id) : undefined,
      ]);
      if (!stored || !access) throw hostelNotFound();
      const values = parseOrThrow(HostelFormSchema, {
        ...stored,
        ...pending?.proposed,
        ...patch,
      });
      const facilityIds = await checkReferences(values, access.ownerId, stored.town_id);
      // Checked when it changes, so a hostel listed before issue 8 can still be edited.
      // The same number in another form is no change (compared in E.164, issue 22 item 4).
      if (samePhoneNumber(values.contact_phone, stored.contact_phone)) {
        values.contact_phone = stored.contact_phone;
      } else {
        values.contact_phone = await verifiedContactPhone(access.ownerId, values.contact_phone);
      }
      await listings.updateHostel(
        id,
        values,
        facilityIds,
        actor.role === 'owner'
          ? (tx, written) => changes.holdReviewedEdit(tx, id, written)
          : (tx, written) => changes.approveAdminEdit(tx, id, written),
      );
      await onChange([id]);
      return detail.getDetail(actor, id);
    },

    /**
     * DELETE /api/enhanced-hostels/{id}/changes/pending (issue 26): the hostel's owner (or an
     * administrator) withdraws the change waiting for review; its added photos are discarded
     * (their storage keys returned, for the files), removed photos stay. Answers the detail.
     * Throws HOSTEL_NOT_FOUND (404) as `update` does, NOT_FOUND (404) when nothing waits.
     */
    async withdrawChange(
      actor: Actor,
      id: string,
    ): Promise<{ detail: HostelDetail; storageKeys: string[] }> {
      assertManagesHostel(actor, await hostels.findAccess(id), 'hostel', hostelNotFound());
      const storageKeys = await changes.withdraw(id);
      if (!storageKeys) throw new AppError('NOT_FOUND', HOSTEL_CHANGE_MESSAGES.noPendingChange);
      await onChange([id]);
      return { detail: await detail.getDetail(actor, id), storageKeys };
    },

    /**
     * DELETE /api/enhanced-hostels/{id}: removes the hostel and what belongs to it (decision
     * 16); chats about it stay. Returns the storage keys of the removed photos. Throws
     * HOSTEL_NOT_FOUND (404) as `update` does.
     */
    async remove(actor: Actor, id: string): Promise<{ id: string; storageKeys: string[] }> {
      assertManagesHostel(actor, await hostels.findAccess(id), 'hostel', hostelNotFound());
      const storageKeys = await listings.deleteHostel(id);
      await onChange([id]);
      return { id, storageKeys };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
