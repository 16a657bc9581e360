/**
 * The ownership check of tus uploads must use exactly the id the tus server acts on. @tus/server
 * takes the id from the last `/…` of the whole URL (query string included), so a second user once
 * reached someone else's upload through `/api/vault/uploads?x=/<id>`.
 */
import { expect, it } from 'vitest';
import { VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { createTusUpload } from '../../../test/tus-client';

const TUS = { 'tus-resumable': '1.0.0' };

describeEachDatabase('tus uploads: ownership from the id tus acts on', (context) => {
  it("refuses HEAD, PATCH and DELETE that smuggle another user's upload id into the query string", async () => {
    const owner = await buildUser(context().app);
    const created = await createTusUpload(owner.client, 10, { filename: 'x.jpg' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const uploadId = location.split('/').pop()!;
    const stranger = await buildUser(context().app);
    const strangerUpload = (await createTusUpload(stranger.client, 10, { filename: 'y.jpg' })).headers
      .location as string;

    const smuggled = [
      `${VAULT_UPLOAD_ENDPOINT}?x=/${uploadId}`,
      `${VAULT_UPLOAD_ENDPOINT}/?x=/${uploadId}`,
      // The stranger's own upload in the path, the owner's in the query string.
      `${strangerUpload}?x=/${uploadId}`,
      `${strangerUpload}?/${uploadId}`,
    ];
    for (const url of smuggled) {
      const head = await stranger.client.request({ method: 'HEAD', url, headers: TUS });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      const patch = await stranger.client.request({
        method: 'PATCH',
        url,
        payload: Buffer.from('0123456789'),
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      });
      expect(patch.statusCode, `PATCH ${url}`).toBe(404);
      const removal = await stranger.client.request({ method: 'DELETE', url, headers: TUS });
      expect(removal.statusCode, `DELETE ${url}`).toBe(404);
    }

    // The owner's upload is untouched: still there, nothing written into it.
    const ownHead = await owner.client.request({ method: 'HEAD', url: location, headers: TUS });
    expect(ownHead.statusCode).toBe(200);
    expect(ownHead.headers['upload-offset']).toBe('0');
  });

  it("answers 404 with a message to every method on another user's upload, and 401 without a session", async () => {
    const owner = await buildUser(context().app);
    const location = (await createTusUpload(owner.client, 10, { filename: 'x.jpg' })).headers.location as string;
    const stranger = await buildUser(context().app);
    const headers = { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    for (const method of ['PATCH', 'DELETE', 'OPTIONS', 'POST'] as const) {
      const response = await stranger.client.request({ method, url: location, headers, payload: Buffer.alloc(10) });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ message: 'We could not find that upload.' });
    }
    expect((await stranger.client.request({ method: 'HEAD', url: location, headers: TUS })).statusCode).toBe(404);
    const visitor = new TestClient(context().app);
    expect((await visitor.request({ method: 'HEAD', url: location, headers: TUS })).statusCode).toBe(401);

    const ownHead = await owner.client.request({ method: 'HEAD', url: location, headers: TUS });
    expect(ownHead.statusCode).toBe(200);
    expect(ownHead.headers['upload-offset']).toBe('0');
  });

  it('answers 404 with a message for an upload address that is not exactly the endpoint and one id', async () => {
    const owner = await buildUser(context().app);
    for (const url of [VAULT_UPLOAD_ENDPOINT, `${VAULT_UPLOAD_ENDPOINT}/`, `${VAULT_UPLOAD_ENDPOINT}/..%2Fx`]) {
      const response = await owner.client.request({ method: 'HEAD', url, headers: TUS });
      expect(response.statusCode, url).toBe(404);
    }
    const removal = await owner.client.request({ method: 'DELETE', url: VAULT_UPLOAD_ENDPOINT, headers: TUS });
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ message: 'We could not find that upload.' });
  });
});
