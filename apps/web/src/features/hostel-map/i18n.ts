import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The hostel maps' strings (Map View, popups, the location map): `useT(hostelMapText)`. Issue 24. */
export const hostelMapText = defineNamespace('hostel-map', en, () => import('./locales/ur.json'));

/** A key of the hostel-map catalogue. */
export type HostelMapKey = keyof typeof en;
