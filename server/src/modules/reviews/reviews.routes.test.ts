/**
 * Reviews (docs/product/marketing-and-figures.md "Testimonials"), on SQLite and PostgreSQL: a
 * signed-in user's review waits for an administrator; only approved reviews are public, with an
 * aggregate computed from them alone; a change sends it back for approval; bad input gets the
 * contract's message; decisions are audited; deleting the account deletes the review.
 */
import { expect, it } from 'vitest';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type AdminReview,
  type MyReview,
  type ReviewsPage,
} from '@heirloom/common/contracts/reviews';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { REVIEW_SAVES_PER_HOUR } from '.';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'reviews-admin@example.com';
const WORDS = 'Hearing my father read to my daughter on her birthday, years later, made us all cry.';

describeEachDatabase(
  'reviews',
  (context) => {
    const app = () => context().app;
    let admin: BuiltUser | undefined;
    const administrator = async () => (admin ??= await buildUser(app(), { email: ADMIN_EMAIL }));
    const published = async () => (await new TestClient(app()).get('/api/reviews')).json<ReviewsPage>();
    const write = (user: BuiltUser, review: object) =>
      user.client.request({ method: 'PUT', url: '/api/reviews/mine', payload: review });
    const decide = async (id: string, decision: 'approve' | 'reject') =>
      (await administrator()).client.post(`/api/admin/reviews/${id}/decision`, { decision });
    const pendingFor = async (user: BuiltUser) =>
      (await (await administrator()).client.get('/api/admin/reviews'))
        .json<AdminReview[]>()
        .find((review) => review.email === user.user.email)!;

    it('publishes a review only once the administrator approves it, with the aggregate of approved ones', async () => {
      const before = await published();
      const rose = await buildUser(app());
      await rose.client.request({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'Rose M.' } });
      const saved = await write(rose, { rating: 5, body: `  ${WORDS}  `, location: 'Leeds' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<MyReview>()).toMatchObject({ rating: 5, body: WORDS, location: 'Leeds', status: 'pending' });

      // Not public yet, and not counted.
      expect(await published()).toEqual(before);
      const pending = await pendingFor(rose);
      expect(pending).toMatchObject({ name: 'Rose M.', status: 'pending', decidedAt: null });

      const approved = await decide(pending.id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<AdminReview>().status).toBe('approved');

      const sam = await buildUser(app());
      await write(sam, { rating: 4, body: 'Good, though I wish the tree had more room on a phone screen.' });
      await decide((await pendingFor(sam)).id, 'approve');
      const ivy = await buildUser(app());
      await write(ivy, { rating: 1, body: 'Rejected words that the administrator will not publish at all.' });
      const rejected = await decide((await pendingFor(ivy)).id, 'reject');
      expect(rejected.json<AdminReview>().status).toBe('rejected');

      const after = await published();
      expect(after.summary.count).toBe(before.summary.count + 2);
      const total = (before.summary.average ?? 0) * before.summary.count + 5 + 4;
      expect(after.summary.average).toBe(Math.round((total / after.summary.count) * 10) / 10);
      const shown = after.reviews.find((review) => review.id === pending.id)!;
      expect(shown).toMatchObject({ name: 'Rose M.', location: 'Leeds', rating: 5, body: WORDS });
      expect(JSON.stringify(after)).not.toContain(rose.user.email);
      expect(after.reviews.some((review) => review.body.startsWith('Rejected'))).toBe(false);
      expect((await ivy.client.get('/api/reviews/mine')).json<{ review: MyReview }>().review.status).toBe('rejected');

      // The decisions are in the admin audit log.
      const audit = await context()
        .db.selectFrom('admin_audit')
        .select(['action', 'target'])
        .where('target', '=', pending.id)
        .execute();
      expect(audit).toEqual([{ action: 'review.approve', target: pending.id }]);
    });

    it('sends a changed review back for approval', async () => {
      const joe = await buildUser(app());
      await write(joe, { rating: 5, body: WORDS });
      const first = await pendingFor(joe);
      await decide(first.id, 'approve');
      expect((await published()).reviews.some((review) => review.id === first.id)).toBe(true);

      const changed = await write(joe, { rating: 3, body: 'Changed my mind a little: the recorder needs a pause.' });
      expect(changed.json<MyReview>().status).toBe('pending');
      expect((await published()).reviews.some((review) => review.id === first.id)).toBe(false);

      // The administrator's queue shows the new words, and approving publishes them.
      const again = await pendingFor(joe);
      expect(again).toMatchObject({ id: first.id, rating: 3, status: 'pending', decidedAt: null });
      await decide(again.id, 'approve');
      expect((await published()).reviews.find((review) => review.id === first.id)?.rating).toBe(3);
    });

    it('explains bad input under each field and changes nothing', async () => {
      const user = await buildUser(app());
      const noRating = await write(user, { body: WORDS });
      expect(noRating.statusCode).toBe(400);
      expect(noRating.json<{ message: string }>().message).toContain(REVIEW_MESSAGES.ratingRequired);
      const tooShort = await write(user, { rating: 4, body: 'Nice.' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json<{ message: string }>().message).toContain(REVIEW_MESSAGES.bodyTooShort);
      const tooLong = await write(user, { rating: 4, body: 'x'.repeat(REVIEW_LIMITS.bodyMax + 1) });
      expect(tooLong.json<{ message: string }>().message).toContain(REVIEW_MESSAGES.bodyTooLong);
      expect((await user.client.get('/api/reviews/mine')).json()).toEqual({ review: null });
      const unknown = await decide('00000000-0000-4000-8000-000000000000', 'approve');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.notFound);
    });

    it('throttles saving per account, not per network address', async () => {
      const [eager, neighbour] = [await buildUser(app()), await buildUser(app())];
      const body = 'Saved again and again, as a robot would do it to flood the queue.';
      for (let save = 0; save < REVIEW_SAVES_PER_HOUR; save++) {
        expect((await write(eager, { rating: 3, body })).statusCode).toBe(200);
      }
      const refused = await write(eager, { rating: 3, body });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests/);
      // Another account on the same address is not held back.
      expect((await write(neighbour, { rating: 4, body })).statusCode).toBe(200);
    });

    it('lets the author withdraw the review, and deleting the account deletes it', async () => {
      const ann = await buildUser(app());
      await write(ann, { rating: 5, body: WORDS });
      const review = await pendingFor(ann);
      await decide(review.id, 'approve');
      const withdrawn = await ann.client.request({ method: 'DELETE', url: '/api/reviews/mine' });
      expect(withdrawn.statusCode).toBe(204);
      expect((await published()).reviews.some((shown) => shown.id === review.id)).toBe(false);

      const bo = await buildUser(app());
      await write(bo, { rating: 4, body: WORDS });
      const deleted = await bo.client.post('/api/account/delete', { password: bo.password });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      const left = await context().db.selectFrom('reviews').select('id').where('user_id', '=', bo.user.id).execute();
      expect(left).toEqual([]);
    });
  },
  { config: { adminEmail: ADMIN_EMAIL } },
);
