/**
 * The uploads of one page: a row per file with its progress, pause/resume/cancel, and its own
 * error. A file over the upload limit is refused here, before a byte is sent. Leaving the page
 * pauses what is still running (picking the same file again resumes it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { VAULT_MESSAGES, type VaultCollection } from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { startVaultUpload, type VaultUploadControl } from '../../lib/vault-upload';
import { BYTES_PER_MB } from './vault-format';

export type UploadStatus = 'starting' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  bytesTotal: number;
  bytesSent: number;
  status: UploadStatus;
  error?: string;
}

export interface UploadOptions {
  collection: VaultCollection;
  /** The per-file limit in MB (overview.maxFileSizeMb); unknown yet means "let the server decide". */
  maxFileSizeMb?: number;
  /** Called after each finished upload, with the new item's id when the server gave it. */
  onUploaded: (itemId: string | null) => void;
}

let nextKey = 0;

/** Starts and steers uploads; see UploadEntry for what each row knows. */
export function useVaultUploads({ collection, maxFileSizeMb, onUploaded }: UploadOptions) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controls = useRef(new Map<string, VaultUploadControl>());
  const cancelled = useRef(new Set<string>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const patch = useCallback((key: string, changes: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry)));
  }, []);

  const add = useCallback(
    /** `afterUpload` runs for this file alone once it is in the vault (filing it in an album), before `onUploaded`. */
    (file: Blob, filename: string, title?: string, afterUpload?: (itemId: string | null) => void) => {
      const key = `upload-${++nextKey}`;
      const entry: UploadEntry = {
        key,
        name: title ?? filename,
        bytesTotal: file.size,
        bytesSent: 0,
        status: 'starting',
      };
      if (maxFileSizeMb !== undefined && file.size > maxFileSizeMb * BYTES_PER_MB) {
        setEntries((list) => [...list, { ...entry, status: 'failed', error: VAULT_MESSAGES.tooLarge(maxFileSizeMb) }]);
        return;
      }
      setEntries((list) => [...list, entry]);
      startVaultUpload(
        { file, filename, collection, title },
        {
          onProgress: (bytesSent, bytesTotal) => patch(key, { bytesSent, bytesTotal, status: 'uploading' }),
          onSuccess: (itemId) => {
            controls.current.delete(key);
            patch(key, { status: 'done', bytesSent: file.size });
            afterUpload?.(itemId);
            onUploadedRef.current(itemId);
          },
          onError: (message) => {
            controls.current.delete(key);
            patch(key, { status: 'failed', error: message });
          },
        },
      ).then(
        (control) => {
          if (cancelled.current.has(key)) void control.cancel();
          else controls.current.set(key, control);
        },
        (error: unknown) => patch(key, { status: 'failed', error: describeError(error) }),
      );
    },
    [collection, maxFileSizeMb, patch],
  );

  const pause = (key: string) => {
    void controls.current.get(key)?.pause();
    patch(key, { status: 'paused' });
  };
  const resume = (key: string) => {
    patch(key, { status: 'uploading' });
    void controls.current.get(key)?.resume();
  };
  /** Stops an upload and forgets it; a finished or failed row is simply removed. */
  const remove = (key: string) => {
    const control = controls.current.get(key);
    if (control) void control.cancel();
    else cancelled.current.add(key);
    controls.current.delete(key);
    setEntries((list) => list.filter((entry) => entry.key !== key));
  };

  const isBusy = entries.some((entry) => entry.status === 'starting' || entry.status === 'uploading');
  useEffect(() => {
    if (!isBusy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isBusy]);
  useEffect(() => {
    const running = controls.current;
    return () => running.forEach((control) => void control.pause());
  }, []);

  return { entries, add, pause, resume, remove };
}
