/**
 * Mounts the app; if the root cannot mount, says the platform is initialising. A page
 * the build rendered ahead of time (docs/decisions/016) is hydrated, with its route's code loaded
 * first so the first client render matches the HTML already on screen; any other page is rendered.
 * Any other page's session check starts at once, while the page's code loads, and so do the first
 * data requests of a page that names them (its route's loader).
 */
// First: zod's settings must be in place before any page chunk loads it.
import './lib/zod-browser-config';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import type { PageHandle } from './app/page-handle';
import { routes } from './app/router';
import { signedInUser, startSessionCheck } from './lib/auth';
import { providePageDataClient } from './lib/page-preload';
import { createQueryClient } from './lib/query-client';
import './styles.css';

/**
 * Resolves the lazy routes the current URL matches, as React Router asks before hydrating, and the
 * components their pages load on demand at this URL (`PageHandle.loadBeforeHydration`).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const search = new URLSearchParams(window.location.search);
  await Promise.all(
    matches.map(async ({ route }) => {
      await (route.handle as PageHandle | undefined)?.loadBeforeHydration?.(search);
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Takes the build's `data-prerendered` mark off the root once hydration has committed (effects run
 * then): until that moment the page's buttons are painted but not yet listening.
 */
function PrerenderedMarkRemover({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return null;
}

async function start(rootElement: HTMLElement | null): Promise<void> {
  if (!rootElement) throw new Error('no #root element');
  const queryClient = createQueryClient();
  providePageDataClient(queryClient, async () => (await signedInUser(queryClient)) !== null);
  const isPrerendered = rootElement.hasAttribute('data-prerendered');
  // A prerendered page hydrates as rendered for nobody: its session shows only after hydration.
  if (isPrerendered) await loadMatchedRoutes();
  else startSessionCheck(queryClient);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
      <PrerenderedMarkRemover root={rootElement} />
    </StrictMode>
  );
  if (isPrerendered) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
}

start(document.getElementById('root')).catch((error: unknown) => {
  console.error('The app could not start.', error);
  document.body.textContent = 'The platform is initialising. Please refresh the page in a moment.';
});
