import en from '../locales/en.json';
import { defineNamespace, i18n } from './i18n';

/** lib's own strings: the words around formatted prices and times, network failures. */
export const libText = defineNamespace('lib', en, () => import('../locales/ur.json'));

/**
 * One of lib's strings outside React (an error thrown by the API client), in the active
 * language; English until the Urdu catalogue has loaded (LanguageProvider loads it first).
 */
export function libMessage(key: keyof typeof en): string {
  return i18n._(`lib.${key}`);
}
