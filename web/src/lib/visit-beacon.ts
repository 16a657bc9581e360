/**
 * The visit beacon (docs/product/marketing-and-figures.md "Visits"): once per page view of a public
 * page, the SPA tells its own server which page it showed (siteAnalyticsRoutes.recordVisit). No
 * cookie, no identifier and no third party: the server counts daily unique visitors with a salted
 * hash that changes every day. A browser that asks not to be tracked (Do Not Track or Global
 * Privacy Control) sends nothing at all.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findPage } from '@heirloom/common/domain/pages';

/** Whether the browser asks not to be tracked. */
function isTrackingRefused(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/** Sends one beacon per public page shown; failures are ignored (counting must never disturb a visit). */
export function useVisitBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (findPage(pathname)?.access !== 'public' || isTrackingRefused()) return;
    // After the page has drawn: the beacon never competes with what the visitor came for.
    const timer = setTimeout(() => {
      // The declaration (and zod with it) is loaded here, out of the page's first download.
      Promise.all([import('./api-client'), import('@heirloom/common/routes/site-analytics')])
        .then(([{ callRoute }, { siteAnalyticsRoutes }]) =>
          callRoute(siteAnalyticsRoutes.recordVisit, { body: { path: pathname } }),
        )
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
