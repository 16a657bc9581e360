/**
 * One resumable upload to the vault over tus 1.0.0 (tus-js-client; contract: VAULT_UPLOAD_ENDPOINT
 * in common/src/contracts/vault.ts). Sends the CSRF token as apiRequest does, in 8 MB chunks,
 * resumes an earlier upload of the same file, and reports the server's `{ message }` on refusal.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT, type VaultCollection } from '@heirloom/common/contracts/vault';
import { fetchCsrfToken } from './api';

const CHUNK_SIZE_BYTES = 8 * 1024 * 1024;
/** Waits before each retry of a failed request, ms (tus-js-client retries network errors and 5xx only). */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];
const INTERRUPTED_MESSAGE = 'The upload was interrupted. Please check your connection and try again.';

export interface VaultUploadRequest {
  file: Blob;
  filename: string;
  collection: VaultCollection;
  title?: string;
}

export interface VaultUploadEvents {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** `itemId` is null only when an earlier, already finished upload was picked up again. */
  onSuccess: (itemId: string | null) => void;
  onError: (message: string) => void;
}

/** Pauses, resumes or cancels a running upload. */
export interface VaultUploadControl {
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** Stops and asks the server to throw the partial upload away. */
  cancel: () => Promise<void>;
}

/** The server's sentence from a refused request (`{ message }`), else a plain one. */
function describeUploadError(error: Error): string {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const { message } = JSON.parse(error.originalResponse.getBody()) as { message?: unknown };
      if (typeof message === 'string') return message;
    } catch {
      // Not JSON: fall through to the plain sentence.
    }
  }
  return INTERRUPTED_MESSAGE;
}

/** Gives the upload a fresh CSRF token (the same header apiRequest sends) before it talks to the server. */
async function withCsrfToken(upload: Upload): Promise<void> {
  try {
    upload.options.headers = { 'X-CSRF-Token': await fetchCsrfToken() };
  } catch (error) {
    console.error('Could not fetch a CSRF token; uploading without it.', error);
  }
}

/**
 * Starts uploading `request.file`. A File picks up where an earlier upload of the same file
 * stopped (tus fingerprint: name, type, size, date); a recorded Blob has no such identity, so it
 * always starts afresh.
 */
export async function startVaultUpload(
  request: VaultUploadRequest,
  events: VaultUploadEvents,
): Promise<VaultUploadControl> {
  const isResumable = request.file instanceof File;
  const upload = new Upload(request.file, {
    endpoint: VAULT_UPLOAD_ENDPOINT,
    metadata: {
      filename: request.filename,
      filetype: request.file.type || 'application/octet-stream',
      collection: request.collection,
      ...(request.title ? { title: request.title } : {}),
    },
    chunkSize: CHUNK_SIZE_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    storeFingerprintForResuming: isResumable,
    removeFingerprintOnSuccess: true,
    onProgress: events.onProgress,
    onSuccess: ({ lastResponse }) => events.onSuccess(lastResponse.getHeader(VAULT_ITEM_ID_HEADER) ?? null),
    onError: (error) => events.onError(describeUploadError(error)),
  });
  await withCsrfToken(upload);
  const previous = isResumable ? await upload.findPreviousUploads() : [];
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    pause: () => upload.abort(false),
    resume: async () => {
      await withCsrfToken(upload);
      upload.start();
    },
    cancel: () =>
      upload.abort(true).catch((error: unknown) => {
        // The partial upload is left for the server to expire; nothing for the owner to do.
        console.error('The server did not confirm the cancelled upload was removed.', error);
      }),
  };
}
