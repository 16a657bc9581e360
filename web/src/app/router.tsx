/**
 * Every route of SPEC.md §2, from the page catalogue in common/, each loaded on demand; unknown
 * paths show the 404 page. A render error shows the "Loading..." placeholder (SPEC.md §4).
 */
import type { ReactElement } from 'react';
import { createBrowserRouter, useRouteError } from 'react-router';
import { PAGES, type PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../components/layout/loading-screen';
import { RootLayout } from './root-layout';

const DASHBOARD_PATHS = new Set(['/dashboard', '/app-dashboard', '/app']);
const PRICING_PATHS = new Set(['/pricing', '/pricing-plan', '/pricing-plans', '/transparent-pricing']);
const FUTURE_MESSAGE_PATHS = new Set(['/future-messages', '/voice-messages', '/free-voice-messages']);

/** Loads the module that renders `page` (code-split per feature). */
async function loadPageElement(page: PageDefinition): Promise<ReactElement> {
  if (page.path === '/') {
    const { default: HomePage } = await import('../features/home/home-page');
    return <HomePage />;
  }
  if (DASHBOARD_PATHS.has(page.path)) {
    const { DashboardPage } = await import('../features/dashboard/dashboard-page');
    return <DashboardPage page={page} />;
  }
  if (page.path === '/schedule-message') {
    const { ScheduleMessagePage } = await import('../features/messages/schedule-message-page');
    return <ScheduleMessagePage page={page} />;
  }
  if (page.path === '/blog') {
    const { BlogListPage } = await import('../features/blog/blog-list-page');
    return <BlogListPage page={page} />;
  }
  if (page.path === '/blog/:slug') {
    const { BlogArticlePage } = await import('../features/blog/blog-article-page');
    return <BlogArticlePage page={page} />;
  }
  if (page.path === '/legacy-planning') {
    const { LegacyPlanningPage } = await import('../features/pricing/legacy-planning-page');
    return <LegacyPlanningPage page={page} />;
  }
  if (PRICING_PATHS.has(page.path)) {
    const { PricingPage } = await import('../features/pricing/pricing-page');
    return <PricingPage page={page} />;
  }
  if (FUTURE_MESSAGE_PATHS.has(page.path)) {
    const { FutureMessagesPage } = await import('../features/messages/future-messages-page');
    return <FutureMessagesPage page={page} />;
  }
  if (page.path === '/legacy-messages') {
    const { LegacyMessagesPage } = await import('../features/messages/legacy-messages-page');
    return <LegacyMessagesPage page={page} />;
  }
  if (page.path === '/memory-vault') {
    const { MemoryVaultPage } = await import('../features/vault/memory-vault-page');
    return <MemoryVaultPage page={page} />;
  }
  if (page.path === '/voice-recordings') {
    const { VoiceRecordingsPage } = await import('../features/voice-recordings/voice-recordings-page');
    return <VoiceRecordingsPage page={page} />;
  }
  if (page.path === '/shared/:token') {
    const { SharedPage } = await import('../features/shared/shared-page');
    return <SharedPage page={page} />;
  }
  if (page.access === 'admin') {
    const { AdminPage } = await import('../features/pages/admin-page');
    return <AdminPage page={page} />;
  }
  const { CataloguePage } = await import('../features/pages/catalogue-page');
  return <CataloguePage page={page} />;
}

function RenderErrorPlaceholder() {
  console.error('The page failed to render.', useRouteError());
  return <LoadingScreen message="Loading..." />;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RenderErrorPlaceholder />,
    hydrateFallbackElement: <LoadingScreen message="Loading your family legacy platform..." />,
    children: [
      ...PAGES.map((page) => ({
        path: page.path,
        lazy: async () => ({ element: await loadPageElement(page) }),
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }),
      },
    ],
  },
]);
