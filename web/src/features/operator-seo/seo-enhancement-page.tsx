/**
 * /seo-enhancement (docs/product/marketing-and-figures.md "The operator's four tools"): every
 * public page with what the server writes into its head — title and description lengths against the
 * usual ranges, canonical link, JSON-LD validity — and whether /sitemap.xml lists it, computed on
 * the server (seoAuditRoutes.audit). A summary counts what needs work; a switch shows only those
 * pages. Admin-only (AdminLayout, and the call is checked on the server).
 */
import { useQuery } from '@tanstack/react-query';
import { Check, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SEO_LENGTH_RANGES, type SeoAudit, type SeoPage } from '@heirloom/common/contracts/seo-audit';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { seoAuditRoutes } from '@heirloom/common/routes/seo-audit';
import { Card } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { routeQuery } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { needsWork, verdictsOf, type Verdict } from './seo-checks';

const CHECKS = [
  ['title', 'Title'],
  ['description', 'Description'],
  ['canonical', 'Canonical'],
  ['structuredData', 'JSON-LD'],
  ['sitemap', 'Sitemap'],
] as const;

function VerdictText({ verdict }: { verdict: Verdict }) {
  const Icon = verdict.isOk ? Check : TriangleAlert;
  return (
    <span
      className={`inline-flex items-start gap-1.5 wrap-anywhere ${verdict.isOk ? 'text-ink' : 'font-semibold text-danger'}`}
    >
      <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${verdict.isOk ? 'text-sage' : 'text-danger'}`} />
      <span>
        <span className="sr-only">{verdict.isOk ? 'OK: ' : 'Needs work: '}</span>
        {verdict.text}
      </span>
    </span>
  );
}

function PageCell({ page }: { page: SeoPage }) {
  return (
    <div className="grid gap-0.5">
      <Link to={page.path} className="font-semibold wrap-anywhere text-accent underline-offset-4 hover:underline">
        {page.path}
      </Link>
      <span className="text-sm text-ink-soft">{page.title}</span>
      {!page.isIndexable && <span className="text-xs font-semibold uppercase text-ink-soft">{page.robots}</span>}
    </div>
  );
}

function SeoRows({ pages }: { pages: SeoPage[] }) {
  return (
    <>
      {/* Wide screens: one table row per page. */}
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Public pages and their search engine checks</caption>
          <thead className="bg-paper-deep text-ink">
            <tr>
              <th scope="col" className="p-3">
                Page
              </th>
              {CHECKS.map(([key, label]) => (
                <th key={key} scope="col" className="p-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {pages.map((page) => {
              const verdicts = verdictsOf(page);
              return (
                <tr key={page.path} data-testid="seo-row" className="align-top">
                  <th scope="row" className="w-64 p-3 font-normal">
                    <PageCell page={page} />
                  </th>
                  {CHECKS.map(([key]) => (
                    <td key={key} className="max-w-56 p-3">
                      <VerdictText verdict={verdicts[key]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Phones and tablets: one card per page. */}
      <ul className="grid gap-3 lg:hidden" aria-label="Public pages and their search engine checks">
        {pages.map((page) => {
          const verdicts = verdictsOf(page);
          return (
            <li
              key={page.path}
              data-testid="seo-card"
              className="grid gap-3 rounded-2xl border border-line bg-white p-4"
            >
              <PageCell page={page} />
              <dl className="grid gap-2 text-sm">
                {CHECKS.map(([key, label]) => (
                  <div key={key} className="grid grid-cols-[6.5rem_1fr] gap-2">
                    <dt className="text-ink-soft">{label}</dt>
                    <dd>
                      <VerdictText verdict={verdicts[key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Summary({ audit }: { audit: SeoAudit }) {
  const count = (check: keyof ReturnType<typeof verdictsOf>) =>
    audit.pages.filter((page) => !verdictsOf(page)[check].isOk).length;
  const figures = [
    ['Public pages', audit.pages.length],
    ['Need work', audit.pages.filter(needsWork).length],
    [`Titles outside ${SEO_LENGTH_RANGES.title.min}–${SEO_LENGTH_RANGES.title.max}`, count('title')],
    [
      `Descriptions outside ${SEO_LENGTH_RANGES.description.min}–${SEO_LENGTH_RANGES.description.max}`,
      count('description'),
    ],
    ['JSON-LD problems', count('structuredData')],
    ['Sitemap mismatches', count('sitemap')],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <Card key={label} className="grid gap-1 p-4">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="text-3xl font-semibold text-ink">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

export function SeoEnhancementPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const audit = useQuery(routeQuery(seoAuditRoutes.audit));
  const [isOnlyNeedsWork, setIsOnlyNeedsWork] = useState(false);
  const pages = (audit.data?.pages ?? []).filter((row) => !isOnlyNeedsWork || needsWork(row));
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Operator tools</p>
        <h1 className="text-4xl text-ink">SEO check</h1>
        <p className="max-w-3xl text-ink-soft">
          Every public page as a search engine reads it: the head the server writes, checked against the usual lengths
          (titles {SEO_LENGTH_RANGES.title.min}–{SEO_LENGTH_RANGES.title.max} characters, descriptions{' '}
          {SEO_LENGTH_RANGES.description.min}–{SEO_LENGTH_RANGES.description.max}), its structured data, and{' '}
          <a href="/sitemap.xml" className="font-semibold text-accent underline">
            sitemap.xml
          </a>
          {audit.data && ` (${audit.data.sitemapUrlCount} addresses)`}.
        </p>
      </header>
      {audit.isPending ? (
        <p className="text-ink-soft">Checking every public page…</p>
      ) : !audit.data ? (
        <p role="alert" className="text-danger">
          The check could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <Summary audit={audit.data} />
          <div className="grid gap-1">
            <Switch
              id="seo-only-needs-work"
              isOn={isOnlyNeedsWork}
              label="Only pages that need work"
              descriptionId="seo-only-needs-work-help"
              onChange={setIsOnlyNeedsWork}
            />
            <p id="seo-only-needs-work-help" className="text-sm text-ink-soft">
              Hides the pages that pass every check.
            </p>
          </div>
          {pages.length === 0 ? (
            <p className="text-ink-soft">Every public page passes every check.</p>
          ) : (
            <SeoRows pages={pages} />
          )}
        </>
      )}
    </div>
  );
}
