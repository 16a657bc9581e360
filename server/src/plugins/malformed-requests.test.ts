/**
 * Every /api route, read from the route table, is sent the bodies a careless or hostile client
 * sends — a content type no JSON route reads (text/plain, a form), an empty JSON body, invalid JSON,
 * and a Content-Length far beyond any limit — over a socket, as a signed-in user with a CSRF token,
 * so that each request gets past the session and the CSRF check to the body parsers and handlers.
 * None may answer 500, and every refusal is exactly `{ message }`: never Fastify's
 * `{ error, message, statusCode }`, never a code such as FST_….
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../test/factories';
import { listenOnFreePort, sendRawRequest, type RawResponse } from '../../test/raw-http';
import { describeEachDatabase } from '../../test/test-app';

const BODIES = [
  { name: 'text/plain', headers: 'Content-Type: text/plain', body: 'not json' },
  { name: 'a form', headers: 'Content-Type: application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { name: 'empty JSON', headers: 'Content-Type: application/json', body: '' },
  { name: 'invalid JSON', headers: 'Content-Type: application/json', body: '{"broken":' },
  { name: 'huge Content-Length', headers: 'Content-Type: application/json', body: '{}', length: '99999999999999' },
];

/** Why `response` is not an answer people may get; undefined when it is. */
function problemWith(response: RawResponse | undefined): string | undefined {
  if (!response) return 'no answer';
  if (response.status >= 500) return `${response.status} ${response.body}`;
  if (response.status < 400) return undefined;
  try {
    const body = JSON.parse(response.body) as Record<string, unknown>;
    const isMessageOnly = Object.keys(body).join() === 'message' && typeof body.message === 'string';
    return isMessageOnly && !String(body.message).includes('FST_') ? undefined : `${response.status} ${response.body}`;
  } catch {
    return `${response.status} not JSON: ${response.body}`;
  }
}

/** The Cookie and X-CSRF-Token headers of `user`'s signed-in client. */
async function credentialsOf({ client }: BuiltUser): Promise<string> {
  const csrfToken = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>().csrfToken;
  const cookies = ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
  return `Cookie: ${cookies}\r\nX-CSRF-Token: ${csrfToken}`;
}

describeEachDatabase('malformed request bodies on every /api route', (context) => {
  it('never answer 500 or a framework-shaped body', async () => {
    const { app } = context();
    const user = await buildUser(app);
    let credentials = await credentialsOf(user);
    const port = await listenOnFreePort(app);
    const problems: string[] = [];
    let requests = 0;
    for (const route of app.routeTable) {
      const url = route.url.replace(/:\w+/g, () => randomUUID()).replace('*', 'anything');
      for (const method of route.methods.filter((name) => name !== 'HEAD')) {
        for (const { name, headers, body, length } of BODIES) {
          const head =
            `${method} ${url} HTTP/1.1\r\nHost: localhost\r\n${credentials}\r\n${headers}\r\n` +
            `Content-Length: ${length ?? Buffer.byteLength(body)}`;
          const problem = problemWith(await sendRawRequest(port, head, body, { isCutShort: length !== undefined }));
          requests += 1;
          if (problem) problems.push(`${method} ${route.url} with ${name}: ${problem}`);
        }
      }
      // A route that ends the session (sign-out) must not leave the rest of the sweep signed out.
      if ((await user.client.get('/api/auth/status')).statusCode === 401) {
        const signedIn = await user.client.post('/api/auth/signin', {
          username: user.user.email,
          password: user.password,
          browser: 'chrome',
          mobile: false,
        });
        expect(signedIn.statusCode, 'signing in again').toBe(200);
        credentials = await credentialsOf(user);
      }
    }
    expect(requests).toBeGreaterThan(app.routeTable.length * BODIES.length);
    expect(problems).toEqual([]);
  }, 120_000);
});
