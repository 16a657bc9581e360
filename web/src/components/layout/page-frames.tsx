/**
 * The two page frames the layout routes draw (web/src/app/layout-routes.tsx): the site frame of
 * public pages (marketing header, footer) and the app frame of signed-in pages (app nav bar).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { AppNavBar, type AppNavBarProps } from './app-nav-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The app frame's banners call declared routes (zod with them): downloaded with the app frame's
// first use (the server has a browser holding a session load them with the page), never with a
// public page's first view.
const DemoFamilyBanner = lazy(async () => ({
  default: (await import('../account/demo-family-banner')).DemoFamilyBanner,
}));
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('../account/verify-email-banner')).VerifyEmailBanner,
}));

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}

/**
 * @param navBar the nav bar's back button (docs/product/pages-and-routes.md "Navigation bar");
 *   AppNavBar's default when absent
 */
export function AppFrame({ navBar, children }: { navBar?: AppNavBarProps; children: ReactNode }) {
  return (
    <>
      <AppNavBar {...navBar} />
      {/* The page shows with its banners, never before them: one appearing later would move the
          page under the person's pointer. */}
      <Suspense fallback={null}>
        <VerifyEmailBanner />
        <DemoFamilyBanner />
        <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          {children}
        </main>
      </Suspense>
    </>
  );
}
