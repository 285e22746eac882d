import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider, type AuthState } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and session. */
  queryClient?: QueryClient;
  authState?: AuthState;
}

export function AppProvider({ children, queryClient, authState }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <AuthProvider {...(authState ? { initialState: authState } : {})}>{children}</AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
