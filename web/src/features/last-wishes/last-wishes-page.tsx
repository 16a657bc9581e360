/**
 * /last-wishes: the owner's last-wishes document — how complete it is, who will receive it at a
 * release (the legacy contacts, in the legacy page's own words: LEGACY_RELEASE_SUMMARY), a printable
 * PDF (page size, bleed and trim marks on request), and the form. Everything in it is sealed with
 * the owner's key (docs/decisions/003).
 */
import { FileDown, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LAST_WISHES_SECTIONS, type LastWishes } from '@heirloom/common/contracts/last-wishes';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { LEGACY_RELEASE_SUMMARY } from '@heirloom/common/domain/legacy-release-contents';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { defaultPaperSize } from '@heirloom/common/domain/paper-size';
import { BleedCheckbox, PageSizeFieldset } from '../../components/scrapbooks/print-options';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { LAST_WISHES_PDF_PATH, useLastWishes } from './last-wishes-queries';
import { LastWishesForm } from './last-wishes-form';

/** The PDF's options (page size; bleed and trim marks for a print shop) and its download link. */
function PdfDownload() {
  const [pageSize, setPageSize] = useState<PrintPageSize>(() => defaultPaperSize(navigator.language));
  const [withBleed, setWithBleed] = useState(false);
  const query = new URLSearchParams({ pageSize, withBleed: String(withBleed) });
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold text-ink">Print it</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <PageSizeFieldset name="last-wishes-page-size" value={pageSize} onChange={setPageSize} />
        <BleedCheckbox checked={withBleed} onChange={setWithBleed} />
      </div>
      <Button asChild variant="secondary" className="justify-self-start">
        <a href={`${LAST_WISHES_PDF_PATH}?${query.toString()}`} download>
          <FileDown aria-hidden className="size-4" /> Download as PDF
        </a>
      </Button>
    </div>
  );
}

function Completeness({ answered }: { answered: LastWishes['answered'] }) {
  const total = LAST_WISHES_SECTIONS.length;
  const missing = LAST_WISHES_SECTIONS.filter((section) => !answered.includes(section.key));
  return (
    <div className="grid gap-2">
      <p className="font-semibold text-ink">
        {answered.length} of {total} sections written
      </p>
      <div
        role="progressbar"
        aria-label="Sections written"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered.length}
        className="h-2 overflow-hidden rounded-full bg-paper-deep"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${(answered.length / total) * 100}%` }} />
      </div>
      {missing.length > 0 && (
        <p className="text-sm text-ink-soft">Still to write: {missing.map((section) => section.label).join(', ')}.</p>
      )}
    </div>
  );
}

function Recipients({ recipients }: { recipients: LastWishes['recipients'] }) {
  if (!recipients.isAvailable || recipients.contacts.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        No one yet.{' '}
        <Link to="/legacy" className="font-semibold text-accent underline">
          Choose your legacy contacts
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-1 text-sm text-ink">
      {recipients.contacts.map((contact) => (
        <li key={contact.email}>
          {contact.name} ({contact.email}){contact.hasAccepted ? '' : ' — has not accepted yet'}
        </li>
      ))}
    </ul>
  );
}

export function LastWishesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const wishes = useLastWishes();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="mb-1 text-4xl text-ink">Last wishes</h1>
        <p className="text-ink-soft">
          What you would like to happen, in your own words, for the people who will have to decide.
        </p>
      </div>
      {wishes.isPending && <p role="status">Loading your last wishes…</p>}
      {wishes.isError && (
        <p role="alert" className="text-danger">
          {describeError(wishes.error)}
        </p>
      )}
      {wishes.data && (
        <>
          <Card className="grid gap-5">
            <Completeness answered={wishes.data.answered} />
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold text-ink">Who will receive this</h2>
              <p className="text-sm text-ink" data-testid="legacy-release-summary">
                {LEGACY_RELEASE_SUMMARY}
              </p>
              <Recipients recipients={wishes.data.recipients} />
            </div>
            <p className="flex items-start gap-2 text-sm text-ink-soft">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              Sealed with your own key: no one else can read it while you are alive.
            </p>
            <PdfDownload />
          </Card>
          {/* Keyed by the save time: a document saved elsewhere replaces the form's values. */}
          <LastWishesForm key={wishes.data.updatedAt ?? 'new'} saved={wishes.data.wishes} />
        </>
      )}
    </div>
  );
}
