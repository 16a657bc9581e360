/**
 * The Database tab's damaged files (docs/product/admin.md "Database tab"): stored files someone
 * asked for that were not in the media store, with whose they are and what uses them, so the
 * administrator can restore them from the media store's backup. A file back in the store leaves the
 * list the next time it is read.
 */
import type { AdminMissingFile } from '@heirloom/common/contracts/admin';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/reader-dates';

export function AdminMissingFiles({ files }: { files: AdminMissingFile[] | undefined }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6" data-testid="admin-missing-files">
      <div>
        <h2 className="text-2xl text-ink">Damaged files</h2>
        <p className="text-ink-soft">
          Stored files someone asked for that were missing from the media store. Restore each from the media
          store&apos;s backup (the bucket or <code>DATA_DIR/media</code>) under the key shown.
        </p>
      </div>
      {files === undefined ? null : files.length === 0 ? (
        <p className="rounded-2xl bg-paper-deep p-4 text-ink-soft">No stored file has been found missing.</p>
      ) : (
        <ul className="grid gap-3">
          {files.map((file) => (
            <li key={file.key} className="grid gap-1 rounded-2xl border border-danger/30 p-4">
              <p className="font-semibold text-ink">{file.usedBy ?? 'A file of no record'}</p>
              <p className="text-sm text-ink-soft">
                {[file.ownerEmail, file.contentType].filter(Boolean).join(' · ')}
                {file.ownerEmail || file.contentType ? ' · ' : ''}
                asked for {file.reads === 1 ? 'once' : `${file.reads} times`}, last on{' '}
                {formatDate(file.lastSeenAt, 'moment')}
              </p>
              <p className="font-mono text-xs break-all text-ink-soft">{file.key}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
