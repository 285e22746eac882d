import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * Owner insights' strings (issue 30): a hostel's views, contacts and price context, and the
 * dashboard's overview: `useT(insightsText)`.
 */
export const insightsText = defineNamespace('insights', en, () => import('./locales/ur.json'));
