import { describe, expect, it } from 'vitest';
import {
  amountInFigures,
  amountInWords,
  dueTotals,
  fitSms,
  isReminderHour,
  maskEmail,
  monthText,
  reminderSkipped,
} from './receipts.logic.ts';

/** The receipts' and reminders' pure rules (issue 45 items 3 and 4). */

describe('amounts', () => {
  it('should write amounts in figures with Western digits in both languages', () => {
    expect(amountInFigures(12_500, 'en')).toBe('Rs 12,500');
    expect(amountInFigures(12_500, 'ur')).toBe('Rs 12,500');
  });

  it('should write amounts in words in English (lakh and crore) and Urdu', () => {
    expect(amountInWords(12_500, 'en')).toBe('Twelve Thousand Five Hundred Rupees Only');
    expect(amountInWords(125_000, 'en')).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(amountInWords(12_500, 'ur')).toBe('بارہ ہزار پانچ سو روپے صرف');
    expect(amountInWords(10_250_075, 'ur')).toBe('ایک کروڑ دو لاکھ پچاس ہزار پچھتر روپے صرف');
  });

  it('should name months in both languages', () => {
    expect(monthText('2026-12-01', 'en')).toBe('December 2026');
    expect(monthText('2026-12', 'ur')).toBe('دسمبر 2026');
  });

  it('should compute a due’s total (never below 0) and balance', () => {
    expect(
      dueTotals({ baseAmount: 10_000, chargesNet: 500, paid: 4_000, creditApplied: 1_000 }),
    ).toEqual({
      total: 10_500,
      balance: 5_500,
    });
    expect(dueTotals({ baseAmount: 1_000, chargesNet: -2_000, paid: 0, creditApplied: 0 })).toEqual(
      {
        total: 0,
        balance: 0,
      },
    );
  });
});

describe('reminders', () => {
  it('should allow SMS from 09:00 up to 20:00 Pakistan time only', () => {
    expect(isReminderHour(new Date('2026-12-05T08:59:59+05:00'))).toBe(false);
    expect(isReminderHour(new Date('2026-12-05T09:00:00+05:00'))).toBe(true);
    expect(isReminderHour(new Date('2026-12-05T19:59:59+05:00'))).toBe(true);
    expect(isReminderHour(new Date('2026-12-05T20:00:00+05:00'))).toBe(false);
  });

  it('should cut the hostel’s name to fit, then take the shorter forms in order', () => {
    const form = (hostel: string) => `${hostel}: pay now`;
    expect(fitSms(30, 'Gulberg Hostel', form, [])).toBe('Gulberg Hostel: pay now');
    expect(fitSms(19, 'Gulberg Hostel', form, [])).toBe('Gulberg H…: pay now');
    expect(fitSms(18, 'Gulberg Hostel', form, [])).toBe('Gulberg…: pay now');
    expect(fitSms(10, 'Gulberg Hostel', form, [() => 'a long short form', () => 'pay now'])).toBe(
      'pay now',
    );
    // Whole code points: an emoji is never split into half a surrogate pair.
    expect(fitSms(13, 'ab😀cdef', form, [])).toBe('ab…: pay now');
  });

  it('should skip a settled due, reminders off, a moved-out or erased resident, or nowhere to send', () => {
    const facts = {
      baseAmount: 12_500,
      chargesNet: 0,
      paid: 0,
      creditApplied: 0,
      remindersOff: false,
      movedOutOn: null,
      erasedAt: null,
      residentPhone: '+923001234567',
      residentEmail: null,
      residentUserId: null,
    };
    expect(reminderSkipped(facts)).toBe(false);
    expect(reminderSkipped({ ...facts, paid: 12_500 })).toBe(true);
    expect(reminderSkipped({ ...facts, remindersOff: true })).toBe(true);
    expect(reminderSkipped({ ...facts, movedOutOn: '2026-12-01' })).toBe(true);
    expect(reminderSkipped({ ...facts, erasedAt: new Date() })).toBe(true);
    expect(reminderSkipped({ ...facts, residentPhone: null })).toBe(true);
  });

  it('should mask an email address', () => {
    expect(maskEmail('hamza.ali@example.pk')).toBe('h***@example.pk');
  });
});
