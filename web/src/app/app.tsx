/** The app's providers (query client, auth modal) around a router: the browser's, or the prerender's static one. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthModalProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

/**
 * Wraps `children` (a router provider) in what every page uses: `queryClient` when the caller made
 * one (the browser's entry starts the session check with it), else a new one per mount.
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>{children}</AuthModalProvider>
    </QueryClientProvider>
  );
}
