/** One row per upload: name, a progress bar with its percentage, pause/resume/cancel, or the error. */
import { AlertCircle, CheckCircle2, Pause, Play, X } from 'lucide-react';
import { Button } from '../ui/button';
import type { UploadEntry } from './use-vault-uploads';
import { formatBytes } from '@heirloom/common/utils/format-bytes';

interface UploadListProps {
  entries: UploadEntry[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onRemove: (key: string) => void;
}

const STATUS_TEXT: Record<UploadEntry['status'], string> = {
  starting: 'Starting…',
  uploading: 'Uploading',
  paused: 'Paused',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

function UploadRow({ entry, onPause, onResume, onRemove }: { entry: UploadEntry } & Omit<UploadListProps, 'entries'>) {
  const percent = entry.bytesTotal > 0 ? Math.floor((entry.bytesSent / entry.bytesTotal) * 100) : 0;
  const isActive = entry.status === 'starting' || entry.status === 'uploading' || entry.status === 'paused';
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-white p-4" data-testid="upload-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {entry.status === 'done' && <CheckCircle2 className="size-5 text-sage" aria-hidden />}
        {entry.status === 'failed' && <AlertCircle className="size-5 text-danger" aria-hidden />}
        <p className="min-w-0 flex-1 truncate font-semibold text-ink" title={entry.name}>
          {entry.name}
        </p>
        <p className="text-sm text-ink-soft tabular-nums">
          {STATUS_TEXT[entry.status]}
          {isActive && ` · ${percent}% of ${formatBytes(entry.bytesTotal)}`}
        </p>
        <div className="flex gap-1">
          {entry.status === 'uploading' && (
            <Button variant="ghost" size="sm" onClick={() => onPause(entry.key)} aria-label={`Pause ${entry.name}`}>
              <Pause className="size-4" aria-hidden />
            </Button>
          )}
          {entry.status === 'paused' && (
            <Button variant="ghost" size="sm" onClick={() => onResume(entry.key)} aria-label={`Resume ${entry.name}`}>
              <Play className="size-4" aria-hidden />
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRemove(entry.key)}
            aria-label={isActive ? `Cancel ${entry.name}` : `Dismiss ${entry.name}`}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {isActive && (
        <progress
          max={100}
          value={percent}
          aria-label={`Uploading ${entry.name}`}
          className="h-2 w-full overflow-hidden rounded-full accent-accent [&::-webkit-progress-bar]:bg-paper-deep [&::-webkit-progress-value]:bg-accent"
        />
      )}
      {entry.error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {entry.error}
        </p>
      )}
    </li>
  );
}

export function UploadList({ entries, ...actions }: UploadListProps) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label="Uploads">
      {entries.map((entry) => (
        <UploadRow key={entry.key} entry={entry} {...actions} />
      ))}
    </ul>
  );
}
