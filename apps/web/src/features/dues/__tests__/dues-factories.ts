import type { Due, DueDetail, Payment } from '../api/types';

/** Fixtures of the dues (issue 45), in the API contract's shapes. */

export const HOSTEL_ID = '45000000-0000-4000-8000-999999999999';

let sequence = 0;

export function uuid(): string {
  sequence += 1;
  return `45000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildDue(overrides: Partial<Due> = {}): Due {
  return {
    id: uuid(),
    resident: { id: uuid(), full_name: 'Ali Raza', room: 'Garden view', bed: 'A' },
    month: '2026-11',
    due_date: '2026-11-05',
    period_start: '2026-11-01',
    period_end: '2026-11-30',
    days: 30,
    days_in_month: 30,
    rent: 12_500,
    mess: 0,
    base_amount: 12_500,
    charges: [],
    total: 12_500,
    paid: 0,
    credit_applied: 0,
    balance: 12_500,
    status: 'unpaid',
    overdue: true,
    days_late: 3,
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  const id = uuid();
  return {
    id,
    kind: 'payment',
    amount: 5_000,
    method: 'jazzcash',
    reference: 'JC-123456',
    paid_on: '2026-11-08',
    received_by: { id: uuid(), name: 'Bilal Warden' },
    recorded_by: { id: uuid(), name: 'Bilal Warden' },
    reverses_payment_id: null,
    reason: null,
    reversed: false,
    created_at: '2026-11-08T10:00:00.000Z',
    receipt: {
      number: 'IQB-2026-000001',
      url: `http://localhost/receipts/token-${id}`,
      whatsapp_url: 'https://wa.me/923001234567?text=Receipt',
    },
    ...overrides,
  };
}

export function buildDueDetail(overrides: Partial<DueDetail> = {}): DueDetail {
  return { ...buildDue(), payments: [], ...overrides };
}
