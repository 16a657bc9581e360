/**
 * What a crawler that runs no JavaScript needs in the HTML of each public page
 * (docs/product/pages-and-routes.md "Page head tags"): title, description, keywords, robots,
 * canonical link, social-preview tags and schema.org structured data (JSON-LD). The SPA keeps the
 * same tags up to date as visitors move between pages.
 */
import escapeHtml from 'escape-html';
import { findArticle } from '@heirloom/common/domain/blog';
import { FAQS } from '@heirloom/common/content/faqs';
import { PRICING_FAQ } from '@heirloom/common/domain/marketing';
import { documentTitle, isIndexable, withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { annualPrice, PLANS } from '@heirloom/common/domain/plans';

export interface SiteSettings {
  productName: string;
  /** Origin used for canonical and og:url links, without a trailing slash. */
  publicUrl: string;
}

/** A schema.org FAQPage of question and answer pairs. */
const faqPage = (entries: readonly { question: string; answer: string }[], productName: string) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: withProductName(entry.question, productName),
    acceptedAnswer: { '@type': 'Answer', text: withProductName(entry.answer, productName) },
  })),
});

/**
 * schema.org objects for a page: Organization everywhere, WebSite with its SearchAction on the home
 * page, Product + FAQPage on the pricing pages, FAQPage on /faqs.
 */
export function structuredDataFor(page: PageDefinition, site: SiteSettings): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.productName,
    url: site.publicUrl,
    logo: `${site.publicUrl}/favicon.svg`,
  };
  if (page.path === '/') {
    // The site search (docs/product/pages-and-routes.md "Route list"): /advanced-features?search=
    // filters the feature list.
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.productName,
      url: site.publicUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${site.publicUrl}/advanced-features?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    };
    return [organization, website];
  }
  if (page.screen === 'faqs') return [organization, faqPage(FAQS, site.productName)];
  if (page.screen !== 'pricing') return [organization];
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: site.productName,
    description: 'Family memories and messages delivered to loved ones on the right day.',
    brand: { '@type': 'Brand', name: site.productName },
    offers: PLANS.flatMap((plan) => [
      {
        '@type': 'Offer',
        name: `${plan.name} (monthly)`,
        price: plan.monthlyPrice.toFixed(2),
        priceCurrency: 'USD',
        url: `${site.publicUrl}${page.path}`,
        availability: 'https://schema.org/InStock',
      },
      ...(plan.monthlyPrice > 0
        ? [
            {
              '@type': 'Offer',
              name: `${plan.name} (annual)`,
              price: annualPrice(plan).toFixed(2),
              priceCurrency: 'USD',
              url: `${site.publicUrl}${page.path}`,
              availability: 'https://schema.org/InStock',
            },
          ]
        : []),
    ]),
  };
  return [organization, product, faqPage(PRICING_FAQ, site.productName)];
}

/** JSON for a <script> data block: "<" escaped so no text can close the element early. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A blog article's head: "{title} | {product} Blog", its excerpt and tags, Article data
 * (docs/product/pages-and-routes.md "Blog article").
 */
function articleHead(path: string, site: SiteSettings) {
  const article = findArticle(decodeURIComponent(path.slice('/blog/'.length)));
  const author = withProductName(article.author.name, site.productName);
  return {
    title: `${article.title} | ${site.productName} Blog`,
    description: article.excerpt,
    keywords: article.tags,
    data: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      author: { '@type': 'Organization', name: author },
      datePublished: article.publishedAt,
      dateModified: article.publishedAt,
      keywords: article.tags.join(', '),
      articleBody: withProductName(article.content, site.productName),
      publisher: { '@type': 'Organization', name: site.productName },
    },
  };
}

/**
 * Renders the head tags of `page` at `path`.
 * @returns HTML to place in <head>, replacing the built index.html's title and description
 */
export function renderPageHead(page: PageDefinition, path: string, site: SiteSettings): string {
  const article = page.path === '/blog/:slug' ? articleHead(path, site) : undefined;
  const title = escapeHtml(article?.title ?? documentTitle(page, site.productName));
  const description = escapeHtml(article?.description ?? withProductName(page.description, site.productName));
  const keywords = article?.keywords ?? page.keywords;
  const canonical = escapeHtml(`${site.publicUrl}${path}`);
  // Placeholders, app and admin pages stay out of search engines (the catalogue decides: isIndexable).
  const robots = isIndexable(page) ? 'index, follow' : 'noindex, nofollow';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}">`,
    `<meta name="robots" content="${robots}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.productName)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...[...structuredDataFor(page, site), ...(article ? [article.data] : [])].map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
