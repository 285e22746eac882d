import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * Visits and reservations' strings (issue 27): the page of one's requests and the dialogs on a
 * hostel's page. `useT(bookingsText)`.
 */
export const bookingsText = defineNamespace('bookings', en, () => import('./locales/ur.json'));

/** A key of the bookings catalogue. */
export type BookingsKey = keyof typeof en;
