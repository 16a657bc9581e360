/**
 * A browser-like HTTP client over real sockets (fetch), for tests and benches that talk to a server
 * listening on a port rather than through app.inject(): it keeps the cookies the server sets (the
 * session and the CSRF secret, whatever instance set them) and sends an X-CSRF-Token, fetched once
 * and reused, with every request that changes something (POST, PUT, PATCH, DELETE), as the web app
 * does (web/src/lib/api.ts).
 */

export class CookieClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  /** @param origin where requests go unless a call names another (e.g. http://127.0.0.1:3000) */
  constructor(private readonly origin: string) {}

  /**
   * Sends `init` to `pathname` on `origin` (this client's own by default) with the cookies held and,
   * for a change, the CSRF token; keeps the cookies the answer sets. Never throws on an HTTP status.
   */
  async fetch(pathname: string, init: RequestInit = {}, origin = this.origin): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') headers.set('X-CSRF-Token', await this.csrf(origin));
    if (this.cookies.size)
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${origin}${pathname}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      this.cookies.set(name, pair!.slice(separator + 1));
      // A new CSRF secret (e.g. at sign-in) needs a token made from it.
      if (name.includes('csrf')) this.csrfToken = undefined;
    }
    return response;
  }

  /** POSTs (or `method`s) `body` as JSON. */
  send(pathname: string, body: object = {}, method = 'POST', origin = this.origin): Promise<Response> {
    return this.fetch(
      pathname,
      { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      origin,
    );
  }

  /** POSTs one file as multipart/form-data (field "file"), as a browser form would. */
  upload(pathname: string, file: { name: string; type: string; content: Buffer }, origin = this.origin) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
    return this.fetch(pathname, { method: 'POST', body: form }, origin);
  }

  /** The cookies held, as [name, value] pairs (to hand the session to a browser). */
  cookieList(): [string, string][] {
    return [...this.cookies];
  }

  /** The CSRF token, asked of the server once for each CSRF cookie (it stays valid while that cookie does). */
  private async csrf(origin: string): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.fetch('/api/csrf-token', {}, origin);
      this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrfToken;
  }
}
