import {
  karachiToday,
  ReservationSchema,
  VisitSchema,
  type Reservation,
  type Visit,
  type Weekday,
} from '@hostelhub/shared';
import { fixture } from '../../../testing/factories';
import { users } from '../../../testing/test-users';
import { addDays, weekdayOf } from '../utils/pakistan-time';

/** Fixtures of visits and reservations (issue 27), checked against the API's schemas. */

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

const student = { id: users.student.id, full_name: users.student.full_name };
const owner = { id: users.owner.id, full_name: users.owner.full_name };

/** A visit the test student asked of the test owner's hostel, waiting for the owner. */
export function buildVisit(overrides: Partial<Visit> = {}): Visit {
  return fixture('visit', VisitSchema, {
    id: uuid(),
    hostel: { id: uuid(), name: 'Iqbal Hostel' },
    student,
    owner,
    // Monday 2 December 2030, 11:00 Pakistan time: ahead, so it may still be cancelled.
    starts_at: '2030-12-02T06:00:00.000Z',
    proposed_starts_at: null,
    message: 'I will come with my father.',
    status: 'requested',
    reason: null,
    cancelled_by: null,
    expires_at: '2030-11-28T07:00:00.000Z',
    chat_id: uuid(),
    created_at: '2030-11-26T07:00:00.000Z',
    updated_at: '2030-11-26T07:00:00.000Z',
    ...overrides,
  });
}

/** A reservation the test student asked of the test owner's room, waiting for the owner. */
export function buildReservation(overrides: Partial<Reservation> = {}): Reservation {
  return fixture('reservation', ReservationSchema, {
    id: uuid(),
    hostel: { id: uuid(), name: 'Nishat Hostel' },
    room: { id: uuid(), room_title: 'Garden view', room_type: '2-seater', price_per_month: 15000 },
    student,
    owner,
    move_in: '2031-01-01',
    months: 6,
    ends_on: '2031-07-01',
    message: 'I start at UET in January.',
    status: 'requested',
    reason: null,
    cancelled_by: null,
    ended_at: null,
    expires_at: '2030-11-28T07:00:00.000Z',
    chat_id: uuid(),
    created_at: '2030-11-26T07:00:00.000Z',
    updated_at: '2030-11-26T07:00:00.000Z',
    ...overrides,
  });
}

/** The first `day` after today, Pakistan time (`YYYY-MM-DD`): a day a visit may be asked for. */
export function nextWeekday(day: Weekday): string {
  let date = addDays(karachiToday(), 1);
  while (weekdayOf(date) !== day) date = addDays(date, 1);
  return date;
}
