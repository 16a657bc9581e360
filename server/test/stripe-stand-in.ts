/**
 * A local stand-in for the few Stripe API endpoints the billing module calls (issue 13 "Done when":
 * "a local stand-in for the few Stripe endpoints used, the SDK pointed at it by its host option";
 * nothing ever calls the real Stripe from tests): creating a Checkout Session, and reading and
 * updating a subscription. It records every request's form parameters.
 */
import { createServer } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** Starts the stand-in on a free port; `subscriptions` are answered by id. */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, object>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      requests.push({ method: request.method ?? '', path: url.pathname, params });
      const send = (status: number, answer: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        response.end(JSON.stringify(answer));
      };
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${requests.length}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` });
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/u.exec(url.pathname)?.[1];
      if (subscription && subscriptions.has(subscription)) return send(200, subscriptions.get(subscription)!);
      send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
