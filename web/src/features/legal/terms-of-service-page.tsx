/**
 * /terms-of-service (docs/product/pages-and-routes.md "Legal pages"): the terms of December 17,
 * 2024.
 */
import { Link } from 'react-router';
import { TERMS_OF_SERVICE } from '@heirloom/common/content/terms-of-service';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { usePageMeta } from '../../lib/page-meta';
import { LegalDocumentView } from './legal-document-view';

export function TermsOfServicePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <LegalDocumentView
      document={TERMS_OF_SERVICE}
      aside={
        <nav aria-label="Related pages" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link to="/privacy-policy" className="font-semibold text-accent underline hover:text-accent-strong">
            Privacy Policy
          </Link>
          <Link to="/contact" className="font-semibold text-accent underline hover:text-accent-strong">
            Contact us
          </Link>
        </nav>
      }
    />
  );
}
