/**
 * Every error is `{ message }` a person understands, with the right 4xx — a malformed multipart body
 * (POST /api/media), a bad percent-encoding in the path and a Content-Length that cannot frame the
 * body included, and never an echo of the request.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { listenOnFreePort, sendRawRequest } from '../../test/raw-http';
import { describeEachDatabase } from '../../test/test-app';
import { ERROR_MESSAGES } from './errors';

describeEachDatabase('errors people understand', (context) => {
  it('answers 400 with a message for malformed multipart bodies', async () => {
    const { client } = await buildUser(context().app);
    const start =
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n';
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=zz', 'garbage without any boundary'],
      ['multipart/form-data; boundary=zz', `${start}half a file and no closing boundary`],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\n',
      ],
      ['multipart/form-data', `${start}bytes\r\n--zz--\r\n`],
    ];
    for (const [type, payload] of bodies) {
      const response = await client.request({
        method: 'POST',
        url: '/api/media',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, `${type}: ${payload}`).toBe(400);
      expect(response.json(), payload).toEqual({ message: ERROR_MESSAGES.malformedMultipart });
    }
  });

  it('answers 400 with a message, not the path, for a bad percent-encoding', async () => {
    for (const url of ['/api/messages/%', '/api/messages/%zz', '/%E0%A4%A', '/blog/%']) {
      const response = await context().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: ERROR_MESSAGES.badUrl });
      expect(response.body, url).not.toContain('FST_');
    }
  });

  it('answers 400 with a message when Content-Length cannot frame the body (sent over a socket)', async () => {
    const { client } = await buildUser(context().app);
    const csrfToken = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>().csrfToken;
    const cookies = `heirloom_session=${client.cookie('heirloom_session')}; heirloom_csrf=${client.cookie('heirloom_csrf')}`;
    const port = await listenOnFreePort(context().app);
    const body = '{"title":"A letter"}';
    const send = (method: string, url: string, length: string) =>
      sendRawRequest(
        port,
        `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookies}\r\nX-CSRF-Token: ${csrfToken}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${length}`,
        body,
        { isCutShort: Number(length) > body.length },
      );
    const routes = [
      ['POST', '/api/messages'],
      ['POST', '/api/auth/signin'],
      ['PATCH', '/api/vault/uploads/0123456789abcdef0123456789abcdef'],
    ];
    // Negative, not a number, two values: Node refuses the headers, no route ever sees the request.
    for (const length of ['-1', 'abc', '5, 7']) {
      for (const [method, url] of routes) {
        const response = await send(method!, url!, length);
        expect(response?.status, `${url} ${length}`).toBe(400);
        expect(JSON.parse(response!.body), `${url} ${length}`).toEqual({ message: ERROR_MESSAGES.malformedRequest });
      }
    }
    // Longer than the body (the client gave up), on routes that wait for the whole body before answering.
    for (const [method, url] of routes.slice(0, 2)) {
      const response = await send(method!, url!, String(body.length + 10));
      expect(response?.status, url).toBe(400);
      expect(JSON.parse(response!.body), url).toEqual({ message: ERROR_MESSAGES.malformedRequest });
    }
    // Shorter: the route reads '{' (not JSON) and what follows is no request; whichever is answered first.
    for (const [method, url] of routes.slice(0, 2)) {
      const response = await send(method!, url!, '1');
      expect(response?.status, url).toBe(400);
      expect([ERROR_MESSAGES.malformedRequest, ERROR_MESSAGES.invalidJson], url).toContain(
        JSON.parse(response!.body).message,
      );
      expect(Object.keys(JSON.parse(response!.body)), url).toEqual(['message']);
    }
  });

  it("answers 431 with a message for headers over Node's limit (sent over a socket)", async () => {
    const port = await listenOnFreePort(context().app);
    const response = await sendRawRequest(
      port,
      `GET /api/auth/status HTTP/1.1\r\nHost: localhost\r\nCookie: a=${'x'.repeat(20_000)}`,
    );
    expect(response?.status).toBe(431);
    expect(JSON.parse(response!.body)).toEqual({ message: ERROR_MESSAGES.headersTooLarge });
  });
});
