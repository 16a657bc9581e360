/**
 * Loading a page's code before the visitor goes there, e.g. the dashboard while the sign-in dialog
 * is open: the route's own load then finds its modules ready, and the page follows the click without
 * a wait of its own. The route table (app/router.tsx), which knows each page's code, provides the
 * loader when it is built; features call preloadPage. And starting a signed-in page's first data
 * requests with its code (its route's loader) rather than once it has rendered.
 */
import type { QueryClient } from '@tanstack/react-query';

/** Loads the code of the page at a path; rejects when it cannot. */
type PageCodeLoader = (pathname: string) => Promise<unknown>;

let loadPageCode: PageCodeLoader | undefined;

/** Where the browser has no requestIdleCallback (Safari), how long to wait instead, ms. */
const IDLE_FALLBACK_DELAY_MS = 300;

/** Called once by the route table with the way to load any page's code. */
export function providePageCodeLoader(loader: PageCodeLoader): void {
  loadPageCode = loader;
}

/**
 * Loads the code of the page at `url` (a path, with or without a query) once the browser is idle.
 * A failed load is left to the navigation itself, which tries again and shows its error.
 */
export function preloadPage(url: string): void {
  const load = () => void loadPageCode?.(url.split('?')[0] ?? url).catch(() => undefined);
  // When the browser has nothing else to do, so that loading never delays what the person is doing.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else window.setTimeout(load, IDLE_FALLBACK_DELAY_MS);
}

/** Starts a page's first data requests into `queryClient` for the address `url`. */
export type PageDataPrefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

let pageData: { queryClient: QueryClient; isSignedIn: () => Promise<boolean> } | undefined;

/**
 * Called once at start with the app's query client, which page data is fetched into, and how to
 * know whether someone is signed in (the session check; given here, so this module stays out of
 * the session's code).
 */
export function providePageDataClient(queryClient: QueryClient, isSignedIn: () => Promise<boolean>): void {
  pageData = { queryClient, isSignedIn };
}

/**
 * Runs `prefetch` for `url` once the session check says someone is signed in (a visitor asks no
 * signed-in API). Not awaited by the navigation; a failure is left to the page's own queries, which
 * ask again and show their error.
 */
export function prefetchPageData(prefetch: PageDataPrefetch, url: URL): void {
  if (!pageData) return;
  const { queryClient, isSignedIn } = pageData;
  void isSignedIn()
    .then((signedIn) => (signedIn ? prefetch(queryClient, url) : undefined))
    .catch(() => undefined);
}
