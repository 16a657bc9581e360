/**
 * Issue 15, finding 5 for tus: the tus server's own refusals (plain text for developers, a 500 with
 * the internal error's text appended) answer `{ message }` a person understands.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { createTusUpload, patchTusUpload } from '../../../test/tus-client';
import { TUS_ERROR_MESSAGES } from './vault-uploads.routes';

describeEachDatabase('tus upload errors as { message } (issue 15)', (context) => {
  it('answers an offset that does not match the upload with 409 and a sentence', async () => {
    const { client } = await buildUser(context().app);
    const created = await createTusUpload(client, 10, { filename: 'x.jpg' });
    const location = created.headers.location as string;
    const response = await patchTusUpload(client, location, 5, Buffer.from('01234'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: TUS_ERROR_MESSAGES.offsetConflict });
  });

  it('answers a PATCH without the tus content type with a sentence', async () => {
    const { client } = await buildUser(context().app);
    const created = await createTusUpload(client, 10, { filename: 'x.jpg' });
    const response = await client.request({
      method: 'PATCH',
      url: created.headers.location as string,
      payload: { not: 'bytes' },
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: TUS_ERROR_MESSAGES.invalidRequest });
  });

  it('answers requests without the tus headers, or with malformed ones, with 400 and a sentence', async () => {
    const { client } = await buildUser(context().app);
    const created = await createTusUpload(client, 10, { filename: 'x.jpg' });
    const location = created.headers.location as string;
    const requests = [
      { method: 'HEAD', url: location, headers: {} },
      { method: 'PATCH', url: location, headers: { 'tus-resumable': '1.0.0', 'upload-offset': '-1' } },
      { method: 'POST', url: '/api/vault/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1e3' } },
      { method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0', 'upload-metadata': 'a b,a b' } },
    ] as const;
    for (const { method, url, headers } of requests) {
      const response = await client.request({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/offset+octet-stream' },
        payload: method === 'PATCH' ? Buffer.from('0') : undefined,
      });
      expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(400);
      if (method !== 'HEAD') expect(response.json()).toEqual({ message: TUS_ERROR_MESSAGES.invalidRequest });
    }
  });
});
