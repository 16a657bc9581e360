/** The app's providers (query client, auth modal) around a router: the browser's, or the prerender's static one. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthModalProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

/** Wraps `children` (a router provider) in what every page uses; one query client per mount. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>{children}</AuthModalProvider>
    </QueryClientProvider>
  );
}
