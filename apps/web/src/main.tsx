// First: zod must be jitless before any schema parses (the CSP forbids eval).
import './lib/zod-config';
// Issue 25: the service worker (production builds only, after the page has loaded).
import './lib/offline/register-service-worker';
import { hydrate } from '@tanstack/react-query';
import { isLanguage } from '@hostelhub/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createRoutes, preloadRoutes } from './app/router';
import { hasFilterParams } from './features/hostel-search/hooks/use-browse-params';
import { loadFilterSchemas } from './features/hostel-search/utils/filter-schemas';
import { readSessionHint } from './lib/auth/session-hint';
import { whenNamespacesLoaded } from './lib/i18n/i18n';
import { languageFromUrl, readSavedLanguage, saveLanguage } from './lib/i18n/language';
import { loadSharedText } from './lib/i18n/shared-text-loader';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID, type ServerState } from './ssr/state';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

function readServerState(): ServerState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return isLanguage(state.language) ? state : null;
  } catch {
    return null;
  }
}

/**
 * A page the server rendered (issue 25): the app takes it over (hydrateRoot) from the same data
 * and words, so nothing on screen changes. The page's code, its filters' schemas and its Urdu
 * load first; the server rendered it for a guest (it renders no page for a signed-in browser).
 */
async function hydrateServerPage(root: HTMLElement, state: ServerState): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  if (languageFromUrl()) saveLanguage(state.language);
  await Promise.all([
    preloadRoutes(createRoutes(), window.location.pathname),
    hasFilterParams(new URLSearchParams(window.location.search)) ? loadFilterSchemas() : null,
  ]);
  if (state.language !== 'en') {
    await Promise.all([whenNamespacesLoaded(state.language), loadSharedText()]);
  }
  // In a transition React hydrates in slices of a few milliseconds, not one long task that
  // blocks input on a slow phone (Lighthouse's total blocking time); a press or a key during
  // hydration is replayed once the part it landed on has hydrated (ReplayEarlyClick,
  // lib/early-click.ts).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider
          queryClient={queryClient}
          language={state.language}
          authState={{ status: 'signed-out', user: null }}
          hydrating
        >
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

const serverState = readServerState();
/**
 * Whether the browser can take the server's page over as it is. Not when it holds a session
 * (the server sends such a browser the app; a guest page arriving anyway, for a session from
 * before the session marker, is rendered afresh, signed in), nor when its saved language is not
 * the one the page was rendered in (a choice saved before the `lang` cookie existed): then the
 * app renders afresh, in the saved language.
 */
function canHydrate(state: ServerState): boolean {
  if (readSessionHint()) return false;
  const saved = readSavedLanguage();
  return languageFromUrl() !== undefined || saved === undefined || saved === state.language;
}

if (serverState && canHydrate(serverState)) {
  void hydrateServerPage(container, serverState);
} else {
  const root = createRoot(container);
  // In a transition React renders the app in slices of a few milliseconds instead of one task:
  // on a slow phone that task blocked input for 300 ms or more (Lighthouse's total blocking time,
  // issue 11). Tests wait for the page's content, not for the load event.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
