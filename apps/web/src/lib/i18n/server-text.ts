import { use } from 'react';
import { useLanguage } from './language-provider';

type Translate = (text: string) => string;

let urduLoad: Promise<Translate> | undefined;
const unchanged: Translate = (text) => text;

/**
 * The page-language version of an English text from the shared package (a validation message
 * of a shared schema, a spec text such as 'Hostel not found'): itself in English; in Urdu its
 * translation from the server catalogue, loaded on first use (issue 24). The API already
 * answers errors in the page's language, so those pass through unchanged.
 */
export function useSharedText(): Translate {
  const { language } = useLanguage();
  if (language === 'en') return unchanged;
  urduLoad ??= import('./server-text-ur').then((module) => module.translateSharedText);
  return use(urduLoad);
}
