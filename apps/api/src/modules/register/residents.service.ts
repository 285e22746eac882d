import {
  karachiToday,
  REGISTER_MESSAGES,
  type CreateResidentValues,
  type MoveOutWithDuesValues,
  type MoveResidentValues,
  type Resident,
  type ResidentDetail,
  type ResidentNoticeValues,
  type ResidentsQuery,
  type UpdateResidentValues,
} from '@hostelhub/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { RegisterQueries, ResidentRow } from './register.repository.ts';
import {
  conflict,
  fieldError,
  registerAccess,
  residentNotFound,
  type RegisterHostel,
} from './register-access.service.ts';
import type { RegisterServiceDeps } from './register.types.ts';
import { residentMoveOut } from './resident-move-out.service.ts';
import { residentPlacement } from './resident-placement.service.ts';
import { residentsCsv } from './residents-csv.logic.ts';
import { changedFields, toHistory, toResident } from './residents.logic.ts';

/**
 * Residents of a hostel's register (issue 44 item 2; spec decisions 24 to 26;
 * docs/decisions/038): added as walk-ins or moved in from an accepted reservation, moved to
 * another bed, on notice, moved out. Owner and staff only (registerAccess). Every step is one
 * transaction that locks what it changes, rewrites the rooms' derived occupancy and records a
 * history row naming the fields, never their values.
 */
export function createResidentsService(deps: RegisterServiceDeps) {
  const { register, cipher, onRoomsChange, money, now = () => new Date() } = deps;
  const { placeInBed, cnicColumns } = residentPlacement(cipher);
  const { moveOutStep, preview: moveOutPreview } = residentMoveOut(deps);
  /** The resident and the caller's access to its hostel; NOT_FOUND for anyone else. */
  async function residentFor(actor: Actor, id: string, queries: RegisterQueries = register) {
    const row = await queries.findResident(id);
    if (!row) throw residentNotFound();
    await registerAccess(queries, actor, row.hostelId, residentNotFound);
    return row;
  }

  async function answer(actor: Actor, id: string): Promise<Resident> {
    return toResident(await residentFor(actor, id));
  }

  /** Runs a step on a resident not moved out, locked, with the caller's access checked. */
  async function step<T>(
    actor: Actor,
    id: string,
    work: (
      queries: RegisterQueries,
      row: ResidentRow,
      hostel: RegisterHostel,
      tx: Tx,
    ) => Promise<T>,
  ): Promise<T> {
    const result = await register.transaction(async (queries, tx) => {
      const row = await queries.lockResident(id);
      if (!row) throw residentNotFound();
      const hostel = await registerAccess(queries, actor, row.hostelId, residentNotFound);
      if (row.movedOutOn) throw conflict(REGISTER_MESSAGES.alreadyMovedOut);
      return { value: await work(queries, row, hostel, tx), hostelId: row.hostelId };
    });
    await onRoomsChange([result.hostelId]);
    return result.value;
  }

  /**
   * GET /api/enhanced-hostels/{id}/residents: the hostel's residents, newest move-in first,
   * searched by name, phone or exact CNIC (`q`) and narrowed by `status`. Throws FORBIDDEN
   * (403) for administrators, NOT_FOUND (404) for anyone but the owner and staff.
   */
  async function listResidents(actor: Actor, hostelId: string, query: ResidentsQuery) {
    await registerAccess(register, actor, hostelId);
    const digits = query.q?.replace(/[\s-]/g, '') ?? '';
    const cnicHashes = /^\d{13}$/.test(digits) ? cipher.keyedHashes(digits) : [];
    const found = await register.listResidents(hostelId, {
      status: query.status,
      q: query.q,
      cnicHashes,
    });
    return found.map(toResident);
  }

  return {
    listResidents,

    /**
     * GET /api/enhanced-hostels/{id}/residents.csv: the same residents as CSV (UTF-8 with BOM,
     * CNICs masked, formula cells escaped). Throws as listResidents.
     */
    async exportCsv(actor: Actor, hostelId: string, query: ResidentsQuery): Promise<string> {
      return residentsCsv(await listResidents(actor, hostelId, query));
    },

    /** GET /api/residents/{id}: the resident with their history; NOT_FOUND for others. */
    async getResident(actor: Actor, id: string): Promise<ResidentDetail> {
      const row = await residentFor(actor, id);
      const history = await register.history(id);
      return { ...toResident(row), history: history.map(toHistory) };
    },

    /**
     * POST /api/enhanced-hostels/{id}/residents: a walk-in, or the student of an accepted
     * reservation (`reservation_id`: their room, name, phone, email, language and move-in are
     * filled in, the reservation becomes `moved_in` and the resident is linked to the
     * student's account). The rent defaults to the room's, the mess to the hostel's (taken
     * when compulsory). Throws CONFLICT (409) when no bed is free or the CNIC is already a
     * resident's, VALIDATION_ERROR (400), FORBIDDEN (403) for admins, NOT_FOUND (404).
     */
    async addResident(actor: Actor, hostelId: string, input: CreateResidentValues) {
      const id = await register.transaction(async (queries, tx) => {
        const hostel = await registerAccess(queries, actor, hostelId);
        const reservation = input.reservation_id
          ? await queries.lockAcceptedReservation(hostelId, input.reservation_id)
          : undefined;
        if (input.reservation_id) {
          if (reservation?.status !== 'accepted' || reservation.endedAt) {
            throw conflict(REGISTER_MESSAGES.reservationNotAccepted);
          }
          if (input.room_id && input.room_id !== reservation.roomId) {
            throw fieldError('room_id', REGISTER_MESSAGES.bedNotInRoom);
          }
        }
        const roomId = reservation?.roomId ?? input.room_id!;
        const room = await queries.findRoom(hostelId, roomId);
        if (!room) throw fieldError('room_id', REGISTER_MESSAGES.roomRequired);
        const phone = input.phone ?? reservation?.phone ?? null;
        if (!phone) throw fieldError('phone', REGISTER_MESSAGES.phoneInvalid);
        const bedId = await placeInBed(queries, roomId, input.bed_id, !reservation);
        const takesMess = hostel.messCompulsory || (input.takes_mess ?? false);
        const row = await queries.insertResident({
          hostelId,
          roomId,
          bedId,
          userId: reservation?.studentId ?? null,
          reservationId: reservation?.id ?? null,
          fullName: input.full_name ?? reservation?.fullName ?? '',
          phone,
          email: input.email ?? reservation?.email ?? null,
          ...(await cnicColumns(queries, hostelId, input.cnic)),
          homeAddress: input.home_address,
          guardianName: input.guardian_name,
          guardianPhone: input.guardian_phone,
          guardianRelation: input.guardian_relation,
          universityId: input.university_id,
          institutionName: input.institution_name,
          moveInDate: input.move_in_date ?? reservation?.moveIn ?? karachiToday(now()),
          monthlyRent: input.monthly_rent ?? room.pricePerMonth,
          securityDeposit: input.security_deposit,
          takesMess,
          messCharge: takesMess ? (input.mess_charge ?? hostel.messMonthlyPrice ?? 0) : 0,
          preferredLanguage: reservation?.preferredLanguage ?? input.preferred_language ?? 'en',
          createdBy: actor.id,
        });
        if (reservation) await queries.markMovedIn(reservation.id);
        // Issue 45 item 1: the first month's due is made with the move-in.
        await money?.movedIn(tx, row.id);
        await queries.refreshOccupancy([roomId]);
        await queries.recordEvent({
          residentId: row.id,
          hostelId,
          actorId: actor.id,
          event: 'added',
          detail: { reservation: reservation ? 'yes' : null },
        });
        return row.id;
      });
      await onRoomsChange([hostelId]);
      return answer(actor, id);
    },

    /**
     * PATCH /api/residents/{id}: changes the record's fields (a new CNIC is checked and
     * encrypted); the history names the fields changed. Throws as addResident.
     */
    async updateResident(actor: Actor, id: string, input: UpdateResidentValues) {
      await step(actor, id, async (queries, row, hostel) => {
        const { cnic, ...rest } = input;
        const patch: Record<string, unknown> = {
          fullName: rest.full_name,
          phone: rest.phone,
          email: rest.email,
          homeAddress: rest.home_address,
          guardianName: rest.guardian_name,
          guardianPhone: rest.guardian_phone,
          guardianRelation: rest.guardian_relation,
          universityId: rest.university_id,
          institutionName: rest.institution_name,
          monthlyRent: rest.monthly_rent,
          securityDeposit: rest.security_deposit,
          takesMess: hostel.messCompulsory ? undefined : rest.takes_mess,
          messCharge: rest.mess_charge,
          preferredLanguage: row.userId ? undefined : rest.preferred_language,
          moveInDate: rest.move_in_date,
          remindersOff: rest.reminders_off,
        };
        const fields = changedFields(row, patch);
        if (cnic !== undefined) {
          const columns = await cnicColumns(queries, row.hostelId, cnic, id);
          if (columns.cnicHash !== row.cnicHash) {
            Object.assign(patch, columns);
            fields.push('cnic');
          }
        }
        if (fields.length === 0) return;
        await queries.updateResident(id, patch);
        await queries.recordEvent({
          residentId: id,
          hostelId: row.hostelId,
          actorId: actor.id,
          event: 'updated',
          fields,
        });
      });
      return answer(actor, id);
    },

    /**
     * POST /api/residents/{id}/move: to another empty bed of the hostel (another room needs a
     * free place there). Throws CONFLICT (409) when it was just taken or none is free.
     */
    async moveResident(actor: Actor, id: string, input: MoveResidentValues) {
      await step(actor, id, async (queries, row) => {
        const bed = await queries.findBed(input.bed_id);
        if (!bed || bed.hostelId !== row.hostelId) {
          throw fieldError('bed_id', REGISTER_MESSAGES.bedNotInRoom);
        }
        if (bed.id === row.bedId) return;
        const from = row.bedId ? await queries.findBed(row.bedId) : undefined;
        const sameRoom = bed.roomId === row.roomId && row.bedId !== null;
        // Lock rooms in one order so two moves between the same rooms cannot deadlock.
        if (row.roomId && !sameRoom && row.roomId < bed.roomId) {
          await queries.lockRoom(row.roomId, null);
        }
        await queries.updateResident(id, { bedId: null });
        const bedId = await placeInBed(queries, bed.roomId, bed.id, !sameRoom);
        await queries.updateResident(id, { bedId, roomId: bed.roomId });
        await queries.refreshOccupancy([row.roomId, bed.roomId]);
        await queries.recordEvent({
          residentId: id,
          hostelId: row.hostelId,
          actorId: actor.id,
          event: 'moved',
          fields: ['bed'],
          detail: { from: from?.label ?? null, to: bed.label },
        });
      });
      return answer(actor, id);
    },

    /**
     * POST /api/residents/{id}/notice: the resident leaves on `leaving_date` (today or later,
     * Pakistan); their bed shows free from it and is freed by the register job that day.
     */
    async giveNotice(actor: Actor, id: string, input: ResidentNoticeValues) {
      await step(actor, id, async (queries, row) => {
        if (input.leaving_date < karachiToday(now())) {
          throw fieldError('leaving_date', REGISTER_MESSAGES.leavingDatePast);
        }
        await queries.updateResident(id, { leavingDate: input.leaving_date });
        await queries.recordEvent({
          residentId: id,
          hostelId: row.hostelId,
          actorId: actor.id,
          event: 'notice_given',
          fields: ['leaving_date'],
          detail: { leaving_date: input.leaving_date },
        });
      });
      return answer(actor, id);
    },

    /** DELETE /api/residents/{id}/notice: withdraws the notice (they stay). */
    async withdrawNotice(actor: Actor, id: string) {
      await step(actor, id, async (queries, row) => {
        if (!row.leavingDate) throw conflict(REGISTER_MESSAGES.noNotice);
        if (!row.bedId) throw conflict(REGISTER_MESSAGES.noFreeBed);
        await queries.updateResident(id, { leavingDate: null });
        await queries.recordEvent({
          residentId: id,
          hostelId: row.hostelId,
          actorId: actor.id,
          event: 'notice_withdrawn',
          fields: ['leaving_date'],
        });
      });
      return answer(actor, id);
    },

    /**
     * POST /api/residents/{id}/move-out: on `moved_out_on` (not in the future, not before
     * move-in), the deposit returned plus the deductions (plus what the deposit settled of
     * unpaid dues with `settle_from_deposit`, issue 45 item 2) equal the security deposit; the
     * last month's due is recomputed, held credit returned, the bed freed. Answers the
     * resident with `settled_from_deposit` and `credit_returned`. Throws VALIDATION_ERROR
     * (400), CONFLICT (409) when already moved out.
     */
    async moveOut(actor: Actor, id: string, input: MoveOutWithDuesValues) {
      const settlement = await step(actor, id, (queries, row, _hostel, tx) =>
        moveOutStep(queries, row, tx, input, actor.id),
      );
      return { ...(await answer(actor, id)), ...settlement };
    },

    /**
     * GET /api/residents/{id}/move-out-preview (issue 45 item 2): what moving out on
     * `movedOutOn` would settle (`unpaid`, rupees) and return (`credit_returned`), nothing
     * changed. Throws VALIDATION_ERROR (400) for a bad date, CONFLICT (409) when already moved
     * out, NOT_FOUND (404) for anyone but the owner and staff.
     */
    async previewMoveOut(actor: Actor, id: string, movedOutOn: string) {
      const row = await residentFor(actor, id);
      if (row.movedOutOn) throw conflict(REGISTER_MESSAGES.alreadyMovedOut);
      return moveOutPreview(row, movedOutOn, actor.id);
    },

    /** POST /api/residents/{id}/reveal-cnic: the CNIC unmasked; the reveal is recorded. */
    async revealCnic(actor: Actor, id: string): Promise<{ cnic: string }> {
      const row = await residentFor(actor, id);
      if (!row.cnicCiphertext) throw residentNotFound();
      const cnic = cipher.decrypt(row.cnicCiphertext);
      await register.recordEvent({
        residentId: id,
        hostelId: row.hostelId,
        actorId: actor.id,
        event: 'cnic_revealed',
        fields: ['cnic'],
      });
      return { cnic };
    },
  };
}

export type ResidentsService = ReturnType<typeof createResidentsService>;
