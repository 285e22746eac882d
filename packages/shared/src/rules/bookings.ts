import { BOOKING_TIME_ZONE, WEEKDAYS, type Weekday } from '../constants/bookings.ts';
import type { VisitingWindow } from '../schemas/bookings.ts';

/**
 * Whether a room shows Available to students and takes a reservation (issue 27): the owner
 * marks it available and a bed is free.
 */
export function roomIsOpen(room: {
  is_available: boolean;
  current_occupancy: number;
  max_occupancy: number;
}): boolean {
  return room.is_available && room.current_occupancy < room.max_occupancy;
}

// One formatter, reused: the weekday and the 24-hour clock of an instant in Pakistan time.
const karachiParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day of the week and `HH:MM` of `instant` in Pakistan time. */
export function karachiDayAndClock(instant: Date): { day: Weekday; clock: string } {
  const parts = Object.fromEntries(
    karachiParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const day = (parts.weekday ?? '').toLowerCase() as Weekday;
  return { day: WEEKDAYS.includes(day) ? day : 'monday', clock: `${parts.hour}:${parts.minute}` };
}

/**
 * Whether a visit at `instant` falls inside one of the hostel's visiting windows, Pakistan
 * time (issue 27): on the window's day, from its start up to, not including, its end.
 */
export function isWithinVisitingHours(instant: Date, windows: readonly VisitingWindow[]): boolean {
  const { day, clock } = karachiDayAndClock(instant);
  return windows.some((window) => window.day === day && window.from <= clock && clock < window.to);
}

const karachiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Pakistan time, `YYYY-MM-DD` (at `now`). */
export function karachiToday(now: Date = new Date()): string {
  return karachiDate.format(now);
}
