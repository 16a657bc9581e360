/**
 * What both bars show a signed-in person: their name (the account menu's button), a "Dashboard"
 * link and a "Sign out" button, each with its words on screen at every width. From the `md`
 * breakpoint they sit at the bar's right end (on the next line where the bar is full); on narrower
 * screens they take a row of their own under it (the name left, the two controls right), where a
 * 390 px phone has room for the two words and a name of about ten letters (a longer one is cut
 * short, its title giving it in full).
 */
import { LayoutDashboard, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { User } from '@heirloom/common/contracts/auth';
import { deriveUsername } from '@heirloom/common/utils/username';
import { useSignOutAndGoHome } from '../../lib/auth';
import { Button } from '../ui/button';

// The menu's code downloads only for a signed-in person; meanwhile their name shows as plain text.
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * @param user the signed-in person; the bar shows their name, or the e-mail's local part before they chose one
 * @param dashboardVariant the Dashboard link's look: the marketing header's call to action is filled
 */
export function SignedInActions({
  user,
  dashboardVariant = 'secondary',
}: {
  user: User;
  dashboardVariant?: 'primary' | 'secondary';
}) {
  const signOut = useSignOutAndGoHome();
  const name = user.username || deriveUsername(user.email);
  return (
    // Below `md` this group takes the whole second row of the (wrapping) bar.
    <div className="flex min-w-0 items-center gap-2 max-md:order-last max-md:basis-full md:ml-auto">
      <Suspense
        fallback={
          <span className="max-w-32 truncate px-1 text-sm font-semibold text-ink-soft md:px-2 lg:max-w-40">{name}</span>
        }
      >
        <AccountMenu name={name} />
      </Suspense>
      <Button asChild variant={dashboardVariant} size="sm" className="max-md:ml-auto">
        <Link to="/dashboard">
          <LayoutDashboard className="size-4 max-md:hidden" aria-hidden />
          Dashboard
        </Link>
      </Button>
      <Button variant="ghost" size="sm" className="max-md:px-2" onClick={() => void signOut()}>
        <LogOut className="size-4 max-md:hidden" aria-hidden />
        Sign out
      </Button>
    </div>
  );
}
