import type { Resident, ResidentHistory, ResidentStatus } from '@hostelhub/shared';
import type { ResidentRow, ResidentView } from './register.repository.ts';

/** Where the resident stands: moved out, on notice (a leaving date), or current. */
export function residentStatus(
  row: Pick<ResidentRow, 'movedOutOn' | 'leavingDate'>,
): ResidentStatus {
  if (row.movedOutOn) return 'moved_out';
  return row.leavingDate ? 'notice' : 'current';
}

/** A resident as owner and staff see them (issue 44 item 2): `cnic_masked`, never the CNIC. */
export function toResident(view: ResidentView): Resident {
  return {
    id: view.id,
    hostel_id: view.hostelId,
    room:
      view.roomId && view.roomType !== null
        ? { id: view.roomId, room_title: view.roomTitle, room_type: view.roomType }
        : null,
    bed: view.bedId && view.bedLabel !== null ? { id: view.bedId, label: view.bedLabel } : null,
    status: residentStatus(view),
    full_name: view.fullName ?? '',
    phone: view.phone ?? '',
    email: view.email,
    cnic_masked: view.cnicMasked,
    home_address: view.homeAddress,
    guardian_name: view.guardianName,
    guardian_phone: view.guardianPhone,
    guardian_relation: view.guardianRelation,
    university:
      view.universityId && view.universityName !== null
        ? { id: view.universityId, name: view.universityName }
        : null,
    institution_name: view.institutionName,
    move_in_date: view.moveInDate,
    leaving_date: view.leavingDate,
    moved_out_on: view.movedOutOn,
    monthly_rent: view.monthlyRent,
    security_deposit: view.securityDeposit,
    takes_mess: view.takesMess,
    mess_charge: view.messCharge,
    preferred_language: view.preferredLanguage,
    linked: view.userId !== null,
    reservation_id: view.reservationId,
    deposit_returned: view.depositReturned,
    deductions: view.deductions,
    erased: view.erasedAt !== null,
    reminders_off: view.remindersOff,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

/** One history row as the resident's page shows it. */
export function toHistory(row: {
  id: string;
  event: ResidentHistory['event'];
  fields: string[];
  detail: Record<string, string | null>;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
}): ResidentHistory {
  return {
    id: row.id,
    event: row.event,
    fields: row.fields,
    detail: row.detail,
    actor: { id: row.actorId, full_name: row.actorName ?? '' },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The personal columns the erasure clears 12 months after move-out (spec decision 26); the
 * stay (hostel, room, dates, amounts) stays for reports.
 */
export const ERASED_COLUMNS: Partial<ResidentRow> = {
  fullName: null,
  phone: null,
  email: null,
  cnicCiphertext: null,
  cnicHash: null,
  cnicMasked: null,
  homeAddress: null,
  guardianName: null,
  guardianPhone: null,
  guardianRelation: null,
  institutionName: null,
  universityId: null,
  userId: null,
  deductions: [],
};

/** The names of the record's fields whose values differ (the audit names fields, never values). */
export function changedFields(
  before: Record<string, unknown>,
  patch: Record<string, unknown>,
): string[] {
  return Object.keys(patch).filter(
    (key) => patch[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(patch[key]),
  );
}
