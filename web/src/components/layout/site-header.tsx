/**
 * The marketing header of public pages (SPEC.md §2 "Marketing header"): from 1440 px wide, five dropdown groups (Radix
 * NavigationMenu: hover delay 200 ms, skip delay 300 ms, close delay 150 ms), Our Story and Legacy
 * Plans; on narrower screens a toggle menu that lists the groups and closes on selection. Signed out:
 * "Sign In / Sign Up"; signed in: the username, Dashboard and sign-out.
 */
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DROPDOWN_TIMINGS_MS } from '@heirloom/common/domain/constants';
import { NAVIGATION_GROUPS, NAVIGATION_LINKS } from '@heirloom/common/domain/navigation';
import { useAuthModal, useSession, useSignOutAndGoHome } from '../../lib/auth';
import { Button } from '../ui/button';
import { Logo } from './logo';

function AccountActions({ onAction }: { onAction?: () => void }) {
  const { user } = useSession();
  const signOut = useSignOutAndGoHome();
  const { openAuthModal } = useAuthModal();
  if (!user) {
    return (
      <Button
        size="sm"
        onClick={() => {
          onAction?.();
          openAuthModal({ tab: 'signin' });
        }}
      >
        Sign In / Sign Up
      </Button>
    );
  }
  return (
    <>
      <span className="hidden max-w-40 truncate text-sm font-semibold text-ink-soft sm:inline">{user.username}</span>
      <Button asChild size="sm">
        <Link to="/dashboard" onClick={onAction}>
          Dashboard
        </Link>
      </Button>
      <Button variant="ghost" size="sm" aria-label="Sign out" title="Sign out" onClick={() => void signOut()}>
        <LogOut className="size-5" aria-hidden />
      </Button>
    </>
  );
}

function DesktopNavigation() {
  return (
    <NavigationMenu.Root
      delayDuration={DROPDOWN_TIMINGS_MS.hoverDelay}
      skipDelayDuration={DROPDOWN_TIMINGS_MS.skipDelay}
      className="relative hidden min-[1440px]:block"
      aria-label="Main"
    >
      <NavigationMenu.List className="flex items-center">
        {NAVIGATION_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-full px-2 py-2 text-sm whitespace-nowrap font-semibold text-ink-soft hover:bg-paper-deep hover:text-ink data-[state=open]:text-ink">
              {group.label}
              <ChevronDown className="size-3.5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-80 rounded-2xl border border-line bg-white p-2 shadow-lg">
              <ul className="grid gap-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className="block rounded-xl px-3 py-2 hover:bg-paper-deep focus:bg-paper-deep">
                        <span className="block text-sm font-semibold text-ink">{link.label}</span>
                        <span className="block text-sm text-ink-soft">{link.description}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {NAVIGATION_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <Link
                to={link.to}
                className="rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft hover:bg-paper-deep hover:text-ink"
              >
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <nav
      id="mobile-menu"
      aria-label="Main"
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-paper px-4 pb-6 min-[1440px]:hidden"
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
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-3 px-4 sm:px-6">
        <Logo />
        <DesktopNavigation />
        <div className="ml-auto flex items-center gap-2">
          <AccountActions />
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="min-[1440px]:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </Button>
      </div>
      {isMenuOpen && <MobileMenu onClose={() => setIsMenuOpen(false)} />}
    </header>
  );
}
