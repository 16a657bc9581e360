/**
 * Last wishes released to the legacy contacts (docs/product/legacy-release.md "What a release
 * gives"; docs/decisions/009-legacy-release.md "What contacts receive"), on SQLite and
 * PostgreSQL: before the release nobody but the owner reads the document — not the contact, not a
 * circle viewer, not a stranger; after the release the owner's legacy contact reads it, read-only,
 * as JSON and as a PDF, and nobody else does.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import type { ReleasedLastWishes } from '@heirloom/common/contracts/last-wishes';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

/** Moves the clock a day at a time, ticking, until the owner's plan is released (at most 40 days). */
async function tickUntilReleased(app: FastifyInstance, owner: BuiltUser) {
  for (let day = 0; day < 40; day++) {
    await app.jobs.runLegacyTick();
    const plan = (await owner.client.get('/api/legacy')).json<LegacyOverview>().plan;
    if (plan?.state === 'released') return;
    offset += DAY;
  }
  throw new Error('the plan was not released within 40 days');
}

describe('released last wishes', () => {
  describeEachDatabase(
    'last wishes for legacy contacts',
    (context) => {
      it('are read by the legacy contacts after the release, read-only, and by nobody else', async () => {
        const app = context().app;
        const owner = await buildUser(app);
        const [contact, viewer, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
        await joinCircle(owner, contact, 'legacy_contact', 'Ada');
        await joinCircle(owner, viewer, 'viewer', 'Vi');
        const saved = await owner.client.request({
          method: 'PUT',
          url: '/api/last-wishes',
          payload: { ceremony: 'A quiet gathering by the lake.', personalMessage: 'Be kind to each other.' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const plan = await owner.client.request({
          method: 'PUT',
          url: '/api/legacy/plan',
          payload: { intervalMonths: 12, quorum: 1, waitingDays: 7 },
        });
        expect(plan.statusCode, plan.body).toBe(200);
        const url = `/api/last-wishes/of/${owner.user.id}`;

        for (const user of [contact, viewer, stranger, owner]) {
          expect((await user.client.get(url)).statusCode).toBe(404);
          expect((await user.client.get(`${url}/pdf`)).statusCode).toBe(404);
        }
        expect((await contact.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {})).statusCode).toBe(200);
        await tickUntilReleased(app, owner);

        const released = await contact.client.get(url);
        expect(released.statusCode, released.body).toBe(200);
        expect(released.headers['cache-control']).toBe('no-store');
        const wishes = released.json<ReleasedLastWishes>();
        expect(wishes.ownerName).toBe(owner.user.username);
        expect(wishes.wishes.ceremony).toBe('A quiet gathering by the lake.');
        expect(wishes.answered).toContain('ceremony');
        const pdf = await contact.client.get(`${url}/pdf`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        // Read-only: the contact's PUT changes their own document, never the owner's.
        await contact.client.request({ method: 'PUT', url: '/api/last-wishes', payload: { ceremony: 'Changed.' } });
        expect((await contact.client.get(url)).json<ReleasedLastWishes>().wishes.ceremony).toBe(
          'A quiet gathering by the lake.',
        );
        for (const user of [viewer, stranger]) expect((await user.client.get(url)).statusCode).toBe(404);
      });
    },
    { clock },
  );
});
