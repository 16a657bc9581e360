import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PRESENCE_WINDOW_MS } from '@heirloom/common/domain/constants';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

let now = Date.parse('2026-11-22T10:00:00Z');
const clock = { now: () => new Date(now) };

describeEachDatabase(
  'page presence',
  (context) => {
    it('counts the people on a page now, per page, and forgets those who left', async () => {
      const visitor = new TestClient(context().app);
      const [first, second] = [randomUUID(), randomUUID()];
      const say = async (visitorId: string, path = '/') =>
        (await visitor.post('/api/presence', { visitorId, path })).json<{ count: number }>().count;
      expect(await say(first)).toBe(1);
      expect(await say(second)).toBe(2);
      expect(await say(first)).toBe(2); // the same tab again is still one person
      expect(await say(randomUUID(), '/pricing')).toBe(1);
      now += PRESENCE_WINDOW_MS + 1;
      expect(await say(second)).toBe(1); // the first tab stopped saying it is there
    });

    it('refuses an id that is not a random UUID', async () => {
      const response = await new TestClient(context().app).post('/api/presence', { visitorId: 'me', path: '/' });
      expect(response.statusCode).toBe(400);
    });
  },
  { clock },
);
