import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from '../components/ui/color-mode.tsx';
import { LanguageProvider } from '../i18n/react.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import type { AuthBackend } from '../lib/firebase.ts';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** Language, colour mode, data cache and auth. The UI kit comes with the first page that needs it (`ChakraShell`). */
export function AppProvider({
  children,
  authBackend,
  queryClient: givenClient,
  signedOut,
}: {
  children: ReactNode;
  authBackend?: AuthBackend;
  queryClient?: QueryClient;
  /** The page was drawn by the server for a shopper signed out (first-screen/). */
  signedOut?: boolean;
}) {
  const [queryClient] = useState(() => givenClient ?? makeQueryClient());
  return (
    <LanguageProvider>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider backend={authBackend} signedOut={signedOut}>
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </ColorModeProvider>
    </LanguageProvider>
  );
}
