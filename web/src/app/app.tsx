/** The app's providers (query client, auth modal) around the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthModalProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
