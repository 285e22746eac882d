import type { Resident } from '@hostelhub/shared';
import { stringify } from 'csv-stringify/sync';

/** The columns of the residents' CSV, in order (issue 44 item 6). */
const COLUMNS: readonly { header: string; value: (resident: Resident) => string | number }[] = [
  { header: 'Full name', value: (r) => r.full_name },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Email', value: (r) => r.email ?? '' },
  { header: 'CNIC', value: (r) => r.cnic_masked ?? '' },
  { header: 'Home address', value: (r) => r.home_address ?? '' },
  { header: 'Guardian', value: (r) => r.guardian_name ?? '' },
  { header: 'Guardian phone', value: (r) => r.guardian_phone ?? '' },
  { header: 'Guardian relation', value: (r) => r.guardian_relation ?? '' },
  { header: 'Institution', value: (r) => r.university?.name ?? r.institution_name ?? '' },
  { header: 'Room', value: (r) => r.room?.room_title ?? r.room?.room_type ?? '' },
  { header: 'Bed', value: (r) => r.bed?.label ?? '' },
  { header: 'Status', value: (r) => r.status },
  { header: 'Move-in date', value: (r) => r.move_in_date },
  { header: 'Leaving date', value: (r) => r.leaving_date ?? '' },
  { header: 'Moved out on', value: (r) => r.moved_out_on ?? '' },
  { header: 'Monthly rent (Rs)', value: (r) => r.monthly_rent },
  { header: 'Security deposit (Rs)', value: (r) => r.security_deposit },
  { header: 'Takes mess', value: (r) => (r.takes_mess ? 'yes' : 'no') },
  { header: 'Mess charge (Rs)', value: (r) => r.mess_charge },
];

/**
 * A cell a spreadsheet would read as a formula (`= + - @`, or a tab or carriage return
 * first) gets a leading apostrophe, so a resident's name can never run as one (CSV injection).
 */
export function escapeFormula(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The residents as CSV through csv-stringify (issue 44 item 6): UTF-8 with a byte-order mark so
 * Excel opens Urdu names, a header row, CNICs masked (an unmasked CNIC is only ever shown on
 * a recorded reveal), formula cells escaped.
 */
export function residentsCsv(residents: readonly Resident[]): string {
  return stringify(
    residents.map((resident) => COLUMNS.map((column) => escapeFormula(column.value(resident)))),
    { bom: true, header: true, columns: COLUMNS.map((column) => column.header) },
  );
}
