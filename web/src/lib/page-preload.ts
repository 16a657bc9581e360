/**
 * Loading a page's code before the visitor goes there, e.g. the dashboard while the sign-in dialog
 * is open: the route's own load then finds its modules ready, and the page follows the click without
 * a wait of its own. The route table (app/router.tsx), which knows each page's code, provides the
 * loader when it is built; features call preloadPage.
 */

/** Loads the code of the page at a path; rejects when it cannot. */
type PageCodeLoader = (pathname: string) => Promise<unknown>;

let loadPageCode: PageCodeLoader | undefined;

/** Called once by the route table with the way to load any page's code. */
export function providePageCodeLoader(loader: PageCodeLoader): void {
  loadPageCode = loader;
}

/**
 * Starts loading the code of the page at `url` (a path, with or without a query). A failed load is
 * left to the navigation itself, which tries again and shows its error.
 */
export function preloadPage(url: string): void {
  loadPageCode?.(url.split('?')[0] ?? url).catch(() => undefined);
}
