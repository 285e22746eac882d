import { BOOKING_MESSAGES } from '@hostelhub/shared';
import { describe, expect, it } from 'vitest';
import { users } from '../../../testing/test-users';
import { reservationActions, sideOf, visitActions } from '../utils/booking-actions';
import { visitTimeProblem } from '../utils/booking-schemas';
import {
  addDays,
  dayBounds,
  pakistanInstant,
  weekdayOf,
  windowsByDay,
} from '../utils/pakistan-time';
import { buildReservation, buildVisit } from './booking-factories';

/** Issue 27: the pure rules behind the bookings screens. */

const NOW = new Date('2030-11-26T07:00:00.000Z');

describe('Pakistan time', () => {
  it('should name an instant in Pakistan time, and nothing while a part is missing', () => {
    expect(pakistanInstant('2030-12-02', '11:00')).toBe('2030-12-02T11:00:00+05:00');
    expect(pakistanInstant('2030-12-02', '')).toBe('');
    expect(pakistanInstant('', '11:00')).toBe('');
  });

  it('should tell the day of a date and add days across months', () => {
    expect(weekdayOf('2030-12-02')).toBe('monday');
    expect(weekdayOf('not a date')).toBeNull();
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
  });

  it('should group windows by day, Monday first, and bound one day', () => {
    const windows = [
      { day: 'friday', from: '16:00', to: '18:00' },
      { day: 'monday', from: '16:00', to: '17:00' },
      { day: 'monday', from: '10:00', to: '12:00' },
    ] as const;
    expect(windowsByDay(windows).map(({ day, windows: own }) => [day, own.length])).toEqual([
      ['monday', 2],
      ['friday', 1],
    ]);
    expect(dayBounds(windows, 'monday')).toEqual({ min: '10:00', max: '17:00' });
    expect(dayBounds(windows, 'sunday')).toBeNull();
  });

  it('should refuse a time in the past, too far ahead or outside the hours, as the API does', () => {
    const windows = [{ day: 'monday', from: '10:00', to: '12:00' }] as const;
    expect(visitTimeProblem('2030-12-02T11:00:00+05:00', windows, NOW)).toBeNull();
    expect(visitTimeProblem('2030-12-02T12:00:00+05:00', windows, NOW)).toBe(
      BOOKING_MESSAGES.outsideVisitingHours,
    );
    expect(visitTimeProblem('2030-11-25T11:00:00+05:00', windows, NOW)).toBe(
      BOOKING_MESSAGES.visitInPast,
    );
    expect(visitTimeProblem('2031-12-01T11:00:00+05:00', windows, NOW)).toBe(
      BOOKING_MESSAGES.tooFarAhead,
    );
  });
});

describe('what each side may do', () => {
  it("should give the owner a request's answers and the student a proposal's", () => {
    const visit = buildVisit();
    expect(sideOf(visit, users.owner.id)).toBe('owner');
    expect(sideOf(visit, users.admin.id)).toBeNull();
    expect(visitActions(visit, 'owner', NOW)).toEqual(['accept', 'decline', 'propose']);
    expect(visitActions(visit, 'student', NOW)).toEqual(['cancel']);
    const proposed = buildVisit({ status: 'proposed' });
    expect(visitActions(proposed, 'student', NOW)).toEqual(['accept', 'decline', 'cancel']);
    expect(visitActions(proposed, 'owner', NOW)).toEqual(['cancel']);
  });

  it('should offer no cancel once a visit has started, nor anything on a closed one', () => {
    const accepted = buildVisit({ status: 'accepted' });
    expect(visitActions(accepted, 'student', NOW)).toEqual(['cancel']);
    expect(visitActions(accepted, 'student', new Date('2030-12-02T06:00:00.000Z'))).toEqual([]);
    expect(visitActions(buildVisit({ status: 'expired' }), 'owner', NOW)).toEqual([]);
  });

  it('should let the owner check a stay out, and either side cancel it until it ends', () => {
    const stay = buildReservation({ status: 'accepted' });
    expect(reservationActions(stay, 'owner')).toEqual(['check_out', 'cancel']);
    expect(reservationActions(stay, 'student')).toEqual(['cancel']);
    const ended = buildReservation({ status: 'accepted', ended_at: '2031-07-01T00:00:00.000Z' });
    expect(reservationActions(ended, 'owner')).toEqual([]);
    expect(reservationActions(buildReservation(), 'owner')).toEqual(['accept', 'decline']);
    expect(reservationActions(buildReservation(), 'student')).toEqual(['cancel']);
  });
});
