import { describe, expect, it } from 'vitest';
import {
  dueBalance,
  dueStatus,
  lateness,
  monthsEnding,
  prorate,
  receiptNumber,
  receiptPrefix,
  reminderSchedule,
  spread,
  whatsappUrl,
} from './dues.logic.ts';

/** The arithmetic of dues (issue 45 items 1 to 3; spec decision 27), without a database. */

const base = { billingDay: 5, rent: 15_000, mess: 6_000, leaving: null };

describe('proration (spec decision 27)', () => {
  it('should charge a full month exactly, due on the billing day', () => {
    expect(prorate({ ...base, month: '2026-03-01', moveIn: '2026-01-10' })).toEqual({
      month: '2026-03-01',
      dueDate: '2026-03-05',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      days: 31,
      daysInMonth: 31,
      baseAmount: 21_000,
    });
  });

  it('should prorate the first month by days from move-in, due on the move-in date when later', () => {
    // 17 days of 30 (14th to 30th April): round(21000 × 17 / 30) = 11900.
    const first = prorate({ ...base, month: '2026-04-01', moveIn: '2026-04-14' });
    expect(first).toMatchObject({ days: 17, daysInMonth: 30, baseAmount: 11_900 });
    expect(first.dueDate).toBe('2026-04-14');
    expect(first.periodStart).toBe('2026-04-14');
    // Moving in before the billing day: due on the billing day.
    expect(prorate({ ...base, month: '2026-04-01', moveIn: '2026-04-02' }).dueDate).toBe(
      '2026-04-05',
    );
  });

  it('should round once, half up, in whole rupees (February, a leap year)', () => {
    // 10 days of 29: 21000 × 10 / 29 = 7241.379... → 7241; 15000 × 1 / 28 = 535.71 → 536.
    expect(prorate({ ...base, month: '2028-02-01', moveIn: '2028-02-20' }).baseAmount).toBe(7241);
    expect(
      prorate({ ...base, mess: 0, month: '2026-02-01', moveIn: '2026-02-28' }).baseAmount,
    ).toBe(536);
  });

  it('should prorate the last month by days to the leaving date (the leaving day not charged)', () => {
    const last = prorate({
      ...base,
      month: '2026-05-01',
      moveIn: '2026-01-01',
      leaving: '2026-05-11',
    });
    expect(last).toMatchObject({ days: 10, periodEnd: '2026-05-10', baseAmount: 6774 });
    // Leaving on the 1st: nothing that month.
    expect(
      prorate({ ...base, month: '2026-05-01', moveIn: '2026-01-01', leaving: '2026-05-01' }),
    ).toMatchObject({ days: 0, baseAmount: 0 });
    // In and out within one month.
    expect(
      prorate({ ...base, month: '2026-05-01', moveIn: '2026-05-10', leaving: '2026-05-20' }),
    ).toMatchObject({ days: 10, dueDate: '2026-05-10' });
  });

  it('should leave out the mess when it is 0 (a resident who does not take it)', () => {
    expect(
      prorate({ ...base, mess: 0, month: '2026-03-01', moveIn: '2026-01-01' }).baseAmount,
    ).toBe(15_000);
  });
});

describe('amounts and status', () => {
  const due = {
    baseAmount: 10_000,
    chargesNet: 0,
    paid: 0,
    creditApplied: 0,
    dueDate: '2026-03-05',
  };
  it('should read status and lateness from the amounts', () => {
    expect(dueStatus(due)).toBe('unpaid');
    expect(dueStatus({ ...due, paid: 4000 })).toBe('partly_paid');
    expect(dueStatus({ ...due, paid: 4000, creditApplied: 6000 })).toBe('paid');
    expect(dueStatus({ ...due, chargesNet: -20_000 })).toBe('paid');
    expect(dueBalance({ ...due, chargesNet: 1500, paid: 2000 })).toBe(9500);
    expect(lateness(due, '2026-03-05')).toEqual({ overdue: false, daysLate: 0 });
    expect(lateness(due, '2026-03-12')).toEqual({ overdue: true, daysLate: 7 });
    expect(lateness({ ...due, paid: 10_000 }, '2026-03-12').overdue).toBe(false);
  });

  it('should spread money oldest first and keep the rest', () => {
    const { parts, rest } = spread(7000, [{ open: 3000 }, { open: 0 }, { open: 2000 }]);
    expect(parts.map((part) => part.amount)).toEqual([3000, 2000]);
    expect(rest).toBe(2000);
  });
});

describe('reminders, receipts and months', () => {
  it('should schedule four steps and skip the ones already past', () => {
    expect(reminderSchedule('2026-03-05', '2026-03-01').map((r) => r.sendOn)).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-08',
      '2026-03-12',
    ]);
    expect(reminderSchedule('2026-03-05', '2026-03-06').map((r) => r.step)).toEqual([
      'after_3',
      'after_7',
    ]);
  });

  it('should number receipts per hostel and year with a prefix from the name', () => {
    expect(receiptPrefix('Al-Noor Boys Hostel')).toBe('ANB');
    expect(receiptPrefix('punjab hostel')).toBe('PH');
    expect(receiptPrefix('نور ہاسٹل')).toBe('HH');
    expect(receiptNumber('ANB', 2026, 123)).toBe('ANB-2026-000123');
  });

  it('should link WhatsApp to the phone digits with the text and link', () => {
    expect(whatsappUrl('+923001234567', 'Receipt:', 'https://h.pk/receipts/x')).toBe(
      'https://wa.me/923001234567?text=Receipt%3A%20https%3A%2F%2Fh.pk%2Freceipts%2Fx',
    );
    expect(whatsappUrl(null, 'Receipt:', 'x')).toBeNull();
  });

  it('should list months ending with this one, oldest first, across a year', () => {
    expect(monthsEnding('2026-02-17', 3)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});
