/**
 * HTTP/1.1 requests written byte for byte to a listening app over a connection of their own, for
 * what app.inject() cannot send: it recomputes Content-Length, so a negative, non-numeric or wrong
 * length never reaches the server through it (RFC 9112 §6.3 says how a server must read one).
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Listens on a free port of 127.0.0.1 (once per app). @returns the port */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** Parses the first answer in what a server wrote; undefined when it wrote none. */
function parseResponse(text: string): RawResponse | undefined {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = text.slice(headEnd + 4);
  const length = Number(headers['content-length'] ?? rest.length);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(0, length) };
}

/**
 * Sends `head` (request line and headers, without the blank line) and `body`, and reads until the
 * server closes the connection (the request asks it to).
 * @param options.isCutShort the body is shorter than announced: the client half-closes the
 *   connection after it, as one that gave up would (otherwise it stays open: a server answers a
 *   client that half-closes by dropping what it has not answered yet)
 * @returns the server's first answer, or undefined when it closed without one
 */
export function sendRawRequest(
  port: number,
  head: string,
  body = '',
  options: { isCutShort?: boolean; timeoutMs?: number } = {},
): Promise<RawResponse | undefined> {
  const { isCutShort = false, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${head.split('\r\n')[0]}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks).toString('utf8')));
    });
    const request = `${head}\r\nConnection: close\r\n\r\n${body}`;
    if (isCutShort) socket.end(request);
    else socket.write(request);
  });
}
