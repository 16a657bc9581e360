/**
 * The page catalogue: every route (docs/product/pages-and-routes.md "Route list") with the metadata
 * of its head ("Page head tags": title, description, keywords, robots) and who may open it. The web
 * app registers its routes from this list and the server uses it to answer unknown paths with HTTP
 * 404, so the two never disagree about which pages exist.
 */

/**
 * Who may open a page: anyone, a signed-in user, or an admin. Admin is a server-side role
 * (docs/product/roles-and-access.md "Administrator").
 */
export type PageAccess = 'public' | 'app' | 'admin';

/** The web app's screens: each renders one or more pages of the catalogue (web/src/app/router.tsx). */
export type PageScreen =
  | 'home'
  | 'admin'
  | 'checkout'
  | 'payment-success'
  | 'subscription'
  | 'dashboard'
  // The family tree's chart and builder.
  | 'family-tree'
  | 'family-tree-builder'
  | 'schedule-message'
  | 'blog-list'
  | 'blog-article'
  | 'legacy-planning'
  | 'pricing'
  | 'future-messages'
  | 'legacy-messages'
  | 'memory-vault'
  | 'voice-recordings'
  // A person's page and the family's voices.
  | 'voice-ancestry'
  | 'shared'
  | 'messages-for-me'
  | 'family-collaboration'
  | 'family-invitations'
  | 'connections'
  | 'sharing'
  | 'settings'
  // Help, legal, story and product pages.
  | 'faqs'
  | 'contact'
  | 'sitemap'
  | 'privacy-policy'
  | 'terms-of-service'
  | 'about'
  | 'inspiring-about'
  | 'features'
  | 'advanced-features'
  | 'how-it-works'
  | 'military-families'
  | 'guided-paths'
  | 'genealogy-blog'
  | 'quizzes'
  | 'quiz'
  | 'timeline'
  // Last wishes.
  | 'last-wishes'
  // The legacy plan and the guided start.
  | 'legacy'
  | 'before-its-too-late'
  // Time capsules.
  | 'time-capsules'
  // Scrapbooks, their templates and printing.
  | 'scrapbooks'
  | 'scrapbook-generator'
  | 'premium-templates'
  | 'printing-services'
  // Family recipes.
  | 'family-recipes'
  // Guided first steps and legacy progress.
  | 'onboarding'
  | 'progress'
  // Reviews.
  | 'reviews'
  // The demo family's page and its sign-in.
  | 'demo'
  // The operator's newsletter and SEO check.
  | 'email-marketing'
  | 'seo-enhancement'
  // The operator's headline A/B test and conversion funnel.
  | 'landing-optimization'
  | 'conversion-optimization';

/** One route of the catalogue. `path` uses React Router syntax (`:slug` for a segment). */
export interface PageDefinition {
  path: string;
  /** The document title without the product suffix. */
  title: string;
  /** Meta description: one or two sentences, at most about 160 characters. */
  description: string;
  keywords: readonly string[];
  access: PageAccess;
  /** A short, honest sentence saying what the page is for; shown until the page is built. */
  purpose: string;
  /**
   * The screen that renders the page. Absent while the page is a placeholder ("Being built"): the
   * one fact that decides the placeholder, the robots meta and the sitemap.
   */
  screen?: PageScreen;
}

const quizPurpose = (topic: string) =>
  `A short interactive quiz about ${topic} that recommends the {product} features that fit your family.`;

const definePage = (
  path: string,
  title: string,
  description: string,
  keywords: readonly string[],
  access: PageAccess = 'public',
  purpose: string = description,
): PageDefinition => ({ path, title, description, keywords, access, purpose });

/** Marks a page as real: the web app renders it with `screen` instead of the placeholder. */
const shownBy = (screen: PageScreen, page: PageDefinition): PageDefinition => ({ ...page, screen });

/** Another address for the same page (one screen may answer several paths). */
const aliasOf = (path: string, page: PageDefinition): PageDefinition => ({ ...page, path });

const DASHBOARD = shownBy(
  'dashboard',
  definePage(
    '/dashboard',
    'Dashboard',
    'Your messages, memories and family in one place: what comes next, and what is waiting for you.',
    ['dashboard'],
    'app',
  ),
);
const FAMILY_CONNECTIONS = shownBy(
  'connections',
  definePage(
    '/connections',
    'Family connections',
    'The relatives you share {product} with: invite them, choose their roles and see who has joined.',
    ['family connections'],
    'app',
    'The relatives you share {product} with, and what each of them can see.',
  ),
);
const PRIVACY_POLICY = shownBy(
  'privacy-policy',
  definePage(
    '/privacy-policy',
    'Privacy Policy',
    'What {product} collects, what is encrypted and what is not, where your data lives, who can see it and how deletion works.',
    ['privacy policy', 'encryption', 'data protection'],
  ),
);
const ADMIN_PANEL = shownBy(
  'admin',
  definePage(
    '/admin',
    'Admin panel',
    '{product} administration: users, content, settings, exports and the database.',
    [],
    'admin',
    'Statistics, users, content, analytics, settings and database tools for the people who run this {product}.',
  ),
);

/** Every route (docs/product/pages-and-routes.md "Route list"). */
export const PAGES: readonly PageDefinition[] = [
  shownBy(
    'home',
    definePage(
      '/',
      'Preserve your family legacy',
      "Record voice messages for loved ones, deliver them on the right day, and keep your family's memories safe for generations.",
      ['family legacy', 'voice messages', 'future messages', 'memory vault'],
    ),
  ),
  shownBy(
    'timeline',
    definePage(
      '/enhanced',
      '{product}, enhanced view',
      "Your family's memories, messages and family tree events in one view, in the order they happened.",
      ['family legacy', 'memories', 'timeline'],
    ),
  ),
  shownBy(
    'timeline',
    definePage(
      '/timeline',
      'Family timeline',
      "See your family's memories, messages and family tree events along one timeline, oldest first.",
      ['family timeline', 'memories'],
    ),
  ),
  shownBy(
    'about',
    definePage(
      '/about',
      'Our Story',
      'Why we built {product}: our mission, how to reach us, and what we promise families.',
      ['about', 'mission', 'family legacy'],
    ),
  ),
  shownBy(
    'inspiring-about',
    definePage(
      '/inspiring-about',
      'The story behind {product}',
      'The everyday moments that inspired {product}: the voicemail nobody deletes, the birthday card that arrives after.',
      ['about', 'inspiration'],
    ),
  ),
  shownBy(
    'features',
    definePage(
      '/features',
      'Features',
      'Everything {product} does: future messages, voice recordings, family trees, memory vault, scrapbooks, time capsules and more.',
      ['features', 'future messages', 'memory vault'],
    ),
  ),
  shownBy(
    'features',
    definePage(
      '/core-features',
      'Core features',
      'The core of {product}: messages that arrive on the right day, voices kept for good, and a family tree that speaks.',
      ['core features'],
    ),
  ),
  shownBy(
    'how-it-works',
    definePage(
      '/how-it-works',
      'How It Works',
      'Record or upload a message, name who should hear it, pick the moment, and change anything while you are here.',
      ['how it works', 'future messages', 'delivery protection'],
    ),
  ),
  shownBy(
    'contact',
    definePage(
      '/contact',
      'Contact us',
      'Write to the {product} team with the contact form, by e-mail or by phone: a person answers within two working days.',
      ['contact', 'support'],
    ),
  ),
  shownBy(
    'faqs',
    definePage(
      '/faqs',
      'Frequently asked questions',
      'Answers about delivery, privacy, pricing and how messages reach your loved ones.',
      ['faq', 'questions'],
    ),
  ),
  shownBy(
    'reviews',
    definePage(
      '/reviews',
      'Reviews',
      'What families say about {product}: real reviews, read by our team before they are published.',
      ['reviews', 'testimonials'],
    ),
  ),
  shownBy(
    'sitemap',
    definePage(
      '/sitemap',
      'Site map',
      'Every page of {product} in one list: the public site, help, legal pages and the app.',
      ['sitemap'],
    ),
  ),
  shownBy(
    'pricing',
    definePage('/pricing', 'Pricing', 'Free Forever or Complete Legacy: compare plans, monthly or annual.', [
      'pricing',
      'plans',
    ]),
  ),
  shownBy(
    'pricing',
    definePage(
      '/pricing-plan',
      'Pricing plan',
      "Compare {product}'s plans: Free Forever or Complete Legacy, monthly or annual.",
      ['pricing', 'plans'],
    ),
  ),
  shownBy(
    'pricing',
    definePage(
      '/pricing-plans',
      'Pricing plans',
      "Compare {product}'s plans: Free Forever or Complete Legacy, monthly or annual.",
      ['pricing', 'plans'],
    ),
  ),
  shownBy(
    'pricing',
    definePage('/transparent-pricing', 'Transparent pricing', 'What every {product} plan costs, with nothing hidden.', [
      'pricing',
      'transparent pricing',
    ]),
  ),
  shownBy(
    'checkout',
    definePage(
      '/checkout',
      'Checkout',
      'Start your Complete Legacy plan: see what it adds, the price and when you are charged.',
      ['checkout'],
      'public',
      'Checkout for the Complete Legacy plan, through a card payment provider.',
    ),
  ),
  shownBy(
    'payment-success',
    definePage(
      '/payment-success',
      'Payment successful',
      'Your payment went through and your plan is active: what it now includes, and what comes next.',
      ['payment'],
      'app',
      'Confirms a completed payment and what your plan now includes.',
    ),
  ),
  shownBy(
    'subscription',
    definePage(
      '/subscription',
      'Your subscription',
      'Manage your {product} plan: what it includes, your next payment, invoices and changes.',
      ['subscription'],
      'app',
      'Manage your plan: upgrade now, or downgrade at the end of the billing period.',
    ),
  ),
  DASHBOARD,
  aliasOf('/app-dashboard', DASHBOARD),
  aliasOf('/app', DASHBOARD),
  shownBy(
    'demo',
    definePage(
      '/test-login',
      'Demo sign-in',
      'Sign in to the demonstration account and try {product} with a sample family.',
      ['demo'],
      'public',
      'Signs you in to a demonstration account so you can look around without creating your own.',
    ),
  ),
  shownBy(
    'settings',
    definePage(
      '/settings',
      'Settings',
      'Your account, security and notification settings: your name, password, two-factor sign-in and e-mails.',
      ['settings'],
      'app',
      'Your account settings: your name, e-mail, password, two-factor authentication, notifications, data export and account deletion.',
    ),
  ),
  shownBy(
    'onboarding',
    definePage(
      '/onboarding',
      'Getting started',
      'First steps with {product}: the name your family knows you by, a first recording, and one relative invited.',
      ['onboarding', 'getting started'],
      'app',
      'A guided first visit: your name, a first recording, one relative invited.',
    ),
  ),
  shownBy(
    'progress',
    definePage(
      '/progress-tracking',
      'Your progress',
      'How much of your family legacy is in place: messages, voices, your tree, your circle, legacy contacts and wishes.',
      ['progress'],
      'app',
      'Shows how much of your legacy plan is in place: messages scheduled, memories kept, legacy contacts named.',
    ),
  ),
  FAMILY_CONNECTIONS,
  aliasOf('/family-connections', FAMILY_CONNECTIONS),
  shownBy(
    'family-tree',
    definePage(
      '/family-tree',
      'Family tree',
      'Build an interactive family tree with photos and voice recordings for each person.',
      ['family tree', 'genealogy', 'GEDCOM'],
    ),
  ),
  shownBy(
    'family-tree-builder',
    definePage(
      '/family-tree-builder',
      'Family tree builder',
      'Add people, parents, partners and children, and import or export GEDCOM.',
      ['family tree', 'GEDCOM'],
    ),
  ),
  shownBy(
    'family-tree',
    definePage('/ancestry', 'Ancestry', 'Trace your ancestors and keep their stories in their own voices.', [
      'ancestry',
      'genealogy',
    ]),
  ),
  shownBy(
    'family-collaboration',
    definePage(
      '/family-collaboration',
      'Family collaboration',
      'Invite relatives to add memories and build the family tree together.',
      ['family collaboration', 'invite relatives'],
    ),
  ),
  shownBy(
    'family-invitations',
    definePage(
      '/family-invitations',
      'Family invitations',
      'Invite relatives by e-mail and choose what they can do.',
      ['invitations'],
      'app',
      'Invite relatives by e-mail and choose their role: editor, viewer or legacy contact.',
    ),
  ),
  shownBy(
    'future-messages',
    definePage(
      '/future-messages',
      'Future messages',
      'Record a voice, video or written message today and have it delivered on a chosen date or life event, even years from now.',
      ['future messages', 'posthumous messages', 'delivery protection'],
    ),
  ),
  shownBy(
    'schedule-message',
    definePage(
      '/schedule-message',
      'Schedule a message',
      'Record, upload or write a message and choose who receives it and when.',
      ['schedule message'],
      'app',
      'Record, upload or write a message, name its recipients and pick its delivery date.',
    ),
  ),
  shownBy(
    'legacy-messages',
    definePage(
      '/legacy-messages',
      'Legacy messages',
      'Messages that reach your family after you are gone, released by people you trust.',
      ['legacy messages', 'posthumous messages'],
    ),
  ),
  shownBy(
    'legacy-planning',
    definePage(
      '/legacy-planning',
      'Legacy planning',
      'Plan what your family receives and when, with delivery protection and legacy contacts.',
      ['legacy planning'],
    ),
  ),
  shownBy(
    'legacy',
    definePage(
      '/legacy',
      'Your legacy',
      'Everything you leave your family, in one place: legacy contacts, check-ins and messages for after you are gone.',
      ['legacy'],
      'app',
      'Your legacy contacts, check-ins, messages for after your death and what each contact will receive.',
    ),
  ),
  shownBy(
    'before-its-too-late',
    definePage(
      '/before-its-too-late',
      "Before it's too late",
      'Record the stories only you can tell while there is still time.',
      ['before it is too late', 'voice messages'],
    ),
  ),
  shownBy(
    'voice-ancestry',
    definePage(
      '/voice-ancestry',
      'Voice ancestry',
      'A family tree where every person can be heard: photos and voice recordings for each ancestor.',
      ['voice ancestry', 'family tree'],
    ),
  ),
  shownBy(
    'voice-recordings',
    definePage(
      '/voice-recordings',
      'Voice recordings',
      'Record voices in your browser, with transcripts and a summary of the feelings in what was said.',
      ['voice recordings', 'transcription'],
    ),
  ),
  shownBy(
    'future-messages',
    definePage(
      '/free-voice-messages',
      'Free voice messages',
      'Unlimited voice messages on the Free Forever plan, with no time limit.',
      ['free voice messages'],
    ),
  ),
  shownBy(
    'future-messages',
    definePage('/voice-messages', 'Voice messages', 'Voice messages delivered to loved ones on the day that matters.', [
      'voice messages',
    ]),
  ),
  shownBy(
    'memory-vault',
    definePage(
      '/memory-vault',
      'Memory vault',
      'Photos, videos, voices and documents kept safe and encrypted for generations.',
      ['memory vault', 'photos', 'videos'],
    ),
  ),
  shownBy(
    'scrapbooks',
    definePage('/scrapbooks', 'Scrapbooks', "Digital scrapbook pages built from your family's memories.", [
      'scrapbooks',
    ]),
  ),
  shownBy(
    'scrapbook-generator',
    definePage(
      '/scrapbook-generator',
      'Scrapbook generator',
      'Turn photos and stories into printable scrapbook pages.',
      ['scrapbook generator'],
    ),
  ),
  shownBy(
    'time-capsules',
    definePage(
      '/time-capsules',
      'Time capsules',
      'Seal photos, letters and voices until an opening date you choose, and open them together as a family.',
      ['time capsules'],
    ),
  ),
  shownBy(
    'family-recipes',
    definePage(
      '/family-recipes',
      'Family recipes',
      "Keep the family's recipes with ingredients, steps, photos and the cook's own voice.",
      ['family recipes'],
    ),
  ),
  shownBy(
    'last-wishes',
    definePage(
      '/last-wishes',
      'Last wishes',
      'Write down your last wishes for the family members you designate.',
      ['last wishes'],
      'app',
    ),
  ),
  shownBy(
    'premium-templates',
    definePage(
      '/premium-templates',
      'Premium templates',
      'Designed templates for scrapbooks and letters: see each layout before you choose one for your family.',
      ['templates'],
    ),
  ),
  shownBy(
    'printing-services',
    definePage('/printing-services', 'Printing services', 'Printed keepsakes from your scrapbooks and memories.', [
      'printing',
    ]),
  ),
  shownBy(
    'military-families',
    definePage(
      '/military-families',
      'Military families',
      'Record before you deploy and let each message arrive on its birthday or anniversary, even when you are out of reach.',
      ['military families', 'deployment'],
    ),
  ),
  shownBy(
    'sharing',
    definePage(
      '/sharing',
      'Sharing',
      'Everything you have shared, and with whom: every link, its views and expiry, and how to stop it.',
      ['sharing'],
      'app',
      'Your sharing dashboard: every shared link and invitation, with its expiry, and a way to revoke it.',
    ),
  ),
  shownBy(
    'shared',
    definePage(
      '/shared/:token',
      'Shared memory',
      'A memory shared with you on {product}: open it here, no account needed.',
      ['shared memory'],
      'public',
      'Opens a memory someone shared with you through a private link.',
    ),
  ),
  shownBy(
    'messages-for-me',
    definePage(
      '/messages-for-me',
      'Messages for you',
      'Messages someone who loved you left for you: choose when they reach you, no account needed.',
      ['messages for you'],
      'public',
      "Opens a recipient's choices after an author's death: pause the messages still to come for a while, or resume them.",
    ),
  ),
  PRIVACY_POLICY,
  aliasOf('/privacy', PRIVACY_POLICY),
  shownBy(
    'terms-of-service',
    definePage(
      '/terms-of-service',
      'Terms of Service',
      "The terms for using {product}: recipients' consent, changing or cancelling scheduled messages, best-effort delivery and plans.",
      ['terms of service', 'terms'],
    ),
  ),
  shownBy(
    'blog-list',
    definePage(
      '/blog',
      'Blog',
      'Articles for families, caregivers and grieving readers about legacy, memory and love.',
      ['blog', 'family legacy'],
    ),
  ),
  shownBy(
    'blog-article',
    definePage(
      '/blog/:slug',
      'Blog article',
      'An article from the {product} blog about keeping and passing on family memories.',
      ['blog'],
    ),
  ),
  shownBy(
    'genealogy-blog',
    definePage(
      '/genealogy-blog',
      'Genealogy blog',
      'Articles for family historians: mapping your roots and turning old stories into a record the next generation can hear.',
      ['genealogy', 'family history', 'blog'],
    ),
  ),
  shownBy(
    'guided-paths',
    definePage(
      '/family-legacy-hub',
      'Family legacy hub',
      "Guides for every family's situation: new parents, carers, families after a loss, family historians and service families.",
      ['family legacy', 'guides'],
    ),
  ),
  shownBy(
    'guided-paths',
    definePage(
      '/discover-your-path',
      'Discover your path',
      'Tell us what is happening in your family and see the first steps with {product} that fit.',
      ['getting started', 'guides'],
    ),
  ),
  shownBy(
    'quizzes',
    definePage('/quizzes', 'Quizzes', 'Seven short quizzes that recommend the features that fit your family.', [
      'quizzes',
    ]),
  ),
  shownBy(
    'quiz',
    definePage('/voice-message-quiz', 'Voice message quiz', quizPurpose('voice messages'), ['quiz', 'voice messages']),
  ),
  shownBy(
    'quiz',
    definePage('/family-tree-quiz', 'Family tree quiz', quizPurpose('family trees'), ['quiz', 'family tree']),
  ),
  shownBy(
    'quiz',
    definePage('/memory-vault-quiz', 'Memory vault quiz', quizPurpose('keeping photos, videos and documents'), [
      'quiz',
      'memory vault',
    ]),
  ),
  shownBy(
    'quiz',
    definePage('/digital-scrapbooks-quiz', 'Digital scrapbooks quiz', quizPurpose('digital scrapbooks'), [
      'quiz',
      'scrapbooks',
    ]),
  ),
  shownBy(
    'quiz',
    definePage('/family-collaboration-quiz', 'Family collaboration quiz', quizPurpose('sharing with relatives'), [
      'quiz',
      'collaboration',
    ]),
  ),
  shownBy(
    'quiz',
    definePage('/ai-features-quiz', 'AI features quiz', quizPurpose('transcription and emotion analysis'), [
      'quiz',
      'AI',
    ]),
  ),
  shownBy(
    'quiz',
    definePage('/platform-overview-quiz', 'Platform overview quiz', quizPurpose('the whole platform'), ['quiz']),
  ),
  // The operator's headline A/B test and conversion funnel: admin-only, noindex.
  shownBy(
    'landing-optimization',
    definePage(
      '/landing-optimization',
      'Headline A/B test',
      'Test a new home page headline against the current one on real visitors, and make the winner the headline.',
      [],
      'admin',
    ),
  ),
  shownBy(
    'conversion-optimization',
    definePage(
      '/conversion-optimization',
      'Conversion funnel',
      'Visitors, sign-ups, first messages and payments over a chosen period, counted without cookies or trackers.',
      [],
      'admin',
    ),
  ),
  // The operator's tools (docs/product/marketing-and-figures.md "The operator's four tools"):
  // admin-only, noindex.
  shownBy(
    'seo-enhancement',
    definePage(
      '/seo-enhancement',
      'SEO check',
      "Every public page's title, description, canonical link, structured data and sitemap entry, checked.",
      [],
      'admin',
    ),
  ),
  shownBy(
    'email-marketing',
    definePage(
      '/email-marketing',
      'E-mail marketing',
      'Compose a newsletter issue, send yourself a test, and send it to the confirmed subscribers.',
      [],
      'admin',
    ),
  ),
  shownBy(
    'demo',
    definePage(
      '/demo',
      'Demo',
      'Try {product} with a sample family: three generations, their photos, recorded voices with transcripts, scheduled messages and a time capsule.',
      ['demo', 'sample family', 'try'],
      'public',
      'A demonstration of {product} you can try without creating an account.',
    ),
  ),
  shownBy(
    'advanced-features',
    definePage(
      '/advanced-features',
      'Advanced features',
      "Transcripts, share links, scrapbooks, time capsules, recipes and more: search {product}'s advanced features.",
      ['advanced features', 'features', 'search'],
    ),
  ),
  ADMIN_PANEL,
  aliasOf('/admin-access', ADMIN_PANEL),
  aliasOf('/admin-login', ADMIN_PANEL),
  shownBy(
    'admin',
    definePage(
      '/admin-cms',
      'Admin content',
      '{product} content management: blog articles, reviews and the pages visitors read.',
      [],
      'admin',
      "The admin panel's Content tab: the site's marketing figures, testimonials and newsletter subscribers.",
    ),
  ),
  aliasOf('/cpanel', ADMIN_PANEL),
  aliasOf('/admin-control-panel', ADMIN_PANEL),
];

/**
 * Fills the `{product}` token of catalogue texts with the configured product name (PRODUCT_NAME;
 * docs/product/overview.md "What the product is for").
 * @example withProductName('About {product}', 'Heirloom') === 'About Heirloom'
 */
export function withProductName(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}

/**
 * The document title of a page (docs/product/pages-and-routes.md "Page head tags"):
 * "{title} | {product}", and "{product} — {title}" for the home page.
 */
export function documentTitle(page: Pick<PageDefinition, 'path' | 'title'>, productName: string): string {
  const title = withProductName(page.title, productName);
  return page.path === '/' ? `${productName} — ${title}` : `${title} | ${productName}`;
}

/** Whether a page still shows the "Being built" placeholder instead of a screen of its own. */
export function isPlaceholder(page: Pick<PageDefinition, 'screen'>): boolean {
  return page.screen === undefined;
}

/**
 * Whether search engines may index a page (robots meta, sitemap.xml): app and admin pages are
 * private, and a placeholder is not offered until it is real.
 */
export function isIndexable(page: Pick<PageDefinition, 'path' | 'access' | 'screen'>): boolean {
  return (
    !isPlaceholder(page) &&
    page.access === 'public' &&
    page.path !== '/checkout' &&
    page.path !== '/test-login' &&
    !page.path.startsWith('/shared/') &&
    page.path !== '/messages-for-me'
  );
}

/**
 * Finds the catalogue entry for a URL path (no query string), matching `:param` segments.
 * @returns the page, or undefined when the path is not a route (the 404 page).
 */
export function findPage(pathname: string): PageDefinition | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = normalized.split('/');
  return PAGES.find((page) => {
    const pattern = page.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}
