/**
 * A tus 1.0.0 client over TestClient (https://tus.io/protocols/resumable-upload: creation, then
 * PATCH with Upload-Offset), for route tests of the vault's resumable uploads.
 */
import type { LightMyRequestResponse } from 'fastify';
import { VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import type { TestClient } from './test-app';

const TUS = { 'tus-resumable': '1.0.0' };

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** POST: creates an upload of `length` bytes. @returns the response (Location names the upload) */
export function createTusUpload(client: TestClient, length: number, metadata: Record<string, string>) {
  return client.request({
    method: 'POST',
    url: VAULT_UPLOAD_ENDPOINT,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': encodeMetadata(metadata) },
  });
}

/** PATCH: sends `bytes` at `offset`. */
export function patchTusUpload(
  client: TestClient,
  location: string,
  offset: number,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'PATCH',
    url: location,
    payload: bytes,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
}

/**
 * Uploads a whole file in `chunkBytes` parts, as a browser would.
 * @returns the final PATCH's response (its Heirloom-Vault-Item-Id header names the item)
 */
export async function uploadWithTus(
  client: TestClient,
  file: Buffer,
  metadata: Record<string, string>,
  chunkBytes = 256 * 1024,
): Promise<LightMyRequestResponse> {
  const created = await createTusUpload(client, file.length, metadata);
  if (created.statusCode !== 201) return created;
  const location = created.headers.location as string;
  let offset = 0;
  for (;;) {
    const response = await patchTusUpload(client, location, offset, file.subarray(offset, offset + chunkBytes));
    offset = Math.min(file.length, offset + chunkBytes);
    if (response.statusCode !== 204 || offset >= file.length) return response;
  }
}
