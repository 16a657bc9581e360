/**
 * Uploads one file to POST /api/media with progress (XMLHttpRequest reports upload progress;
 * fetch does not), the CSRF token of SPEC.md §7, and the server's message on failure.
 */
import type { MediaInfo } from '@heirloom/common/contracts/messages';
import { ApiError, fetchCsrfToken } from './api';

/**
 * @param onProgress called with the fraction sent, 0 to 1
 * @throws ApiError for a refused upload (413 too large, 415 unsupported type, …)
 */
export async function uploadMedia(
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
): Promise<MediaInfo> {
  const csrfToken = await fetchCsrfToken();
  const form = new FormData();
  form.append('file', file, filename);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media');
    request.withCredentials = true;
    request.setRequestHeader('X-CSRF-Token', csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as MediaInfo);
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () =>
      reject(new Error('The upload was interrupted. Please check your connection and try again.'));
    request.send(form);
  });
}
