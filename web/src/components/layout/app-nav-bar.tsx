/**
 * The navigation bar of app pages (docs/product/pages-and-routes.md "Navigation bar"): Back button
 * (label and target configurable; default "Back to /" … Home), logo, then for a signed-in person
 * their name (the account menu), Dashboard and Sign out (./signed-in-actions, in a second row on a
 * phone); signed out, a Sign In button.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuthModal, useSession } from '../../lib/auth';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { SignedInActions } from './signed-in-actions';

export interface AppNavBarProps {
  backLabel?: string;
  backTo?: string;
}

export function AppNavBar({ backLabel = 'Home', backTo = '/' }: AppNavBarProps) {
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  const { pathname, search } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <nav
        aria-label="App"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 min-h-16 px-4 py-2.5 sm:px-6"
      >
        <Button asChild variant="ghost" size="sm">
          <Link to={backTo} aria-label={`Back to ${backLabel}`}>
            <ArrowLeft className="size-4" aria-hidden />
            <span className="hidden sm:inline">{backLabel}</span>
          </Link>
        </Button>
        <Logo />
        {user ? (
          <SignedInActions user={user} />
        ) : (
          <Button
            size="sm"
            className="ml-auto"
            onClick={() => openAuthModal({ tab: 'signin', returnUrl: pathname + search })}
          >
            Sign In
          </Button>
        )}
      </nav>
    </header>
  );
}
