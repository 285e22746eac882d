import type { Notify } from '../notify/notify.service.ts';
import type {
  BookingsRepository,
  ReservationRow,
  ReservationView,
  VisitRow,
  VisitView,
} from './bookings.repository.ts';

export type { ReservationRow, ReservationView, VisitRow, VisitView };

/** What visits and reservations need (services.ts hands them in). */
export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  /** Tells each side of a request what changed (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  /** Opens (or finds) the student's chat about the hostel, which every request links to. */
  openChat: (values: {
    studentId: string;
    ownerId: string;
    hostelId: string;
    hostelName: string;
  }) => Promise<unknown>;
  /**
   * Called after a bed is taken or freed, with the hostels whose rooms changed: drops what the
   * public browse cache showed of them (issue 28).
   */
  onRoomsChange: (hostelIds: readonly string[]) => Promise<void>;
  /** The clock (tests control it). */
  now?: () => Date;
}
