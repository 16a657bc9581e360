/**
 * Uploads one file (to POST /api/media or another upload route) with progress (XMLHttpRequest
 * reports upload progress; fetch does not), the CSRF token
 * (docs/product/api-conventions.md "CSRF"), and the server's message on failure.
 */
import type { MediaInfo } from '@heirloom/common/contracts/messages';
import { mediaRoutes } from '@heirloom/common/routes/media';
import { ApiError, fetchCsrfToken } from './api';
import { routeAddress } from './api-client';

/**
 * Uploads one file as multipart/form-data (field "file") to `url`, the way a browser form would.
 * @param onProgress called with the fraction sent, 0 to 1
 * @returns the server's JSON answer
 * @throws ApiError for a refused upload (400 unreadable, 413 too large, 415 unsupported type, …)
 */
export async function uploadFile<T>(
  url: string,
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const csrfToken = await fetchCsrfToken();
  const form = new FormData();
  form.append('file', file, filename);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('X-CSRF-Token', csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as T);
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () =>
      reject(new Error('The upload was interrupted. Please check your connection and try again.'));
    request.send(form);
  });
}

/**
 * Uploads one file to POST /api/media (see uploadFile).
 * @throws ApiError for a refused upload (413 too large, 415 unsupported type, …)
 */
export const uploadMedia = (file: Blob, filename: string, onProgress: (fraction: number) => void): Promise<MediaInfo> =>
  uploadFile<MediaInfo>(routeAddress(mediaRoutes.upload), file, filename, onProgress);
