/** The app's providers (query client, auth modal) around the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthModalProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
