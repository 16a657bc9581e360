/**
 * A round-robin HTTP proxy for tests of several app instances, as a load balancer without sticky
 * sessions would run them: each new request goes to the next instance in turn, whatever it is (a
 * tus PATCH after its POST, a download after its job). Every answer carries the name of the
 * instance that gave it in `x-served-by`, so a test can tell where each request landed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header naming the instance that answered. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * Headers about one connection, never forwarded by a proxy (RFC 9110 section 7.6.1). Passed on, an
 * instance's `Keep-Alive: timeout=72` told the client it could reuse its connection to the proxy
 * for 72 s while the proxy closed it after Node's 5 s, and a request sent as it closed failed with
 * ECONNRESET.
 */
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Raw headers (name, value, name, value…) without the hop-by-hop ones. */
function endToEndHeaders(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (!HOP_BY_HOP_HEADERS.has(rawHeaders[index]!.toLowerCase()))
      kept.push(rawHeaders[index]!, rawHeaders[index + 1]!);
  return kept;
}

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the proxy on `port` of 127.0.0.1 (a free one by default) in front of `targets` (name →
 * origin), taking them in the order given. A target that cannot be reached answers 502.
 */
export async function startRoundRobinProxy(targets: Record<string, string>, port = 0): Promise<RoundRobinProxy> {
  const names = Object.keys(targets);
  let next = 0;
  const server = http.createServer((request, response) => {
    const name = names[next++ % names.length]!;
    const target = new URL(targets[name]!);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        // Raw headers keep repeated ones (several Set-Cookie) as they came.
        response.writeHead(answer.statusCode ?? 502, [...endToEndHeaders(answer.rawHeaders), SERVED_BY_HEADER, name]);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [SERVED_BY_HEADER]: name });
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
