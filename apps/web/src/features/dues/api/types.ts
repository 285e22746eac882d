import type {
  DueChargeKind,
  DueChargeReason,
  DueStatus,
  PaymentKind,
  PaymentMethod,
} from '@hostelhub/shared';

/**
 * The shapes of the dues API (issue 45; the contract of items 1 to 5), as the web reads them.
 * Money is whole rupees; months are `YYYY-MM`; dates `YYYY-MM-DD` Pakistan dates.
 */

/** A charge or discount on a due: never edited, only offset by another. */
export interface DueCharge {
  id: string;
  kind: DueChargeKind;
  reason: DueChargeReason;
  note: string | null;
  amount: number;
  created_at: string;
}

/** One resident's bill for one month (spec decision 27). */
export interface Due {
  id: string;
  resident: { id: string; full_name: string | null; room: string | null; bed: string | null };
  month: string;
  due_date: string;
  period_start: string;
  period_end: string;
  days: number;
  days_in_month: number;
  /** The monthly rent and mess; `base_amount` is their prorated sum. */
  rent: number;
  mess: number;
  base_amount: number;
  charges: DueCharge[];
  total: number;
  paid: number;
  credit_applied: number;
  balance: number;
  status: DueStatus;
  overdue: boolean;
  days_late: number;
}

/** A receipt's number and links: the printable page and a WhatsApp message (null without a phone). */
export interface Receipt {
  number: string;
  url: string;
  whatsapp_url: string | null;
}

/** A payment, or the reversal of one (spec decision 28): never edited or deleted. */
export interface Payment {
  id: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paid_on: string;
  received_by: { id: string; name: string } | null;
  recorded_by: { id: string; name: string } | null;
  reverses_payment_id: string | null;
  reason: string | null;
  reversed: boolean;
  created_at: string;
  receipt: Receipt;
}

/** A due with its payments (GET /api/dues/{id}). */
export interface DueDetail extends Due {
  payments: Payment[];
}

/** What recording a payment, or reversing one, answers. */
export interface PaymentResult {
  payment: Payment;
  due: Due;
  receipt: Receipt;
}

/** One month of a hostel's collections (issue 45 item 5); `occupancy` a fraction 0..1. */
export interface CollectionsMonth {
  month: string;
  due: number;
  collected: number;
  outstanding: number;
  occupancy: number;
}

/** A receipt in the signed-in resident's account (GET /api/users/me/receipts). */
export type { MyReceipt } from '@hostelhub/shared';
