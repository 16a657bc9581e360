/**
 * The navigation bar of app pages (SPEC.md §2): Back button (label and target configurable;
 * default "Back to /" … Home), logo, the account menu under the username (or the e-mail's local
 * part), a Dashboard button and a sign-out icon; signed out, a Sign In button.
 */
import { ArrowLeft, LayoutDashboard, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { deriveUsername } from '@heirloom/common/utils/username';
import { useAuthModal, useSession, useSignOutAndGoHome } from '../../lib/auth';
import { Button } from '../ui/button';
import { Logo } from './logo';

// The menu's code downloads only for a signed-in person; meanwhile their name shows as plain text.
const AccountMenu = lazy(() => import('./account-menu'));

export interface AppNavBarProps {
  backLabel?: string;
  backTo?: string;
}

export function AppNavBar({ backLabel = 'Home', backTo = '/' }: AppNavBarProps) {
  const { user } = useSession();
  const signOut = useSignOutAndGoHome();
  const { openAuthModal } = useAuthModal();
  const { pathname, search } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <nav aria-label="App" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Button asChild variant="ghost" size="sm">
          <Link to={backTo} aria-label={`Back to ${backLabel}`}>
            <ArrowLeft className="size-4" aria-hidden />
            <span className="hidden sm:inline">{backLabel}</span>
          </Link>
        </Button>
        <Logo isNameHiddenOnPhone />
        {/* min-w-0: a long name shrinks (truncated) instead of pushing the bar past a phone's width. */}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {user ? (
            <>
              <Suspense
                fallback={
                  <span className="max-w-32 truncate px-2 text-sm font-semibold text-ink-soft sm:max-w-40">
                    {user.username || deriveUsername(user.email)}
                  </span>
                }
              >
                <AccountMenu name={user.username || deriveUsername(user.email)} />
              </Suspense>
              <Button asChild variant="secondary" size="sm">
                <Link to="/dashboard" aria-label="Dashboard">
                  <LayoutDashboard className="size-4" aria-hidden />
                  <span className="hidden sm:inline">Dashboard</span>
                </Link>
              </Button>
              <Button variant="ghost" size="sm" aria-label="Sign out" title="Sign out" onClick={() => void signOut()}>
                <LogOut className="size-5" aria-hidden />
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => openAuthModal({ tab: 'signin', returnUrl: pathname + search })}>
              Sign In
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
