/**
 * The handle on every page route (React Router's `handle`): how the page's frame differs from the
 * default of its access, and what else its first render needs loaded. The layout routes
 * (./layout-routes.tsx) read it; the router (./router.tsx) sets it from its screen table.
 */
import { useMatches, useSearchParams } from 'react-router';
import type { AppNavBarProps } from '../components/layout/app-nav-bar';

export interface PageHandle {
  /**
   * The app nav bar's back button on this page (docs/product/pages-and-routes.md "Navigation bar");
   * Home when absent.
   */
  navBar?: AppNavBarProps;
  /** The back button for a visitor who is not signed in, when it differs from `navBar`. */
  visitorNavBar?: AppNavBarProps;
  /** A public page with a member's view: a signed-in user sees it in the app frame (the vault, the circle). */
  hasMemberView?: boolean;
  /**
   * The query parameter (or parameters, one per kind of link) that carries an e-mailed link's token:
   * with one, the page opens in the app frame without asking to sign in (an invitation, a
   * delivery-protection answer, a "Still right?" confirmation).
   */
  linkTokenParam?: string | readonly string[];
  /** Whether the page draws its own frame at this URL (a share link's page, the home page's feature views). */
  hasOwnFrame?: (search: URLSearchParams) => boolean;
  /**
   * Loads the components this URL's first render shows that the page loads on demand; a prerendered
   * page awaits it before hydrating (web/src/main.tsx), so hydration keeps their HTML.
   */
  loadBeforeHydration?: (search: URLSearchParams) => Promise<void>;
}

/** The handle of the page being shown; throws when called outside a page route. */
export function usePageHandle(): PageHandle {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  if (!handle) throw new Error('usePageHandle is for the layouts of page routes.');
  return handle;
}

/** Whether the URL carries the e-mailed link token the page accepts (`PageHandle.linkTokenParam`). */
export function useHasLinkToken({ linkTokenParam }: PageHandle): boolean {
  const [search] = useSearchParams();
  return [linkTokenParam ?? []].flat().some((name) => Boolean(search.get(name)));
}
