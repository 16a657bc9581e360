/**
 * /privacy-policy and /privacy (issue 14, Legal; PRODUCT.md "Privacy"): the detailed policy of
 * July 18, 2025 with the table of what is encrypted and what is not, links to About Us, Pricing and
 * Home, and the December 17, 2024 version at `?version=2024-12-17` ("previous version").
 */
import { Link, useSearchParams } from 'react-router';
import { PREVIOUS_PRIVACY_POLICY, PRIVACY_POLICY, STORED_DATA } from '@heirloom/common/content/privacy-policy';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { usePageMeta } from '../../lib/page-meta';
import { LegalDocumentView } from './legal-document-view';

const linkClasses = 'font-semibold text-accent underline hover:text-accent-strong';

function StoredDataTable() {
  return (
    <div className="mt-5 overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="px-4 pt-4 text-left font-semibold text-ink">What is encrypted with your key</caption>
        <thead>
          <tr className="border-b border-line text-ink-soft">
            <th scope="col" className="px-4 py-2">
              Data
            </th>
            <th scope="col" className="px-4 py-2">
              Encrypted with your key
            </th>
            <th scope="col" className="px-4 py-2">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {STORED_DATA.map((row) => (
            <tr key={row.what} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {row.what}
              </th>
              <td className="px-4 py-3 font-semibold text-ink">{row.isEncrypted ? 'Yes' : 'No'}</td>
              <td className="px-4 py-3 text-ink-soft">{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      {{ afterSection: 'how-we-protect-it', content: <StoredDataTable /> }}
    </LegalDocumentView>
  );
}
