import { AppError, MESSAGES, REGISTER_MESSAGES } from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { RegisterQueries } from './register.repository.ts';
import type { RegisterRole } from './register.types.ts';

/** A hostel as the register's access check found it. */
export interface RegisterHostel {
  id: string;
  name: string;
  ownerId: string;
  messCompulsory: boolean;
  messMonthlyPrice: number | null;
  role: RegisterRole;
}

/**
 * Who works a hostel's register (issue 44 item 4; spec decisions 25 and 26): its owner and its
 * staff (managers and wardens). Administrators get 403 with a sentence (residents' privacy, as
 * for chats); anyone else, staff of another hostel included, 404 so ids cannot be probed:
 * `notFound` (default "Hostel not found") names what was addressed, a resident or a bed.
 */
export async function registerAccess(
  queries: Pick<RegisterQueries, 'findHostel'>,
  actor: Actor,
  hostelId: string,
  notFound: () => AppError = () => new AppError('NOT_FOUND', MESSAGES.hostelNotFound),
): Promise<RegisterHostel> {
  if (actor.role === 'admin') throw new AppError('FORBIDDEN', REGISTER_MESSAGES.adminsNoRegister);
  const hostel = await queries.findHostel(hostelId, actor.id);
  const role: RegisterRole | null =
    hostel?.ownerId === actor.id ? 'owner' : (hostel?.staffRole ?? null);
  if (!hostel || !role) throw notFound();
  return {
    id: hostel.id,
    name: hostel.name,
    ownerId: hostel.ownerId,
    messCompulsory: hostel.messCompulsory,
    messMonthlyPrice: hostel.messMonthlyPrice,
    role,
  };
}

/** NOT_FOUND with the register's sentence for a resident. */
export const residentNotFound = () => new AppError('NOT_FOUND', REGISTER_MESSAGES.residentNotFound);
/** NOT_FOUND with the register's sentence for a bed. */
export const bedNotFound = () => new AppError('NOT_FOUND', REGISTER_MESSAGES.bedNotFound);
/** CONFLICT (409) with a sentence. */
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** VALIDATION_ERROR (400) naming the field. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }]);
