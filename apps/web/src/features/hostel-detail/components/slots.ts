import type { HostelDetail, Room } from '@hostelhub/shared';
import type { ComponentType, ReactNode } from 'react';
import type { LatLng } from '../utils/location';

/** What the location map component is given (one hostel, optionally the user's position). */
export interface LocationMapProps {
  latitude: number;
  longitude: number;
  name: string;
  origin?: LatLng | null;
  heightClass?: string;
}

/** What the detail offers to report: the hostel itself or one of its reviews. */
export interface ReportTarget {
  type: 'hostel' | 'review';
  id: string;
}

/**
 * What the route plugs into the dialog from other features (STYLE convention 2: features never
 * import each other; app/routes composes them).
 */
export interface HostelDetailSlots {
  /** The favourite heart beside the hostel's name. */
  renderFavorite?: ((hostel: HostelDetail) => ReactNode) | undefined;
  /** The Compare switch beside the heart (issue 29; features/compare). */
  renderCompare?: ((hostel: HostelDetail) => ReactNode) | undefined;
  /**
   * Opens (creating on first contact) the signed-in student's chat with the hostel; rejects
   * when that fails. Without it a student is shown the hostel's phone and email instead.
   */
  openChat?: ((hostel: HostelDetail) => Promise<void>) | undefined;
  /**
   * Whether the signed-in user owns the hostel (the owner's hostels come from listings): they
   * may reply to its reviews (issue 26). Without it nobody is offered a reply.
   */
  isOwnHostel?: ((hostel: HostelDetail) => boolean) | undefined;
  /**
   * The Report action for the hostel or one of its reviews (issue 26; features/reports): shown
   * on an approved hostel that is not the reader's and on reviews they did not write (a guest
   * is asked to sign in). Without it nothing is reported from the detail.
   */
  renderReport?: ((target: ReportTarget) => ReactNode) | undefined;
  /**
   * "Request a visit" beside Contact Hostel (issue 27; features/bookings), which decides who
   * sees it (students and guests) and what it asks. Without it no visit is offered.
   */
  renderVisitRequest?: ((hostel: HostelDetail) => ReactNode) | undefined;
  /**
   * "Reserve a bed" on one room of the list (issue 27; features/bookings), which decides on
   * which rooms and for whom it shows. Without it no reservation is offered.
   */
  renderReserveRoom?: ((hostel: HostelDetail, room: Room) => ReactNode) | undefined;
  /** Downloads the location map; called only when a map is shown, so Leaflet loads late. */
  loadLocationMap: () => Promise<{ default: ComponentType<LocationMapProps> }>;
}
