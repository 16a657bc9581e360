/**
 * The route table: every route of the page catalogue in common/
 * (docs/product/pages-and-routes.md "Route list"), under the layout route of its access
 * (./layout-routes.tsx: public, signed-in, admin), each screen loaded on demand. The catalogue
 * names the screen of every real page; the rest show the "Being built" placeholder; unknown paths
 * show the 404 page. A render error shows the "Loading..." placeholder
 * (docs/product/pages-and-routes.md "Not found and loading").
 */
import type { ComponentType } from 'react';
import { useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { findPage, PAGES, type PageAccess, type PageDefinition, type PageScreen } from '@heirloom/common/domain/pages';
import type { AppNavBarProps } from '../components/layout/app-nav-bar';
import { LoadingScreen } from '../components/layout/loading-screen';
import { prefetchPageData, providePageCodeLoader, type PageDataPrefetch } from '../lib/page-preload';
import { isFeatureSection } from '../features/home/feature-sections';
import { AdminLayout, PublicLayout, SignedInLayout } from './layout-routes';
import type { PageHandle } from './page-handle';
import { RootLayout } from './root-layout';

/** A screen: how to load its component (code-split per feature) and how its frame differs from the default. */
interface Screen extends PageHandle {
  load: () => Promise<ComponentType<{ page: PageDefinition }>>;
  /** The page's first data requests, started by its route's loader alongside its code (lib/page-preload). */
  prefetch?: PageDataPrefetch;
  /**
   * Whether the build renders its pages to HTML ahead of time (docs/decisions/016): a public page
   * that shows every visitor the same thing before its scripts run.
   */
  isPrerendered?: true;
}

const BACK_TO_DASHBOARD: AppNavBarProps = { backLabel: 'Dashboard', backTo: '/dashboard' };

/** Every screen of the catalogue. */
const SCREENS: Record<PageScreen, Screen> = {
  home: {
    isPrerendered: true,
    load: async () => (await import('../features/home/home-page')).default,
    hasOwnFrame: (search) => isFeatureSection(search.get('section')),
    loadBeforeHydration: async (search) => {
      if (isFeatureSection(search.get('section')))
        await (await import('../features/home/feature-view')).FeatureExamples.preload();
    },
  },
  dashboard: { load: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage },
  'family-tree': {
    load: async () => (await import('../features/family-tree/family-tree-page')).FamilyTreePage,
    prefetch: async (queryClient, url) =>
      (await import('../features/family-tree/family-tree-queries')).prefetchChart(queryClient, url),
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'family-tree-builder': {
    load: async () => (await import('../features/family-tree/family-tree-builder-page')).FamilyTreeBuilderPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  admin: { load: async () => (await import('../features/admin/admin-page')).AdminPage },
  checkout: { load: async () => (await import('../features/billing/checkout-page')).CheckoutPage },
  'payment-success': {
    load: async () => (await import('../features/billing/payment-success-page')).PaymentSuccessPage,
    navBar: BACK_TO_DASHBOARD,
  },
  subscription: {
    load: async () => (await import('../features/billing/subscription-page')).SubscriptionPage,
    navBar: BACK_TO_DASHBOARD,
  },
  'schedule-message': {
    load: async () => (await import('../features/messages/schedule-message-page')).ScheduleMessagePage,
    navBar: { backLabel: 'Messages', backTo: '/legacy-messages' },
  },
  'blog-list': {
    isPrerendered: true,
    load: async () => (await import('../features/blog/blog-list-page')).BlogListPage,
  },
  'blog-article': {
    isPrerendered: true,
    load: async () => (await import('../features/blog/blog-article-page')).BlogArticlePage,
  },
  'legacy-planning': {
    isPrerendered: true,
    load: async () => (await import('../features/pricing/legacy-planning-page')).LegacyPlanningPage,
  },
  pricing: { isPrerendered: true, load: async () => (await import('../features/pricing/pricing-page')).PricingPage },
  'future-messages': {
    isPrerendered: true,
    load: async () => (await import('../features/messages/future-messages-page')).FutureMessagesPage,
  },
  // The legacy plan: an e-mailed link (?respond=) opens it without signing in.
  legacy: {
    load: async () => (await import('../features/legacy/legacy-page')).LegacyPage,
    navBar: BACK_TO_DASHBOARD,
    linkTokenParam: 'respond',
  },
  // Time capsules: a recipient's e-mailed link (?open=) opens an opened capsule without signing in.
  'time-capsules': {
    load: async () => (await import('../features/time-capsules/time-capsules-page')).TimeCapsulesPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
    linkTokenParam: 'open',
  },
  // Scrapbooks, their generator, the templates and printing.
  scrapbooks: {
    load: async () => (await import('../features/scrapbooks/scrapbooks-page')).ScrapbooksPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'scrapbook-generator': {
    load: async () => (await import('../features/scrapbooks/scrapbook-generator-page')).ScrapbookGeneratorPage,
    navBar: { backLabel: 'Scrapbooks', backTo: '/scrapbooks' },
    hasMemberView: true,
  },
  'premium-templates': {
    load: async () => (await import('../features/scrapbooks/premium-templates-page')).PremiumTemplatesPage,
    hasMemberView: true,
  },
  // Family recipes (visitors see what they are; members their recipes).
  'family-recipes': {
    load: async () => (await import('../features/recipes/family-recipes-page')).RecipesPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'printing-services': {
    load: async () => (await import('../features/scrapbooks/printing-services-page')).PrintingServicesPage,
    hasMemberView: true,
  },
  'before-its-too-late': {
    load: async () => (await import('../features/legacy/before-its-too-late-page')).BeforeItsTooLatePage,
    hasMemberView: true,
  },
  'legacy-messages': {
    load: async () => (await import('../features/messages/legacy-messages-page')).LegacyMessagesPage,
    hasMemberView: true,
    // A delivery-protection answer (?respond=) and a "Still right?" confirmation (?confirm=).
    linkTokenParam: ['respond', 'confirm'],
  },
  'memory-vault': {
    load: async () => (await import('../features/vault/memory-vault-page')).MemoryVaultPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'voice-recordings': {
    load: async () => (await import('../features/voice-recordings/voice-recordings-page')).VoiceRecordingsPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'voice-ancestry': {
    load: async () => (await import('../features/voice-ancestry/voice-ancestry-page')).VoiceAncestryPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  shared: { load: async () => (await import('../features/shared/shared-page')).SharedPage, hasOwnFrame: () => true },
  // A recipient's choices after the author's death, from the gentle e-mail's link (?token=).
  'messages-for-me': {
    load: async () => (await import('../features/messages/messages-for-me-page')).MessagesForMePage,
    linkTokenParam: 'token',
  },
  'family-collaboration': {
    load: async () => (await import('../features/circle/family-collaboration-page')).FamilyCollaborationPage,
    navBar: BACK_TO_DASHBOARD,
    hasMemberView: true,
  },
  'family-invitations': {
    load: async () => (await import('../features/circle/family-invitations-page')).FamilyInvitationsPage,
    navBar: BACK_TO_DASHBOARD,
    visitorNavBar: {}, // an invitee without an account has no dashboard: back to Home
    linkTokenParam: 'token',
  },
  connections: {
    load: async () => (await import('../features/circle/connections-page')).ConnectionsPage,
    navBar: BACK_TO_DASHBOARD,
  },
  sharing: {
    load: async () => (await import('../features/sharing/sharing-page')).SharingPage,
    navBar: BACK_TO_DASHBOARD,
  },
  settings: {
    load: async () => (await import('../features/settings/settings-page')).SettingsPage,
    linkTokenParam: 'token', // the e-mailed account links (verify, change e-mail, reset, unsubscribe)
    navBar: BACK_TO_DASHBOARD,
  },
  'last-wishes': {
    load: async () => (await import('../features/last-wishes/last-wishes-page')).LastWishesPage,
    navBar: BACK_TO_DASHBOARD,
  },
  // Help pages and the demo family.
  faqs: { isPrerendered: true, load: async () => (await import('../features/help/faqs-page')).FaqsPage },
  contact: { isPrerendered: true, load: async () => (await import('../features/help/contact-page')).ContactPage },
  sitemap: { isPrerendered: true, load: async () => (await import('../features/help/sitemap-page')).SitemapPage },
  reviews: { isPrerendered: true, load: async () => (await import('../features/help/reviews-page')).ReviewsPage },
  demo: { load: async () => (await import('../features/demo/demo-page')).DemoPage },
  // The operator's newsletter and SEO check (admin pages).
  'email-marketing': {
    load: async () => (await import('../features/operator-email/email-marketing-page')).EmailMarketingPage,
  },
  'seo-enhancement': {
    load: async () => (await import('../features/operator-seo/seo-enhancement-page')).SeoEnhancementPage,
  },
  // The operator's headline A/B test and conversion funnel (admin pages).
  'landing-optimization': {
    load: async () => (await import('../features/operator-landing/landing-optimization-page')).LandingOptimizationPage,
  },
  'conversion-optimization': {
    load: async () =>
      (await import('../features/operator-funnel/conversion-optimization-page')).ConversionOptimizationPage,
  },
  'privacy-policy': {
    isPrerendered: true,
    load: async () => (await import('../features/legal/privacy-policy-page')).PrivacyPolicyPage,
  },
  'terms-of-service': {
    isPrerendered: true,
    load: async () => (await import('../features/legal/terms-of-service-page')).TermsOfServicePage,
  },
  about: { isPrerendered: true, load: async () => (await import('../features/story/about-page')).AboutPage },
  'inspiring-about': {
    isPrerendered: true,
    load: async () => (await import('../features/story/inspiring-about-page')).InspiringAboutPage,
  },
  features: { isPrerendered: true, load: async () => (await import('../features/story/features-page')).FeaturesPage },
  'advanced-features': {
    isPrerendered: true,
    load: async () => (await import('../features/story/advanced-features-page')).AdvancedFeaturesPage,
  },
  'how-it-works': {
    isPrerendered: true,
    load: async () => (await import('../features/story/how-it-works-page')).HowItWorksPage,
  },
  'military-families': {
    isPrerendered: true,
    load: async () => (await import('../features/story/military-families-page')).MilitaryFamiliesPage,
  },
  'guided-paths': {
    isPrerendered: true,
    load: async () => (await import('../features/story/guided-paths-page')).GuidedPathsPage,
  },
  'genealogy-blog': {
    isPrerendered: true,
    load: async () => (await import('../features/blog/genealogy-blog-page')).GenealogyBlogPage,
  },
  quizzes: { isPrerendered: true, load: async () => (await import('../features/quizzes/quizzes-page')).QuizzesPage },
  quiz: { isPrerendered: true, load: async () => (await import('../features/quizzes/quiz-page')).QuizPage },
  timeline: { load: async () => (await import('../features/timeline/timeline-page')).TimelinePage },
  onboarding: { load: async () => (await import('../features/onboarding/onboarding-page')).OnboardingPage },
  progress: { load: async () => (await import('../features/progress/progress-page')).ProgressPage },
};

/** A page the catalogue gives no screen yet: the "Being built" placeholder. */
const PLACEHOLDER: Screen = {
  load: async () => (await import('../features/pages/catalogue-page')).CataloguePage,
  navBar: BACK_TO_DASHBOARD,
};

/** Whether the build renders `page` to HTML ahead of time (`Screen.isPrerendered`). */
export const isPrerenderedPage = (page: PageDefinition): boolean =>
  page.access === 'public' && page.screen !== undefined && SCREENS[page.screen].isPrerendered === true;

// Features start loading a page's code ahead of a navigation through lib/page-preload.
providePageCodeLoader(async (pathname) => {
  const screen = findPage(pathname)?.screen;
  if (screen) await SCREENS[screen].load();
});

/** The layout route of each page access. */
const LAYOUTS: Record<PageAccess, ComponentType> = {
  public: PublicLayout,
  app: SignedInLayout,
  admin: AdminLayout,
};

/**
 * The route of one catalogue page: its path, its handle, its screen loaded on demand and, when the
 * screen names them, its first data requests started by a loader at the same time (not awaited).
 */
function pageRoute(page: PageDefinition): RouteObject {
  const { load, prefetch, isPrerendered: _isPrerendered, ...handle } = page.screen ? SCREENS[page.screen] : PLACEHOLDER;
  return {
    path: page.path,
    handle,
    ...(prefetch && {
      loader: ({ request }: LoaderFunctionArgs) => {
        prefetchPageData(prefetch, new URL(request.url));
        return null;
      },
    }),
    lazy: async () => {
      const Page = await load();
      return { element: <Page page={page} /> };
    },
  };
}

function RenderErrorPlaceholder() {
  console.error('The page failed to render.', useRouteError());
  return <LoadingScreen message="Loading..." />;
}

/** The route table; ./app.tsx makes the browser router from it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RenderErrorPlaceholder />,
    hydrateFallbackElement: <LoadingScreen message="Loading your family legacy platform..." />,
    children: [
      ...Object.entries(LAYOUTS).map(([access, Layout]) => ({
        Component: Layout,
        children: PAGES.filter((page) => page.access === access).map(pageRoute),
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }),
      },
    ],
  },
];
