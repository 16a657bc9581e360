/**
 * /settings "Export everything" (docs/product/accounts-and-sessions.md "Account deletion"): one
 * button makes a ZIP of everything the user keeps (built in the background; the bar shows how far
 * it is, and an e-mail says when it is ready), then a download that works for
 * EXPORT_DOWNLOAD_VALID_DAYS days. The account-deletion section sends people here first.
 */
import { CheckCircle2, Download, FileArchive, TriangleAlert } from 'lucide-react';
import { EXPORT_DOWNLOAD_VALID_DAYS, type AccountExport } from '@heirloom/common/contracts/account-export';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useLatestExport, useStartExport } from './export-queries';
import { SettingsSection } from './settings-section';
import { formatDate } from '../../lib/reader-dates';

/** The section's id: the deletion section and the ready e-mail link here. */
export const EXPORT_SECTION_ID = 'export-everything';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1024 / 1024).toFixed(1)} MB`;

function Progress({ latest }: { latest: AccountExport }) {
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={latest.progress}
        aria-valuetext={`${latest.progress}%: ${latest.step}`}
        className="h-3 overflow-hidden rounded-full bg-paper-deep"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${latest.progress}%` }} />
      </div>
      <p role="status" className="text-sm text-ink">
        {latest.progress}% · {latest.step}
      </p>
      <p className="text-sm text-ink-soft">You can leave this page: we will e-mail you when it is ready.</p>
    </div>
  );
}

function Ready({ latest }: { latest: AccountExport }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="flex items-start gap-2 text-ink">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
        Your export of {formatDate(latest.createdAt, 'day')} is ready ({megabytes(latest.sizeBytes ?? 0)}). Download it
        by {formatDate(latest.expiresAt!, 'day')}; open index.html inside to browse it.
      </p>
      <Button asChild className="justify-self-start">
        <a href={latest.downloadUrl!} download={latest.fileName}>
          <Download className="size-4" aria-hidden />
          Download the ZIP
        </a>
      </Button>
    </div>
  );
}

export function ExportSection() {
  const latest = useLatestExport();
  const start = useStartExport();
  const current = latest.data;
  const isBuilding = current?.status === 'pending' || current?.status === 'running';
  const begin = async () => {
    try {
      await start.mutateAsync();
      toast({ title: 'Export started', description: 'We will e-mail you when it is ready.' });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'The export did not start', description: describeError(failure) });
    }
  };
  return (
    <SettingsSection
      id={EXPORT_SECTION_ID}
      title="Export everything"
      description={`One ZIP file with your memory vault, your messages with their recordings and letters, your family tree (GEDZIP) and your last wishes, and a page to browse it offline. The download works for ${EXPORT_DOWNLOAD_VALID_DAYS} days.`}
    >
      <div className="grid gap-4">
        {latest.isPending && (
          <p role="status" className="text-ink-soft">
            Looking for your last export…
          </p>
        )}
        {latest.isError && (
          <p role="alert" className="flex items-start gap-2 text-ink">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            {describeError(latest.error)}
          </p>
        )}
        {current && isBuilding && <Progress latest={current} />}
        {current?.status === 'ready' && <Ready latest={current} />}
        {current?.status === 'failed' && (
          <p role="alert" className="flex items-start gap-2 text-ink">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            {current.error}
          </p>
        )}
        {current?.status === 'expired' && (
          <p className="text-ink-soft">
            Your export of {formatDate(current.createdAt, 'day')} has expired and was deleted.
          </p>
        )}
        {latest.isSuccess && !isBuilding && (
          <Button
            variant={current?.status === 'ready' ? 'secondary' : 'primary'}
            className="justify-self-start"
            disabled={start.isPending}
            onClick={() => void begin()}
          >
            <FileArchive className="size-4" aria-hidden />
            {start.isPending ? 'Starting…' : current?.status === 'ready' ? 'Make a new export' : 'Export everything'}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
