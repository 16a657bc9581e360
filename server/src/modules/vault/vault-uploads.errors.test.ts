/**
 * The tus server's own refusals (plain text for developers, a 500 with the internal error's text
 * appended) answer `{ message }` a person understands, with the status tus 1.0.0 names; so do the
 * extensions this server does not offer (concatenation, deferred length) and a PATCH whose body is
 * not tus bytes.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { createTusUpload, patchTusUpload } from '../../../test/tus-client';
import { TUS_ERROR_MESSAGES } from './vault-uploads.messages';

describeEachDatabase('tus upload errors as { message }', (context) => {
  it('answers an offset that does not match the upload with 409 and a sentence', async () => {
    const { client } = await buildUser(context().app);
    const created = await createTusUpload(client, 10, { filename: 'x.jpg' });
    const location = created.headers.location as string;
    const response = await patchTusUpload(client, location, 5, Buffer.from('01234'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: TUS_ERROR_MESSAGES.offsetConflict });
  });

  it('answers a PATCH whose body is not tus bytes with 415 and says which type it must be', async () => {
    const { client } = await buildUser(context().app);
    const created = await createTusUpload(client, 10, { filename: 'x.jpg' });
    const bodies: [string | undefined, string][] = [
      [undefined, '0123'],
      ['application/json', '{"not":"bytes"}'],
      ['application/json', '{"not":'],
      ['text/plain', 'not bytes'],
      ['application/octet-stream', '0123'],
      ['image/jpeg', '0123'],
      ['multipart/form-data; boundary=zz', '--zz--'],
      ['application/offset+octet-stream; charset=utf-8', '0123'],
    ];
    for (const [type, payload] of bodies) {
      const response = await client.request({
        method: 'PATCH',
        url: created.headers.location as string,
        payload,
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', ...(type ? { 'content-type': type } : {}) },
      });
      expect(response.statusCode, String(type)).toBe(415);
      expect(response.json(), String(type)).toEqual({ message: TUS_ERROR_MESSAGES.notTusBytes });
    }
  });

  it('answers Upload-Concat with 400: parallel parts are an extension this server does not offer', async () => {
    const { client } = await buildUser(context().app);
    const options = await client.request({ method: 'OPTIONS', url: '/api/vault/uploads' });
    expect(options.headers['tus-extension']).not.toContain('concatenation');
    const first = (await createTusUpload(client, 5, { filename: 'a.jpg' })).headers.location as string;
    const second = (await createTusUpload(client, 5, { filename: 'b.jpg' })).headers.location as string;
    const requests = [
      { 'upload-concat': 'partial', 'upload-length': '5' },
      { 'upload-concat': `final;${first} ${second}` },
      { 'upload-concat': 'final', 'upload-length': '10' },
    ];
    for (const headers of requests) {
      const response = await client.request({
        method: 'POST',
        url: '/api/vault/uploads',
        headers: { 'tus-resumable': '1.0.0', ...headers },
      });
      expect(response.statusCode, headers['upload-concat']).toBe(400);
      expect(response.json(), headers['upload-concat']).toEqual({ message: TUS_ERROR_MESSAGES.noParallelParts });
    }
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
      // A PATCH names where its bytes go, and the length was fixed at creation (no deferred length here).
      { method: 'PATCH', url: location, headers: { 'tus-resumable': '1.0.0' } },
      {
        method: 'PATCH',
        url: location,
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'upload-length': '10' },
      },
      { method: 'POST', url: '/api/vault/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' } },
      // Headers @tus/server checks on every request.
      { method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0', 'tus-version': '0.2.2' } },
      { method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0', 'x-forwarded-proto': 'ftp' } },
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
