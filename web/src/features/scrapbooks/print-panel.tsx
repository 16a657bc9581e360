/**
 * Printing a scrapbook (docs/product/capsules-scrapbooks-recipes.md "Printing"): choose A4, US
 * Letter or an 8 × 8 in square and whether to add bleed and trim marks; the PDF is made by a queued
 * job whose progress shows page by page, then downloads. Every page with a recording carries a QR
 * code of a share link (revocable on /sharing).
 */
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { defaultPaperSize } from '@heirloom/common/domain/paper-size';
import { BleedCheckbox, PageSizeFieldset } from '../../components/scrapbooks/print-options';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { requestPrint, usePrint } from './scrapbooks-queries';

export function PrintPanel({ scrapbookId }: { scrapbookId: string }) {
  const [pageSize, setPageSize] = useState<PrintPageSize>(() => defaultPaperSize(navigator.language));
  const [withBleed, setWithBleed] = useState(false);
  const [printId, setPrintId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const print = usePrint(scrapbookId, printId);
  const status = print.data?.status;
  const isWorking = printId !== null && (status === undefined || status === 'queued' || status === 'rendering');

  const start = async () => {
    setError(null);
    try {
      setPrintId((await requestPrint(scrapbookId, { pageSize, withBleed })).id);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const done = print.data?.pagesDone ?? 0;
  const total = print.data?.pageTotal ?? 0;
  return (
    <Card id="print" className="grid gap-4" data-testid="print-panel">
      <h2 className="flex items-center gap-2 text-2xl text-ink">
        <Printer className="size-6 text-accent" aria-hidden /> Print-ready PDF
      </h2>
      <PageSizeFieldset name="page-size" value={pageSize} onChange={setPageSize} />
      <BleedCheckbox checked={withBleed} onChange={setWithBleed} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void start()} disabled={isWorking}>
          <Printer className="size-4" aria-hidden /> {isWorking ? 'Making the PDF…' : 'Make the PDF'}
        </Button>
        {status === 'done' && print.data?.fileUrl && (
          <a href={print.data.fileUrl} className={buttonClasses('secondary')} download data-testid="download-pdf">
            <Download className="size-4" aria-hidden /> Download the PDF
          </a>
        )}
      </div>
      {isWorking && (
        <div role="status" className="grid gap-1">
          <progress className="h-2 w-full" max={Math.max(total, 1)} value={done} aria-label="Pages made" />
          <span className="text-sm text-ink-soft">
            {status === 'rendering' ? `Page ${done} of ${total}` : 'Waiting for its turn…'}
          </span>
        </div>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-danger">
          {print.data?.error}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </Card>
  );
}
