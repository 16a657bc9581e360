/**
 * Every route of SPEC.md §2, from the page catalogue in common/, each loaded on demand: the
 * catalogue names the screen of every real page, and the rest show the placeholder; unknown
 * paths show the 404 page. A render error shows the "Loading..." placeholder (SPEC.md §4).
 */
import type { ReactElement } from 'react';
import { createBrowserRouter, useRouteError } from 'react-router';
import { PAGES, type PageDefinition, type PageScreen } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../components/layout/loading-screen';
import { RootLayout } from './root-layout';

/** Loads the module that renders each screen of the catalogue (code-split per feature). */
const SCREENS: Record<PageScreen, (page: PageDefinition) => Promise<ReactElement>> = {
  home: async () => {
    const { default: HomePage } = await import('../features/home/home-page');
    return <HomePage />;
  },
  dashboard: async (page) => {
    const { DashboardPage } = await import('../features/dashboard/dashboard-page');
    return <DashboardPage page={page} />;
  },
  'schedule-message': async (page) => {
    const { ScheduleMessagePage } = await import('../features/messages/schedule-message-page');
    return <ScheduleMessagePage page={page} />;
  },
  'blog-list': async (page) => {
    const { BlogListPage } = await import('../features/blog/blog-list-page');
    return <BlogListPage page={page} />;
  },
  'blog-article': async (page) => {
    const { BlogArticlePage } = await import('../features/blog/blog-article-page');
    return <BlogArticlePage page={page} />;
  },
  'legacy-planning': async (page) => {
    const { LegacyPlanningPage } = await import('../features/pricing/legacy-planning-page');
    return <LegacyPlanningPage page={page} />;
  },
  pricing: async (page) => {
    const { PricingPage } = await import('../features/pricing/pricing-page');
    return <PricingPage page={page} />;
  },
  'future-messages': async (page) => {
    const { FutureMessagesPage } = await import('../features/messages/future-messages-page');
    return <FutureMessagesPage page={page} />;
  },
  'legacy-messages': async (page) => {
    const { LegacyMessagesPage } = await import('../features/messages/legacy-messages-page');
    return <LegacyMessagesPage page={page} />;
  },
  'memory-vault': async (page) => {
    const { MemoryVaultPage } = await import('../features/vault/memory-vault-page');
    return <MemoryVaultPage page={page} />;
  },
  'voice-recordings': async (page) => {
    const { VoiceRecordingsPage } = await import('../features/voice-recordings/voice-recordings-page');
    return <VoiceRecordingsPage page={page} />;
  },
  shared: async (page) => {
    const { SharedPage } = await import('../features/shared/shared-page');
    return <SharedPage page={page} />;
  },
  'family-collaboration': async (page) => {
    const { FamilyCollaborationPage } = await import('../features/circle/family-collaboration-page');
    return <FamilyCollaborationPage page={page} />;
  },
  'family-invitations': async (page) => {
    const { FamilyInvitationsPage } = await import('../features/circle/family-invitations-page');
    return <FamilyInvitationsPage page={page} />;
  },
  connections: async (page) => {
    const { ConnectionsPage } = await import('../features/circle/connections-page');
    return <ConnectionsPage page={page} />;
  },
  sharing: async (page) => {
    const { SharingPage } = await import('../features/sharing/sharing-page');
    return <SharingPage page={page} />;
  },
  settings: async (page) => {
    const { SettingsPage } = await import('../features/settings/settings-page');
    return <SettingsPage page={page} />;
  },
};

/**
 * Loads the element for `page`: its screen, or, while the catalogue gives it none, the "Being
 * built" placeholder (behind the admin check for admin pages).
 */
async function loadPageElement(page: PageDefinition): Promise<ReactElement> {
  if (page.screen) return SCREENS[page.screen](page);
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
