/**
 * /sitemap (docs/product/pages-and-routes.md "Help pages"): a human site map of every public page,
 * read from the page catalogue (common/src/domain/pages.ts) so it never misses one, in sections,
 * with the blog's articles. Pages still being built are listed and marked "Coming".
 */
import { Link } from 'react-router';
import { ARTICLES, slugify } from '@heirloom/common/domain/blog';
import { isPlaceholder, PAGES, type PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { productText } from '../../lib/product-text';

/** Sections of the map, each taking the public pages whose path it names; the rest go to "More". */
const SECTIONS: readonly { title: string; paths: readonly string[] }[] = [
  { title: 'Start here', paths: ['/', '/about', '/inspiring-about', '/how-it-works', '/discover-your-path', '/demo'] },
  {
    title: 'Features',
    paths: [
      '/features',
      '/core-features',
      '/advanced-features',
      '/future-messages',
      '/voice-messages',
      '/free-voice-messages',
      '/voice-recordings',
      '/legacy-messages',
      '/legacy-planning',
      '/memory-vault',
      '/family-collaboration',
      '/family-tree',
      '/family-tree-builder',
      '/ancestry',
      '/voice-ancestry',
      '/scrapbooks',
      '/scrapbook-generator',
      '/time-capsules',
      '/family-recipes',
      '/last-wishes',
    ],
  },
  {
    title: 'Plans',
    paths: [
      '/pricing',
      '/pricing-plan',
      '/pricing-plans',
      '/transparent-pricing',
      '/premium-templates',
      '/printing-services',
    ],
  },
  { title: 'Help', paths: ['/faqs', '/contact', '/reviews', '/sitemap'] },
  {
    title: 'Guides and stories',
    paths: ['/blog', '/genealogy-blog', '/family-legacy-hub', '/military-families', '/before-its-too-late'],
  },
  { title: 'Legal', paths: ['/privacy-policy', '/privacy', '/terms-of-service'] },
];

/** Public pages a person can open from a link (no `:param`, not the checkout or the demo sign-in). */
const LISTED = PAGES.filter(
  (page) =>
    page.access === 'public' && !page.path.includes(':') && page.path !== '/checkout' && page.path !== '/test-login',
);
const sectioned = new Set(SECTIONS.flatMap((section) => section.paths));
const GROUPS = [
  ...SECTIONS.map((section) => ({
    title: section.title,
    pages: section.paths.map((path) => LISTED.find((page) => page.path === path)).filter((page) => page !== undefined),
  })),
  { title: 'More', pages: LISTED.filter((page) => !sectioned.has(page.path)) },
];

function PageLink({ page }: { page: PageDefinition }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-2">
      <Link to={page.path} className="font-semibold text-accent hover:text-accent-strong hover:underline">
        {page.path === '/' ? 'Home' : productText(page.title)}
      </Link>
      {isPlaceholder(page) && (
        <span className="rounded-full bg-paper-deep px-2 text-xs font-semibold text-ink-soft">Coming</span>
      )}
      <span className="basis-full text-sm text-ink-soft">{productText(page.description)}</span>
    </li>
  );
}

export function SitemapPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Site map"
        lead="Every public page, in one list. Pages marked “Coming” are being built and say so when you open them."
        className="max-w-5xl"
      />
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {GROUPS.filter((group) => group.pages.length > 0).map((group) => (
          <Card key={group.title}>
            <h2 className="mb-4 text-2xl text-ink">{group.title}</h2>
            <ul className="grid gap-3">
              {group.pages.map((entry) => (
                <PageLink key={entry.path} page={entry} />
              ))}
            </ul>
          </Card>
        ))}
        <Card>
          <h2 className="mb-4 text-2xl text-ink">Blog articles</h2>
          <ul className="grid gap-2">
            {ARTICLES.map((article) => (
              <li key={article.id}>
                <Link
                  to={`/blog/${slugify(article.title)}`}
                  className="font-semibold text-accent hover:text-accent-strong hover:underline"
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
