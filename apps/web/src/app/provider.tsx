import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@hostelhub/shared';
import { useState, type ReactNode } from 'react';
import { clearCompare } from '../features/compare/utils/compare-list';
import { MessagingProvider } from '../features/messaging/context/messaging-provider';
import { clearRecentlyViewed } from '../features/recently-viewed/utils/recently-viewed-list';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider, type AuthState } from '../lib/auth';
import { ConfirmProvider } from '../components/ui/confirm-provider';
import { LanguageProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { ServerRenderedContext } from '../lib/server-rendered';
import { ThemeProvider } from '../lib/theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and session. */
  queryClient?: QueryClient;
  authState?: AuthState;
  /** Builds the live WebSocket; null turns live updates off (component tests). */
  createSocket?: ((url: string) => WebSocket) | null;
  /** Tests start in a language of their choosing (default: as a first visit would). */
  language?: Language;
  /** The page came rendered from the server and is being hydrated (main.tsx, issue 25). */
  hydrating?: boolean;
  /** Rendering on the server, or hydrating what it rendered (lib/server-rendered.tsx). */
  serverRendered?: boolean;
}

/**
 * What a sign-out forgets in this browser besides the session and the offline copies: the
 * hostels chosen for comparison and those viewed recently (issue 29), so the next person on a
 * shared phone or a café's computer does not see them. Another tab's lists follow through
 * the storage event.
 */
function forgetBrowsing(): void {
  clearCompare();
  clearRecentlyViewed();
}

export function AppProvider({
  children,
  queryClient,
  authState,
  createSocket,
  language,
  hydrating = false,
  serverRendered = hydrating,
}: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ServerRenderedContext.Provider value={serverRendered}>
      <ThemeProvider hydrating={hydrating}>
        <QueryClientProvider client={client}>
          <AuthProvider
            {...(authState ? { initialState: authState } : {})}
            onSignedOut={forgetBrowsing}
          >
            <LanguageProvider {...(language ? { initialLanguage: language } : {})}>
              <MessagingProvider {...(createSocket === undefined ? {} : { createSocket })}>
                <ConfirmProvider>
                  {children}
                  <Toaster />
                </ConfirmProvider>
              </MessagingProvider>
            </LanguageProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ServerRenderedContext.Provider>
  );
}
