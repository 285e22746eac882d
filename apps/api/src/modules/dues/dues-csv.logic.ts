import type { Due } from '@hostelhub/shared';
import { stringify } from 'csv-stringify/sync';
import type { payments } from '../../db/schema/index.ts';
import { escapeFormula } from '../register/residents-csv.logic.ts';

type Column<Row> = { header: string; value: (row: Row) => string | number };

/** A CSV through csv-stringify: UTF-8 with a byte-order mark (Excel), formula cells escaped. */
function toCsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => escapeFormula(column.value(row)))),
    { bom: true, header: true, columns: columns.map((column) => column.header) },
  );
}

const sum = (due: Due, kind: 'charge' | 'discount') =>
  due.charges.filter((charge) => charge.kind === kind).reduce((total, c) => total + c.amount, 0);

/** The columns of the dues CSV (issue 45 item 5), in order. */
const DUE_COLUMNS: readonly Column<Due>[] = [
  { header: 'Month', value: (d) => d.month },
  { header: 'Resident', value: (d) => d.resident.full_name ?? '' },
  { header: 'Room', value: (d) => d.resident.room ?? '' },
  { header: 'Bed', value: (d) => d.resident.bed ?? '' },
  { header: 'Due date', value: (d) => d.due_date },
  { header: 'Days', value: (d) => `${d.days}/${d.days_in_month}` },
  { header: 'Rent (Rs)', value: (d) => d.rent },
  { header: 'Mess (Rs)', value: (d) => d.mess },
  { header: 'Prorated (Rs)', value: (d) => d.base_amount },
  { header: 'Charges (Rs)', value: (d) => sum(d, 'charge') },
  { header: 'Discounts (Rs)', value: (d) => sum(d, 'discount') },
  { header: 'Total (Rs)', value: (d) => d.total },
  { header: 'Paid (Rs)', value: (d) => d.paid },
  { header: 'Credit applied (Rs)', value: (d) => d.credit_applied },
  { header: 'Balance (Rs)', value: (d) => d.balance },
  { header: 'Status', value: (d) => d.status },
  { header: 'Days late', value: (d) => d.days_late },
];

/** The dues of a range of months as CSV (issue 45 item 5). */
export function duesCsv(rows: readonly Due[]): string {
  return toCsv(rows, DUE_COLUMNS);
}

/** A payment row of the payments CSV: the payment, the resident's name, the due's month. */
export interface PaymentCsvRow {
  payment: typeof payments.$inferSelect;
  fullName: string | null;
  month: string;
  receivedByName: string | null;
}

/** The columns of the payments CSV; a reversal's amount is negative. */
const PAYMENT_COLUMNS: readonly Column<PaymentCsvRow>[] = [
  { header: 'Receipt', value: (r) => r.payment.receiptNumber },
  { header: 'Kind', value: (r) => r.payment.kind },
  { header: 'Paid on', value: (r) => r.payment.paidOn },
  { header: 'Resident', value: (r) => r.fullName ?? '' },
  { header: 'Month', value: (r) => r.month.slice(0, 7) },
  {
    header: 'Amount (Rs)',
    value: (r) => (r.payment.kind === 'reversal' ? -r.payment.amount : r.payment.amount),
  },
  { header: 'Method', value: (r) => r.payment.method },
  { header: 'Reference', value: (r) => r.payment.reference ?? '' },
  { header: 'Received by', value: (r) => r.receivedByName ?? '' },
  { header: 'Reason', value: (r) => r.payment.reason ?? '' },
];

/** Payments and reversals of a range of months as CSV (issue 45 item 5). */
export function paymentsCsv(rows: readonly PaymentCsvRow[]): string {
  return toCsv(rows, PAYMENT_COLUMNS);
}
