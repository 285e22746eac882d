import {
  AppError,
  HostelFormSchema,
  LISTING_MESSAGES,
  PHONE_MESSAGES,
  toInternationalMobile,
  toLocalMobile,
  type CreateHostelValues,
  type ErrorDetail,
  type HostelDetail,
  type HostelFormValues,
  type OwnerHostel,
} from '@hostelhub/shared';
import { joinMessages } from '../../plugins/error-handler.ts';
import { assertCanWriteListings, assertManagesHostel } from '../../lib/listing-access.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import { toHostelSummary, type HostelsService } from '../hostels/hostels.service.ts';
import type { ListingsRepository } from './listings.repository.ts';

export interface ListingsServiceDeps {
  listings: ListingsRepository;
  hostels: Pick<HostelsRepository, 'listSummariesByIds' | 'findAccess'>;
  /** Builds the detail answer of a created or updated hostel. */
  detail: Pick<HostelsService, 'getDetail'>;
  /** Whether a number (+92 form) is one of a user's verified phones. */
  phones: { isVerifiedNumber(userId: string, phoneNumber: string): Promise<boolean> };
  /** Called after every committed write (the public browse cache). */
  onChange: () => void;
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
}: ListingsServiceDeps) {
  /**
   * Issue 8: a hostel's contact phone is one of its owner's verified business numbers. Returns
   * it in the +92 form it is stored in; throws VALIDATION_ERROR on contact_phone otherwise.
   */
  async function verifiedContactPhone(ownerId: string, contactPhone: string): Promise<string> {
    const local = toLocalMobile(contactPhone);
    const international = local ? toInternationalMobile(local) : null;
    if (!international || !(await phones.isVerifiedNumber(ownerId, international))) {
      const details = [{ field: 'contact_phone', message: PHONE_MESSAGES.contactPhoneNotVerified }];
      throw new AppError('VALIDATION_ERROR', PHONE_MESSAGES.contactPhoneNotVerified, details);
    }
    return international;
  }

  /**
   * The checks the shared schema cannot make: the city, town and university exist, the town
   * is in the city, every facility exists. Returns the facility ids; throws VALIDATION_ERROR.
   */
  async function checkReferences(values: HostelFormValues): Promise<string[]> {
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
    if (values.town_id && places.townCityId === undefined) {
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
      const summaries = await hostels.listSummariesByIds(extras.map((extra) => extra.id));
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
      assertCanWriteListings(actor, 'hostel');
      if (actor.role !== 'owner') throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownersOnly);
      const { rooms, ...values } = input;
      const facilityIds = await checkReferences(values);
      values.contact_phone = await verifiedContactPhone(actor.id, values.contact_phone);
      const id = await listings.createHostel(actor.id, values, facilityIds, rooms);
      onChange();
      return detail.getDetail(actor, id);
    },

    /**
     * PUT /api/enhanced-hostels/{id}: merges `patch` over the stored hostel, checks the whole
     * result with the form's schema, and saves it (the status never changes). Throws
     * HOSTEL_NOT_FOUND (404) when the hostel is not the caller's (admins manage every one).
     */
    async update(actor: Actor, id: string, patch: Record<string, unknown>): Promise<HostelDetail> {
      const access = await hostels.findAccess(id);
      assertManagesHostel(actor, access, 'hostel', hostelNotFound());
      const stored = await listings.findFormInput(id);
      if (!stored || !access) throw hostelNotFound();
      const values = parseOrThrow(HostelFormSchema, { ...stored, ...patch });
      const facilityIds = await checkReferences(values);
      // Checked when it changes, so a hostel listed before issue 8 can still be edited.
      if (values.contact_phone !== stored.contact_phone) {
        values.contact_phone = await verifiedContactPhone(access.ownerId, values.contact_phone);
      }
      await listings.updateHostel(id, values, facilityIds);
      onChange();
      return detail.getDetail(actor, id);
    },

    /**
     * DELETE /api/enhanced-hostels/{id}: removes the hostel and what belongs to it (decision
     * 16); chats about it stay. Returns the storage keys of the removed photos. Throws
     * HOSTEL_NOT_FOUND (404) as `update` does.
     */
    async remove(actor: Actor, id: string): Promise<{ id: string; storageKeys: string[] }> {
      assertManagesHostel(actor, await hostels.findAccess(id), 'hostel', hostelNotFound());
      const storageKeys = await listings.deleteHostel(id);
      onChange();
      return { id, storageKeys };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
