import type { ReservationStatus, VisitStatus, Weekday } from '@hostelhub/shared';
import type { BadgeTone } from '../../../components/ui/badge';

/** Each day of the week as a catalogue key (issue 27: visiting hours name them). */
export const WEEKDAY_KEYS = {
  monday: 'weekday.monday',
  tuesday: 'weekday.tuesday',
  wednesday: 'weekday.wednesday',
  thursday: 'weekday.thursday',
  friday: 'weekday.friday',
  saturday: 'weekday.saturday',
  sunday: 'weekday.sunday',
} as const satisfies Record<Weekday, string>;

/** A visit's or a reservation's status as a catalogue key, with its badge colour. */
export const STATUS_BADGES = {
  requested: { label: 'status.requested', tone: 'amber' },
  proposed: { label: 'status.proposed', tone: 'blue' },
  accepted: { label: 'status.accepted', tone: 'green' },
  declined: { label: 'status.declined', tone: 'red' },
  cancelled: { label: 'status.cancelled', tone: 'neutral' },
  expired: { label: 'status.expired', tone: 'neutral' },
  // Issue 44: the student moved in from the reservation; the register holds their stay now.
  moved_in: { label: 'status.moved_in', tone: 'brand' },
} as const satisfies Record<
  VisitStatus | ReservationStatus,
  { label: `status.${string}`; tone: BadgeTone }
>;

/** An accepted stay that has ended (its last day passed, or the owner checked out). */
export const ENDED_BADGE = { label: 'status.ended', tone: 'neutral' } as const;

/** The status filter's choices as catalogue keys ('All' first). */
export const FILTER_KEYS = {
  all: 'filter.all',
  requested: 'status.requested',
  proposed: 'status.proposed',
  accepted: 'status.accepted',
  declined: 'status.declined',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
  moved_in: 'status.moved_in',
} as const;
