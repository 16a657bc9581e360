/**
 * A local stand-in for the few Stripe API endpoints the billing module calls, the SDK pointed at it
 * by its host option (STRIPE_API_URL), so nothing ever calls the real Stripe from tests: creating a
 * Checkout Session; reading, updating and cancelling a subscription; making a subscription schedule
 * from one, changing and releasing it; listing an invoice's payments; creating a refund (the same
 * refund again for a repeated idempotency key, as Stripe does). It records every request's form
 * parameters and headers.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

interface StandInSubscription {
  id: string;
  schedule?: string | null;
  items: { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] };
}

/** Starts the stand-in on a free port; `subscriptions` are answered by id. */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const schedules = new Map<string, object & { subscription: string }>();
  const refundsByKey = new Map<string, object>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      requests.push({ method: request.method ?? '', path: url.pathname, params, headers: request.headers });
      const send = (status: number, answer: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        response.end(JSON.stringify(answer));
      };
      const notFound = () =>
        send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${requests.length}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` });
      }
      if (request.method === 'POST' && url.pathname === '/v1/subscription_schedules') {
        const subscription = subscriptions.get(params.get('from_subscription') ?? '');
        const item = subscription?.items.data[0];
        if (!subscription || !item) return notFound();
        const id = `sub_sched_${requests.length}`;
        const phase = {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: item.price.id, quantity: 1 }],
        };
        const schedule = {
          id,
          object: 'subscription_schedule',
          subscription: subscription.id,
          status: 'active',
          phases: [phase],
        };
        schedules.set(id, schedule);
        return send(200, schedule);
      }
      const scheduleAction = /^\/v1\/subscription_schedules\/([\w-]+)(\/release)?$/u.exec(url.pathname);
      if (request.method === 'POST' && scheduleAction && schedules.has(scheduleAction[1]!)) {
        const schedule = schedules.get(scheduleAction[1]!)!;
        return send(200, scheduleAction[2] ? { ...schedule, status: 'released' } : schedule);
      }
      if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = params.get('invoice') ?? '';
        const payment = { type: 'payment_intent', payment_intent: `pi_${invoice}` };
        const data = [{ id: `inpay_${invoice}`, object: 'invoice_payment', invoice, status: 'paid', payment }];
        return send(200, { object: 'list', url: url.pathname, has_more: false, data });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? requests.length);
        if (!refundsByKey.has(key)) {
          refundsByKey.set(key, {
            id: `re_${refundsByKey.size + 1}`,
            object: 'refund',
            payment_intent: params.get('payment_intent'),
            status: 'succeeded',
          });
        }
        return send(200, refundsByKey.get(key)!);
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/u.exec(url.pathname)?.[1];
      if (subscription && subscriptions.has(subscription)) return send(200, subscriptions.get(subscription)!);
      notFound();
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
