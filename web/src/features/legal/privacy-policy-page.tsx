/**
 * /privacy-policy and /privacy (docs/product/pages-and-routes.md "Legal pages"): the detailed
 * policy of July 18, 2025 with the list of what is encrypted and what is not (SEALED_DATA), links
 * to About Us, Pricing and Home, and the December 17, 2024 version at `?version=2024-12-17`
 * ("previous version").
 */
import { Link, useSearchParams } from 'react-router';
import { PREVIOUS_PRIVACY_POLICY, PRIVACY_POLICY } from '@heirloom/common/content/privacy-policy';
import { SEALED_DATA } from '@heirloom/common/content/sealed-data';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { usePageMeta } from '../../lib/page-meta';
import { LegalDocumentView } from './legal-document-view';

const linkClasses = 'font-semibold text-accent underline hover:text-accent-strong';

/** What is sealed with your key and what is not (SEALED_DATA), one card per kind of data: readable at 390 px. */
function StoredDataList() {
  return (
    <div className="mt-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3 className="mb-3 text-lg text-ink">What is encrypted with your key</h3>
      <ul className="grid gap-3">
        {SEALED_DATA.map((row) => (
          <li key={row.what} className="grid gap-1 border-b border-line pb-3 last:border-0 last:pb-0">
            <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-ink">
              <span
                className={`rounded-full px-2 text-xs font-semibold ${row.isSealed ? 'bg-sage/15 text-sage' : 'bg-paper-deep text-ink-soft'}`}
              >
                {row.isSealed ? 'Encrypted' : 'Not encrypted'}
              </span>
              {row.what}
            </p>
            <p className="text-sm text-ink-soft">{row.why}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PrivacyPolicyPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params] = useSearchParams();
  const isPrevious = params.get('version') === PREVIOUS_PRIVACY_POLICY.effectiveDate;
  if (isPrevious) {
    return (
      <LegalDocumentView
        document={PREVIOUS_PRIVACY_POLICY}
        aside={
          <p className="rounded-2xl border border-accent/40 bg-accent-soft/40 p-4 text-ink">
            You are reading a previous version.{' '}
            <Link to={page.path} className={linkClasses}>
              Read the current Privacy Policy ({PRIVACY_POLICY.effectiveLabel})
            </Link>
          </p>
        }
      />
    );
  }
  return (
    <LegalDocumentView
      document={PRIVACY_POLICY}
      aside={
        <nav aria-label="Related pages" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link to="/about" className={linkClasses}>
            About Us
          </Link>
          <Link to="/pricing" className={linkClasses}>
            Pricing
          </Link>
          <Link to="/" className={linkClasses}>
            Home
          </Link>
          <Link to="/terms-of-service" className={linkClasses}>
            Terms of Service
          </Link>
          <Link to={`${page.path}?version=${PREVIOUS_PRIVACY_POLICY.effectiveDate}`} className={linkClasses}>
            Previous version ({PREVIOUS_PRIVACY_POLICY.effectiveLabel})
          </Link>
        </nav>
      }
    >
      {{ afterSection: 'how-we-protect-it', content: <StoredDataList /> }}
    </LegalDocumentView>
  );
}
