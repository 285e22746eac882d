import { defineNamespace } from '../lib/i18n';
import en from './locales/en.json';

/** The words of a server-rendered page's head: titles, descriptions, breadcrumbs (issue 25). */
export const ssrText = defineNamespace('ssr', en, () => import('./locales/ur.json'));
