import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '@hostelhub/shared';

/** localStorage key of the browser's language; head-scripts/language-init.js reads the same key. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** `?lang=ur` / `?lang=en` on the current URL (links shared in a language), if any. */
export function languageFromUrl(search: string = window.location.search): Language | undefined {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : undefined;
}

/** The language this browser last chose, if any. */
export function readSavedLanguage(): Language | undefined {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cookie of the same choice, read by the page server so a returning visitor's pages render in
 * their language (issue 25; apps/api/src/plugins/page-render.ts). A year, this site only.
 */
export const LANGUAGE_COOKIE = 'lang';

/** Keeps `language` for this browser (guests' choice, and `?lang=` links). */
export function saveLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (privacy mode): the choice lasts until the page closes.
  }
}

/** The browser's own preference (`navigator.languages`, from Accept-Language settings). */
export function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  // Some browsers (and stubs) give only `navigator.language`.
  const tags = navigator.languages ?? [navigator.language];
  return matchLanguage(tags.filter((tag): tag is string => typeof tag === 'string'));
}

/**
 * The language a page opens in (issue 24): `?lang=` (kept for this browser), else the browser's
 * saved choice, else its own language preference, else English. A signed-in user's saved
 * preference is applied once the session is known (LanguageProvider).
 */
export function resolveInitialLanguage(): Language {
  const fromUrl = languageFromUrl();
  if (fromUrl) {
    saveLanguage(fromUrl);
    return fromUrl;
  }
  return readSavedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}
