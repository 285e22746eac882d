import {
  AppError,
  karachiToday,
  REGISTER_MESSAGES,
  RESIDENT_ERASE_MONTHS,
  type RegisterHostel,
  type RoomBeds,
  type Stay,
  type UpdateBedValues,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { bedMap } from './beds.logic.ts';
import { bedNotFound, conflict, registerAccess } from './register-access.service.ts';
import type { RegisterServiceDeps } from './register.types.ts';
import { ERASED_COLUMNS, residentStatus } from './residents.logic.ts';

const BATCH = 200;

/** `date` (YYYY-MM-DD) less `months` calendar months, clamped to the month's last day. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The register's beds, a student's stays and its timed work (issue 44 items 1 to 3 and 5;
 * docs/decisions/038).
 */
export function createRegisterService({
  register,
  onRoomsChange,
  now = () => new Date(),
}: RegisterServiceDeps) {
  /** The hostel's bed map, read after the caller's access was checked. */
  async function mapOf(hostelId: string): Promise<RoomBeds[]> {
    const { roomRows, bedRows, occupants, holds } = await register.roomsWithBeds(hostelId);
    return bedMap(roomRows, bedRows, occupants, holds);
  }

  return {
    /**
     * GET /api/enhanced-hostels/{id}/beds: every room's beds as free, occupied (by whom),
     * reserved, on notice (free from a date) or marked taken (spec decision 24). Owner and
     * staff; FORBIDDEN (403) for administrators, NOT_FOUND (404) for anyone else.
     */
    async bedMap(actor: Actor, hostelId: string): Promise<RoomBeds[]> {
      await registerAccess(register, actor, hostelId);
      return mapOf(hostelId);
    },

    /**
     * PATCH /api/beds/{id}: the owner renames a bed (`label`, unique in its room); the owner
     * or staff mark an empty bed taken without a resident record (a free place in the room is
     * needed) or clear the mark. Throws FORBIDDEN (403) when staff rename, CONFLICT (409) for
     * a label in use or no free place, NOT_FOUND (404).
     */
    async updateBed(actor: Actor, bedId: string, input: UpdateBedValues): Promise<RoomBeds[]> {
      const hostelId = await register.transaction(async (queries) => {
        const bed = await queries.findBed(bedId);
        if (!bed) throw bedNotFound();
        const hostel = await registerAccess(queries, actor, bed.hostelId, bedNotFound);
        if (input.label !== undefined && hostel.role !== 'owner') {
          throw new AppError('FORBIDDEN', REGISTER_MESSAGES.staffOnlyOwner);
        }
        if (input.marked_taken !== undefined && input.marked_taken !== bed.markedTaken) {
          const free = await queries.lockRoom(bed.roomId, null);
          if (input.marked_taken) {
            if (await queries.occupantOf(bed.id)) throw conflict(REGISTER_MESSAGES.bedTaken);
            if ((free ?? 0) <= 0) throw conflict(REGISTER_MESSAGES.noFreeBed);
          }
        }
        const renamed = await queries
          .updateBed(bed.id, { label: input.label, markedTaken: input.marked_taken })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(REGISTER_MESSAGES.bedLabelInvalid) : error;
          });
        if (!renamed) throw bedNotFound();
        await queries.refreshOccupancy([bed.roomId]);
        return bed.hostelId;
      });
      await onRoomsChange([hostelId]);
      return mapOf(hostelId);
    },

    /** GET /api/users/me/stays: the caller's stays in hostels' registers, newest first. */
    async stays(actor: Actor): Promise<Stay[]> {
      const rows = await register.staysOf(actor.id);
      return rows.map((row) => ({
        id: row.id,
        hostel: { id: row.hostelId, hostel_name: row.hostelName },
        room:
          row.roomId && row.roomType !== null
            ? { id: row.roomId, room_title: row.roomTitle, room_type: row.roomType }
            : null,
        bed_label: row.bedLabel,
        status: residentStatus(row),
        move_in_date: row.moveInDate,
        leaving_date: row.leavingDate,
        moved_out_on: row.movedOutOn,
        monthly_rent: row.monthlyRent,
        mess_charge: row.messCharge,
        takes_mess: row.takesMess,
      }));
    },

    /** GET /api/users/me/register-hostels: the hostels whose register the caller works. */
    async registerHostels(actor: Actor): Promise<RegisterHostel[]> {
      if (actor.role === 'admin') return [];
      const rows = await register.registerHostels(actor.id);
      return rows.map((row) => ({
        id: row.id,
        hostel_name: row.hostelName,
        role: row.ownerId === actor.id ? 'owner' : (row.staffRole ?? 'warden'),
      }));
    },

    /**
     * The register's timed work (every few minutes): beds of residents whose leaving date has
     * come (Pakistan date) are freed, and personal details are erased 12 months after move-out
     * (spec decision 26). Rows are claimed with SKIP LOCKED, so two processes never take the
     * same one. Answers how many residents changed.
     */
    async runDueWork(): Promise<number> {
      const today = karachiToday(now());
      const freed = await register.transaction(async (queries) => {
        const leaving = await queries.dueToLeave(today, BATCH);
        for (const resident of leaving) {
          await queries.updateResident(resident.id, { bedId: null });
          await queries.recordEvent({
            residentId: resident.id,
            hostelId: resident.hostelId,
            actorId: null,
            event: 'bed_freed',
            fields: ['bed'],
          });
        }
        await queries.refreshOccupancy([...new Set(leaving.map((resident) => resident.roomId))]);
        return leaving;
      });
      if (freed.length > 0) {
        await onRoomsChange([...new Set(freed.map((resident) => resident.hostelId))]);
      }
      const erased = await register.transaction(async (queries) => {
        const due = await queries.dueForErasure(monthsBefore(today, RESIDENT_ERASE_MONTHS), BATCH);
        for (const resident of due) {
          await queries.updateResident(resident.id, { ...ERASED_COLUMNS, erasedAt: now() });
          await queries.recordEvent({
            residentId: resident.id,
            hostelId: resident.hostelId,
            actorId: null,
            event: 'erased',
          });
        }
        return due.length;
      });
      return freed.length + erased;
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
