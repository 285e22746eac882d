import { LANGUAGE_DIRECTIONS, type Language, type UserProfile } from '@hostelhub/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api, type DataEnvelope } from '../api-client';
import { useAuth } from '../auth';
import { i18n, loadAllNamespaces } from './i18n';
import { loadSharedText } from './shared-text-loader';
import { languageFromUrl, resolveInitialLanguage, saveLanguage } from './language';

interface LanguageContextValue {
  language: Language;
  /**
   * Switches the whole app to `language` now, keeps it for this browser, and saves it as a
   * signed-in user's `preferred_language` so it follows them to other devices.
   */
  setLanguage: (language: Language) => void;
}

/**
 * Outside LanguageProvider (a component rendered alone in a test) the page is English and
 * cannot switch; the app always renders inside the provider (app/provider.tsx).
 */
const ENGLISH_ONLY: LanguageContextValue = { language: 'en', setLanguage: () => undefined };

const LanguageContext = createContext<LanguageContextValue>(ENGLISH_ONLY);

/** `<html lang dir>` and the Urdu web font, loaded only when Urdu is shown. */
function applyLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = LANGUAGE_DIRECTIONS[language];
  if (language === 'ur') {
    // Only the Urdu script's glyphs, 12% larger than the Latin beside them (issue 40 item 3):
    // Latin text (names, numbers) keeps the app's sans face.
    void import('./nastaliq.css');
    // Every namespace's Urdu, and the shared texts', at once: nothing waits on screen.
    loadAllNamespaces('ur');
    void loadSharedText();
  }
}

/**
 * Holds the language of the page (issue 24): the initial one from `?lang=`, the browser's
 * saved choice or its preference; then a signed-in user's saved `preferred_language` unless the
 * URL names one. Must sit inside AuthProvider.
 */
export function LanguageProvider({
  children,
  initialLanguage,
}: {
  children: ReactNode;
  /** Tests start in a language of their choosing. */
  initialLanguage?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(
    () => initialLanguage ?? resolveInitialLanguage(),
  );
  if (i18n.locale !== language) i18n.activate(language);
  const { status, user, refreshProfile } = useAuth();

  useEffect(() => {
    applyLanguage(language);
  }, [language]);

  // Signing in (or a restored session) brings the user's saved language, once per user, unless
  // this page was opened with ?lang=, which is for this browser only.
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  if (status === 'signed-in' && user && appliedFor !== user.id) {
    setAppliedFor(user.id);
    const preferred = user.preferred_language;
    if (preferred && preferred !== language && !languageFromUrl()) setLanguageState(preferred);
  }

  const setLanguage = useCallback(
    (next: Language) => {
      saveLanguage(next);
      setLanguageState(next);
      if (status === 'signed-in' && user && user.preferred_language !== next) {
        void api
          .put<DataEnvelope<UserProfile>>('/api/users/profile', { preferred_language: next })
          .then((body) => refreshProfile(body.data))
          .catch(() => {
            // Kept for this browser; the profile keeps its old choice until the next switch.
          });
      }
    },
    [status, user, refreshProfile],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language and the switch. */
export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
