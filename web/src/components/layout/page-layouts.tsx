/** The two page frames: public pages (site header + footer) and app pages (app nav bar). */
import type { ReactNode } from 'react';
import { AppNavBar, type AppNavBarProps } from './app-nav-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}

export function AppLayout({ children, ...navBar }: { children: ReactNode } & AppNavBarProps) {
  return (
    <>
      <AppNavBar {...navBar} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {children}
      </main>
    </>
  );
}
