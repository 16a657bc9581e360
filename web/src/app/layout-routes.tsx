/**
 * The three layout routes of the route table, one per page access of the page catalogue
 * (common/src/domain/pages.ts): public pages in the site frame, signed-in pages in the app frame
 * behind the sign-in gate, admin pages in the app frame behind the admin check. Pages render only
 * their content; their route handle (./page-handle.ts) adjusts the frame.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { AppFrame, SiteFrame } from '../components/layout/page-frames';
import { RequireSignIn } from '../components/layout/require-sign-in';
import { toast } from '../components/ui/use-toast';
import { useSession } from '../lib/auth';
import { useHasLinkToken, usePageHandle, type PageHandle } from './page-handle';

/** The nav bar's back button for this visitor: a signed-out visitor's own one when the page has it. */
const navBarFor = ({ navBar, visitorNavBar }: PageHandle, isSignedIn: boolean) =>
  !isSignedIn && visitorNavBar ? visitorNavBar : navBar;

/**
 * Public pages: the site header and footer. A page with a member's view shows a signed-in user (or
 * the holder of its link token) the app frame instead, and the loading screen while the session is
 * checked; a page that draws its own frame gets none.
 */
export function PublicLayout() {
  const handle = usePageHandle();
  const [search] = useSearchParams();
  const hasLinkToken = useHasLinkToken(handle);
  const { user, isLoading } = useSession();
  if (handle.hasOwnFrame?.(search)) return <Outlet />;
  if (handle.hasMemberView && !hasLinkToken && isLoading) return <LoadingScreen />;
  if (handle.hasMemberView && (hasLinkToken || user)) {
    return (
      <AppFrame navBar={navBarFor(handle, Boolean(user))}>
        <Outlet />
      </AppFrame>
    );
  }
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * Signed-in pages: the app nav bar and the sign-in gate (a signed-out visitor is asked to sign in
 * and comes back here). The holder of the page's link token passes the gate.
 */
export function SignedInLayout() {
  const handle = usePageHandle();
  const hasLinkToken = useHasLinkToken(handle);
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <AppFrame navBar={navBarFor(handle, Boolean(user))}>
      {hasLinkToken ? (
        <Outlet />
      ) : (
        // Keyed by the path: the gate asks once per page visit.
        <RequireSignIn key={pathname}>
          <Outlet />
        </RequireSignIn>
      )}
    </AppFrame>
  );
}

/**
 * Admin pages (docs/product/pages-and-routes.md "Admin panel"): "Loading admin panel..." while the
 * session is checked; a non-admin gets the destructive "Access Denied" toast and is sent to /. The
 * server decides who is admin and enforces it on every admin call
 * (docs/product/roles-and-access.md "Administrator"); this layout only follows its answer.
 */
export function AdminLayout() {
  const handle = usePageHandle();
  const { user, isLoading } = useSession();
  const isAdmin = user?.role === 'admin';
  useEffect(() => {
    if (!isLoading && !isAdmin) {
      toast({
        variant: 'destructive',
        title: 'Access Denied',
        description: "You don't have permission to access this area.",
      });
    }
  }, [isLoading, isAdmin]);
  if (isLoading) return <LoadingScreen message="Loading admin panel..." />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <AppFrame navBar={handle.navBar}>
      <Outlet />
    </AppFrame>
  );
}
