/**
 * /printing-services (docs/product/capsules-scrapbooks-recipes.md "Printing"): what Heirloom prints
 * and how, honestly — no print vendor is integrated, so the page explains how to have the PDF
 * printed at any shop, and links the operator's chosen shop when PRINT_PARTNER_URL is set. Signed
 * in, it lists the user's scrapbooks to print.
 */
import { ExternalLink, Printer, QrCode, Ruler } from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PRINT_PAGE_SIZES } from '@heirloom/common/contracts/scrapbooks';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useScrapbooks } from './scrapbooks-queries';

const STEPS = [
  'Open a scrapbook and choose "Make the PDF": A4, US Letter or an 8 × 8 in square.',
  'If the shop trims its books, tick "Bleed and trim marks": the pages run 3 mm past the edge and the marks show where to cut.',
  'Take or send the PDF to any print shop or online photo-book printer that accepts PDF files, and ask for the size you chose at 100 % (no "fit to page").',
  'For photo pages, ask for silk or matt paper of at least 150 g/m²; the photos are placed at up to 300 pixels per inch.',
];

function YourScrapbooks() {
  const scrapbooks = useScrapbooks();
  const list = scrapbooks.data ?? [];
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">Your scrapbooks</h2>
      {list.length === 0 ? (
        <p className="text-ink-soft">
          No scrapbooks yet. <Link to="/scrapbook-generator">Make one</Link>, then print it from its page.
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((scrapbook) => (
            <li key={scrapbook.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {scrapbook.title} <span className="text-sm text-ink-soft">({scrapbook.pageCount} pages)</span>
              </span>
              {scrapbook.role !== 'viewer' && (
                <Link to={`/scrapbooks?book=${scrapbook.id}#print`} className={buttonClasses('secondary', 'sm')}>
                  Print this one
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function PrintingServicesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const partner = appConfig.printPartnerUrl;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="mb-3 text-4xl text-ink sm:text-5xl">Printing your scrapbooks</h1>
        <p className="max-w-3xl text-lg text-ink">
          {appConfig.productName} makes a print-ready PDF of every scrapbook. We do not print or ship books ourselves,
          and no print company is connected to {appConfig.productName}
          {partner ? ' — this site suggests one below, but any shop will do.' : ': any print shop can print the PDF.'}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <Card className="h-full">
            <Ruler className="mb-2 size-6 text-accent" aria-hidden />
            <h2 className="mb-1 text-lg font-semibold text-ink">Three sizes</h2>
            <p className="text-sm text-ink-soft">
              {Object.values(PRINT_PAGE_SIZES)
                .map((size) => size.label)
                .join(', ')}
              ; bleed and trim marks on request.
            </p>
          </Card>
        </li>
        <li>
          <Card className="h-full">
            <Printer className="mb-2 size-6 text-accent" aria-hidden />
            <h2 className="mb-1 text-lg font-semibold text-ink">Fonts and photos</h2>
            <p className="text-sm text-ink-soft">
              Fonts are embedded, so names with accents or in other scripts print as written; photos at print
              resolution.
            </p>
          </Card>
        </li>
        <li>
          <Card className="h-full">
            <QrCode className="mb-2 size-6 text-accent" aria-hidden />
            <h2 className="mb-1 text-lg font-semibold text-ink">Voices on paper</h2>
            <p className="text-sm text-ink-soft">
              Each page with a recording or video carries a QR code that plays it. You can turn any code off on the{' '}
              <Link to="/sharing">sharing page</Link>.
            </p>
          </Card>
        </li>
      </ul>
      <Card className="grid gap-3">
        <h2 className="text-2xl text-ink">How to print at any shop</h2>
        <ol className="list-decimal space-y-2 pl-5 text-ink">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {partner && (
          <a href={partner} className={buttonClasses('secondary', 'md', 'w-fit')} rel="noopener" target="_blank">
            A print shop this site suggests <ExternalLink className="size-4" aria-hidden />
          </a>
        )}
      </Card>
      {user ? (
        <YourScrapbooks />
      ) : (
        <p className="text-ink-soft">
          <Link to="/scrapbooks">Sign in to your scrapbooks</Link> to make a PDF.
        </p>
      )}
    </div>
  );
}
