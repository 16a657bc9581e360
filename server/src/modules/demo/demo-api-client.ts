/**
 * The demo family is built through the product's own API, so what the visitor sees is what the
 * product really does (docs/decisions/014-demo-family.md): this client sends requests to the app in
 * process (`app.inject`), signed in to the account being built, with the CSRF token and cookies a
 * browser would send. Any answer that is not 2xx stops the build with the route's own message, and
 * so does the shutdown's abort signal, checked before each request.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';

/** Sends one request to the app in process (`app.inject`). */
export type InjectRequest = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const TUS_HEADERS = { 'tus-resumable': '1.0.0' };

export class DemoApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly inject: InjectRequest,
    sessionCookie: { name: string; token: string },
    private readonly signal?: AbortSignal,
  ) {
    this.cookies.set(sessionCookie.name, sessionCookie.token);
  }

  /**
   * Sends a request, with a CSRF token unless it is a GET.
   * @returns the answer
   * @throws Error naming the call and the route's message when the answer is not 2xx
   * @throws the signal's reason (DOMException AbortError) once it is aborted
   */
  async send(options: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }) {
    this.signal?.throwIfAborted();
    const headers: Record<string, string> = { ...options.headers };
    if (options.method !== 'GET') {
      const token = await this.send({ method: 'GET', url: '/api/csrf-token' });
      headers['x-csrf-token'] = token.json<{ csrfToken: string }>().csrfToken;
    }
    headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.inject({
      method: options.method as InjectOptions['method'],
      url: options.url,
      headers,
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) {
      if (cookie.value) this.cookies.set(cookie.name, cookie.value);
    }
    if (response.statusCode >= 300)
      throw new Error(
        `Building the demo family: ${options.method} ${options.url} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    return response;
  }

  /** Sends a JSON request. @returns the parsed answer @throws Error as `send` */
  async json<T>(method: string, url: string, payload?: object): Promise<T> {
    const response = await this.send({ method, url, ...(payload === undefined ? {} : { payload }) });
    return (response.body ? response.json() : undefined) as T;
  }

  /**
   * Uploads a file to the vault over tus (creation, then one PATCH), as the browser does.
   * @returns the new vault item's id
   */
  async uploadToVault(file: Buffer, metadata: { filename: string; title: string; collection: 'vault' | 'voice' }) {
    const encoded = Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
    const created = await this.send({
      method: 'POST',
      url: VAULT_UPLOAD_ENDPOINT,
      headers: { ...TUS_HEADERS, 'upload-length': String(file.length), 'upload-metadata': encoded },
    });
    const finished = await this.send({
      method: 'PATCH',
      url: new URL(created.headers.location as string, 'http://localhost').pathname,
      payload: file,
      headers: { ...TUS_HEADERS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    return finished.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  }

  /** POSTs one file as multipart/form-data (field "file"), as the message recorder does. @returns the parsed answer */
  async uploadFile<T>(url: string, file: { name: string; type: string; content: Buffer }): Promise<T> {
    const boundary = '----heirloom-demo-family';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await this.send({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return response.json<T>();
  }
}
