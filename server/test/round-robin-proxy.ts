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
        response.writeHead(answer.statusCode ?? 502, [...answer.rawHeaders, SERVED_BY_HEADER, name]);
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
