/**
 * Mounts the app; if the root cannot mount, says the platform is initialising. A page
 * the build rendered ahead of time (docs/decisions/016) is hydrated, with its route's code loaded
 * first so the first client render matches the HTML already on screen; any other page is rendered.
 */
// First: zod's settings must be in place before any page chunk loads it.
import './lib/zod-browser-config';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/router';
import './styles.css';

/** Resolves the lazy routes the current URL matches, as React Router asks before hydrating. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
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
  const isPrerendered = rootElement.hasAttribute('data-prerendered');
  if (isPrerendered) await loadMatchedRoutes();
  const app = (
    <StrictMode>
      <AppProviders>
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
