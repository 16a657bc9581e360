/**
 * The marketing header of public pages (docs/product/pages-and-routes.md "Marketing header"): on
 * desktop screens (1280 px and wider) five dropdown groups, Our Story and Legacy Plans
 * (./desktop-navigation), in the bar from 1440 px and in a row under it below that (they need about
 * 1090 px, more than is left beside the logo and the account buttons at 1280 px); on narrower
 * screens a toggle menu that lists the groups and closes on selection. Signed out:
 * "Sign In / Sign Up"; signed in: the account menu under the person's name, Dashboard and Sign out
 * (./signed-in-actions, a second row below the `md` breakpoint).
 */
import { ChevronDown, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NAVIGATION_GROUPS, NAVIGATION_LINKS } from '@heirloom/common/domain/navigation';
import { useAuthModal, useSession } from '../../lib/auth';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { SignedInActions } from './signed-in-actions';

/** Where the dropdown groups replace the toggle menu (Tailwind's `xl:` below). */
const DESKTOP_QUERY = '(min-width: 1280px)';
/** Where the dropdown groups fit in the bar beside the logo and the account buttons. */
const WIDE_SCREEN_QUERY = '(min-width: 1440px)';

// Narrower screens never show the dropdowns, so they never download them.
const DesktopNavigation = lazy(() => import('./desktop-navigation'));

/** Signed out, "Sign In / Sign Up"; signed in, the name, Dashboard and Sign out (a row of their own on a phone). */
function AccountActions() {
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  if (user) return <SignedInActions user={user} dashboardVariant="primary" />;
  return (
    <Button size="sm" className="ml-auto" onClick={() => openAuthModal({ tab: 'signin' })}>
      Sign In / Sign Up
    </Button>
  );
}

/** The dropdown groups' look while their code downloads, so the header does not fill in late. */
function DesktopNavigationPlaceholder() {
  const itemClasses = 'flex items-center gap-1 px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft';
  return (
    <div aria-hidden className="flex items-center">
      {NAVIGATION_GROUPS.map((group) => (
        <span key={group.label} className={itemClasses}>
          {group.label}
          <ChevronDown className="size-3.5" />
        </span>
      ))}
      {NAVIGATION_LINKS.map((link) => (
        <span key={link.to} className={itemClasses}>
          {link.label}
        </span>
      ))}
    </div>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <nav
      id="mobile-menu"
      aria-label="Main"
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-paper px-4 pb-6 xl:hidden"
    >
      {NAVIGATION_GROUPS.map((group) => (
        <section key={group.label} className="border-b border-line py-3">
          <h2 className="mb-1 font-sans text-xs font-semibold tracking-wide text-ink-soft uppercase">{group.label}</h2>
          <ul className="grid">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose} className="block rounded-lg py-2 font-semibold text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ul className="grid py-3">
        {NAVIGATION_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onClose} className="block rounded-lg py-2 font-semibold text-ink">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader() {
  // The header stays while pages change under it (a layout route): the menu closes when the page changes.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const isMenuOpen = menuPath === pathname;
  const closeMenu = () => setMenuPath(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isWideScreen = useMediaQuery(WIDE_SCREEN_QUERY);
  // The rows are shown and hidden by CSS, so a page rendered ahead of time is laid out right before
  // any script runs; the dropdowns' code is fetched only where the media query says they show.
  const desktopNavigation = (isShown: boolean) =>
    isShown ? (
      <Suspense fallback={<DesktopNavigationPlaceholder />}>
        <DesktopNavigation />
      </Suspense>
    ) : (
      <DesktopNavigationPlaceholder />
    );
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      {/* Below `md` a signed-in person's actions wrap to a second row; the logo then pushes the menu button right. */}
      <div className="mx-auto flex min-h-16 max-w-[1440px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <Logo className="max-md:mr-auto" />
        <div className="hidden min-[1440px]:flex">{desktopNavigation(isWideScreen)}</div>
        <AccountActions />
        <Button
          variant="ghost"
          size="sm"
          className="xl:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuPath(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </Button>
      </div>
      <div className="mx-auto hidden max-w-[1440px] px-2 pb-2 sm:px-4 xl:max-[1440px]:flex">
        {desktopNavigation(isDesktop && !isWideScreen)}
      </div>
      {isMenuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
