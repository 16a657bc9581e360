/**
 * Rate limits of the public write endpoints (plugins/rate-limit.ts), on both dialects: a network
 * address over a route's limit gets a 429 `{ message }` with Retry-After; another address and
 * another route are not affected. Counters live in the database, shared by every instance.
 */
import { expect, it } from 'vitest';
import { NEWSLETTER_REQUESTS_PER_WINDOW } from '../src/modules/newsletter';
import { PRESENCE_REQUESTS_PER_MINUTE } from '../src/modules/presence';
import { describeEachDatabase, TestClient } from './test-app';

describeEachDatabase('rate limits', (context) => {
  it('refuses a network address over the newsletter limit with a clear 429, and only that one', async () => {
    const client = new TestClient(context().app, '10.1.1.1');
    for (let index = 0; index < NEWSLETTER_REQUESTS_PER_WINDOW; index++) {
      const response = await client.post('/api/newsletter', { email: `reader-${index}@example.com` });
      expect(response.statusCode).toBe(202);
    }
    const refused = await client.post('/api/newsletter', { email: 'one-more@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = new TestClient(context().app, '10.1.1.2');
    expect((await elsewhere.post('/api/newsletter', { email: 'neighbour@example.com' })).statusCode).toBe(202);
    // Another route keeps its own count.
    const presence = await client.post('/api/presence', { visitorId: crypto.randomUUID(), path: '/' });
    expect(presence.statusCode).toBe(200);
  });

  it('lets a household of tabs say they are here, and stops a flood', async () => {
    const client = new TestClient(context().app, '10.1.2.1');
    const visitorId = crypto.randomUUID();
    for (let index = 0; index < PRESENCE_REQUESTS_PER_MINUTE; index++) {
      expect((await client.post('/api/presence', { visitorId, path: '/' })).statusCode).toBe(200);
    }
    expect((await client.post('/api/presence', { visitorId, path: '/' })).statusCode).toBe(429);
  });
});
