/**
 * The CSRF check covers every state-changing request whatever its spelling (the router decodes
 * `/%61pi/…` to `/api/…`), and a route that expects JSON refuses other bodies with 415 (a
 * cross-site form can send only text/plain, form-urlencoded and multipart bodies).
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, TestClient } from '../../test/test-app';
import { ERROR_MESSAGES } from './errors';

const device = { browser: 'chrome', mobile: false } as const;

describeEachDatabase('CSRF on every path spelling, and JSON-only bodies', (context) => {
  it('refuses percent-encoded /api paths without a token with 403, and nothing happens', async () => {
    const client = new TestClient(context().app);
    await client.get('/api/csrf-token');
    const email = 'encoded-path@example.com';
    const cases = [
      { url: '/%61pi/auth/signup', payload: { email, password: 'secret12', ...device } },
      { url: '/%61%70%69/auth/signin', payload: { username: email, password: 'secret12', ...device } },
      { url: '/api/auth/%73ignout', payload: undefined },
      { url: '/%61pi/newsletter', payload: { email } },
    ];
    for (const { url, payload } of cases) {
      const response = await client.post(url, payload, { csrf: false });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ message: ERROR_MESSAGES.csrf });
    }
    // The sign-up above never ran: the account does not exist.
    const signIn = await client.post('/api/auth/signin', { username: email, password: 'secret12', ...device });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses every state-changing method outside /api without a token too', async () => {
    const client = new TestClient(context().app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await client.request({ method, url: '/anything', payload: {}, csrf: false });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('answers 415 with a clear message for non-JSON bodies where JSON is expected', async () => {
    const client = new TestClient(context().app);
    const json = JSON.stringify({ username: 'a@example.com', password: 'secret12', ...device });
    const bodies: [string, string][] = [
      ['text/plain', json],
      ['text/plain;charset=UTF-8', json],
      ['application/x-www-form-urlencoded', 'username=a%40example.com&password=secret12'],
      [
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--xx--\r\n',
      ],
    ];
    for (const [type, payload] of bodies) {
      const response = await client.request({
        method: 'POST',
        url: '/api/auth/signin',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toEqual({ message: ERROR_MESSAGES.unsupportedMediaType });
    }
    // JSON still works, with or without a charset.
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: json,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.statusCode).toBe(401);
  });
});
