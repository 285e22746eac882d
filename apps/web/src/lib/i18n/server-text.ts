import { useEffect } from 'react';
import { useLanguage } from './language-provider';
import { loadSharedText, sharedTextTranslator } from './shared-text-loader';
import { useCatalogueVersion } from './use-t';

type Translate = (text: string) => string;

const unchanged: Translate = (text) => text;

/**
 * The page-language version of an English text from the shared package (a validation message
 * of a shared schema, a spec text such as 'Hostel not found'): itself in English; in Urdu its
 * translation from the server catalogue once that has arrived (issue 24), English until then.
 * The API already answers errors in the page's language, so those pass through unchanged.
 */
export function useSharedText(): Translate {
  const { language } = useLanguage();
  useCatalogueVersion();
  useEffect(() => {
    if (language === 'ur') void loadSharedText();
  }, [language]);
  const urdu = sharedTextTranslator();
  return language === 'ur' && urdu ? urdu : unchanged;
}
