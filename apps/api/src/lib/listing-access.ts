import { AppError, LISTING_MESSAGES, type HostelStatus } from '@hostelhub/shared';
import type { Actor } from './actor.ts';

/** What decides who may change a hostel and its rooms: its owner (and its status for reads). */
export interface ListingOwnership {
  ownerId: string;
  status?: HostelStatus;
}

/** Which listing writes are refused: hostel writes or room writes (their 403 texts differ). */
export type ListingWriteKind = 'hostel' | 'room';

/**
 * Refuses callers who may not write listings at all (DESIGN.md 'Permissions'; part 2 section
 * 6): students (FORBIDDEN, 'Only hostel owners can create hostels' or 'You can only manage
 * rooms for your own hostels'), owners awaiting approval ('Your owner account is awaiting
 * approval') and rejected owners. Approved owners and admins pass.
 */
export function assertCanWriteListings(actor: Actor, kind: ListingWriteKind): void {
  if (actor.role === 'admin') return;
  if (actor.role !== 'owner') {
    throw new AppError(
      'FORBIDDEN',
      kind === 'room' ? LISTING_MESSAGES.ownRoomsOnly : LISTING_MESSAGES.ownersOnly,
    );
  }
  if (actor.ownerApprovalStatus === 'rejected') {
    throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerRejected);
  }
  if (actor.ownerApprovalStatus !== 'approved') {
    throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerPendingApproval);
  }
}

/**
 * Whether the caller manages this hostel: an admin manages every hostel, an owner only their
 * own. Callers answer 404 when this is false, so other owners' ids cannot be probed.
 */
export function managesHostel(actor: Actor, hostel: ListingOwnership): boolean {
  return actor.role === 'admin' || (actor.role === 'owner' && hostel.ownerId === actor.id);
}

/**
 * The write gate for an existing hostel or one of its rooms: assertCanWriteListings, then
 * `notFound` (thrown as is) unless the caller manages the hostel. `hostel` undefined means it
 * does not exist.
 */
export function assertManagesHostel(
  actor: Actor,
  hostel: ListingOwnership | undefined,
  kind: ListingWriteKind,
  notFound: AppError,
): asserts hostel is ListingOwnership {
  assertCanWriteListings(actor, kind);
  if (!hostel || !managesHostel(actor, hostel)) throw notFound;
}

/**
 * Whether the caller may see a hostel and its rooms (DESIGN.md 'Permissions'): approved
 * hostels are public; a pending or rejected one shows only to its owner and to admins.
 */
export function canViewHostel(
  actor: Actor | null,
  hostel: { status: HostelStatus; ownerId: string },
): boolean {
  if (hostel.status === 'approved') return true;
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'owner' && hostel.ownerId === actor.id;
}
