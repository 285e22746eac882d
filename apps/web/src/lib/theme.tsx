import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export type Theme = 'light' | 'dark';

/** localStorage key of the saved choice; head-scripts/theme-init.js reads the same key before paint. */
export const THEME_STORAGE_KEY = 'theme';

function readSavedTheme(): Theme | null {
  if (typeof window === 'undefined') return null;
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

/** The system preference (part 1 section 1), read when nothing is saved. */
function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** What the user chose: a theme, or to follow the system setting (nothing saved). */
export type ThemePreference = Theme | 'system';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  preference: ThemePreference;
  /** Saves a theme, or forgets the choice so the page follows the system setting. */
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const noChanges = () => () => undefined;

/** Calls `onChange` whenever the system's light or dark setting changes. */
function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isBrowser = () => true;
const isServer = () => false;

/**
 * Holds the theme (part 1 section 1). `hydrating`: the page came rendered from the server, which
 * cannot know the theme (head-scripts/theme-init.js set it before paint): until the app has taken over
 * the page, components read 'light' as the server did, so hydration matches (issue 25).
 */
export function ThemeProvider({
  children,
  hydrating = false,
}: {
  children: ReactNode;
  hydrating?: boolean;
}) {
  // False on the server and while hydrating (React reads the server snapshot then), true after.
  const hydrated = useSyncExternalStore(noChanges, isBrowser, isServer) || !hydrating;
  const [preference, setPreferenceState] = useState<ThemePreference>(
    () => readSavedTheme() ?? 'system',
  );
  // Without a saved choice the page follows the system setting as it changes, including a
  // change made before the app listened (useSyncExternalStore reads it again once subscribed).
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, isServer);
  const theme: Theme = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  // While hydrating, the theme is what theme-init.js set before paint: applied once the app
  // reads the system setting itself, so the page never flashes light.
  useEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [hydrated, theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this visit only.
    }
    setPreferenceState(next);
  }, []);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      if (next !== 'system') {
        setTheme(next);
        return;
      }
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // Storage blocked: nothing was saved either.
      }
      setPreferenceState('system');
    },
    [setTheme],
  );

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [theme, setTheme]);

  const shownTheme: Theme = hydrated ? theme : 'light';
  const value = useMemo(
    () => ({ theme: shownTheme, setTheme, toggleTheme, preference, setPreference }),
    [shownTheme, setTheme, toggleTheme, preference, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
