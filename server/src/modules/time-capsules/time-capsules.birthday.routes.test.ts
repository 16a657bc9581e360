/**
 * Time capsules that open "when Maya turns 18" (docs/product/capsules-scrapbooks-recipes.md "Time
 * capsules"), on SQLite and PostgreSQL: the opening is worked out from Maya's exact GEDCOM birth
 * date (09:00 on the birthday in the capsule's time zone); while a draft it follows an edited birth
 * date; sealing fixes it (and the opening job's time); approximate, missing and unreadable birth
 * dates are refused in words.
 */
import { beforeAll, expect, it } from 'vitest';
import { TIME_CAPSULE_MESSAGES, type TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

const now = Date.parse('2027-05-01T09:00:00Z');
const clock = { now: () => new Date(now) };

describeEachDatabase(
  'time capsules opening on a birthday',
  (context) => {
    const app = () => context().app;
    let owner: BuiltUser;
    let stranger: BuiltUser;
    let treeId: string;
    let maya: string;
    let mayaBirth: string;

    /** Adds an individual with a birth event dated `date` (none when null) to the owner's tree. */
    async function addIndividual(givenNames: string, date: string | null) {
      const individual = await owner.client.post(`/api/family-trees/${treeId}/individuals`, {
        givenNames,
        surname: 'Rivera',
      });
      expect(individual.statusCode, individual.body).toBe(201);
      const id = individual.json<{ id: string }>().id;
      if (date === null) return { id, birthEventId: '' };
      const birth = await owner.client.post(`/api/family-trees/${treeId}/events`, {
        individualId: id,
        tag: 'BIRT',
        date,
      });
      expect(birth.statusCode, birth.body).toBe(201);
      return { id, birthEventId: birth.json<{ id: string }>().id };
    }

    const input = (individualId: string, age = 18) => ({
      title: 'For Maya at 18',
      opensOnBirthday: { individualId, age },
      timeZone: 'Europe/Paris',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    });

    beforeAll(async () => {
      [owner, stranger] = [await buildUser(app()), await buildUser(app())];
      const viewer = await buildUser(app());
      await joinCircle(owner, viewer, 'viewer');
      treeId = (await owner.client.post('/api/family-trees', { name: 'Riveras' })).json<{ id: string }>().id;
      ({ id: maya, birthEventId: mayaBirth } = await addIndividual('Maya', '14 MAR 2012'));
    });

    it('opens at 09:00 on the birthday, follows the birth date while a draft, and keeps it once sealed', async () => {
      const created = await owner.client.post('/api/time-capsules', input(maya));
      expect(created.statusCode, created.body).toBe(201);
      const capsule = created.json<TimeCapsuleSummary>();
      // 14 March 2030, 09:00 in Paris (UTC+1 then).
      expect(capsule).toMatchObject({
        opensAt: '2030-03-14T08:00:00.000Z',
        opensOnBirthday: { individualId: maya, name: 'Maya Rivera', age: 18 },
        openingProblem: null,
      });

      // The birth date is corrected in the tree: the draft follows (2 June: UTC+2, summer time).
      const edited = await owner.client.request({
        method: 'PATCH',
        url: `/api/family-trees/${treeId}/events/${mayaBirth}`,
        payload: { individualId: maya, tag: 'BIRT', date: '2 JUN 2012' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const followed = (await owner.client.get(`/api/time-capsules/${capsule.id}`)).json<TimeCapsuleSummary>();
      expect(followed.opensAt).toBe('2030-06-02T07:00:00.000Z');
      const listed = (await owner.client.get('/api/time-capsules')).json<TimeCapsuleSummary[]>();
      expect(listed.find((entry) => entry.id === capsule.id)?.opensAt).toBe('2030-06-02T07:00:00.000Z');

      // Made approximate, it cannot be sealed, and says why.
      await owner.client.request({
        method: 'PATCH',
        url: `/api/family-trees/${treeId}/events/${mayaBirth}`,
        payload: { individualId: maya, tag: 'BIRT', date: 'ABT 2012' },
      });
      const unclear = (await owner.client.get(`/api/time-capsules/${capsule.id}`)).json<TimeCapsuleSummary>();
      expect(unclear.openingProblem).toBe(TIME_CAPSULE_MESSAGES.birthDateNotExact('Maya Rivera', 'ABT 2012'));
      const refused = await owner.client.post(`/api/time-capsules/${capsule.id}/seal`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: TIME_CAPSULE_MESSAGES.birthDateNotExact('Maya Rivera', 'ABT 2012') });

      // Exact again, sealed: the opening is fixed, and so is the opening job's time.
      await owner.client.request({
        method: 'PATCH',
        url: `/api/family-trees/${treeId}/events/${mayaBirth}`,
        payload: { individualId: maya, tag: 'BIRT', date: '2 JUN 2012' },
      });
      const sealed = await owner.client.post(`/api/time-capsules/${capsule.id}/seal`);
      expect(sealed.statusCode, sealed.body).toBe(200);
      expect(sealed.json<TimeCapsuleSummary>()).toMatchObject({
        status: 'sealed',
        opensAt: '2030-06-02T07:00:00.000Z',
      });
      await owner.client.request({
        method: 'PATCH',
        url: `/api/family-trees/${treeId}/events/${mayaBirth}`,
        payload: { individualId: maya, tag: 'BIRT', date: '20 DEC 2013' },
      });
      const fixed = (await owner.client.get(`/api/time-capsules/${capsule.id}`)).json<TimeCapsuleSummary>();
      expect(fixed).toMatchObject({ opensAt: '2030-06-02T07:00:00.000Z', openingProblem: null });
      expect(fixed.opensOnBirthday?.name).toBe('Maya Rivera');
      const job = await context()
        .db.selectFrom('jobs')
        .select('run_at')
        .where('id', 'like', `%${capsule.id}%`)
        .executeTakeFirstOrThrow();
      expect(new Date(job.run_at).toISOString()).toBe('2030-06-02T07:00:00.000Z');
    });

    it('refuses a birthday it cannot work out, in words', async () => {
      const approximate = await addIndividual('Leo', 'ABT 2015');
      const monthOnly = await addIndividual('Ana', 'MAR 2015');
      const unborn = await addIndividual('Noa', null);
      const grown = await addIndividual('Rosa', '1 JAN 1950');
      const cases: [string, number, string][] = [
        [approximate.id, 18, TIME_CAPSULE_MESSAGES.birthDateNotExact('Leo Rivera', 'ABT 2015')],
        [monthOnly.id, 18, TIME_CAPSULE_MESSAGES.birthDateNotExact('Ana Rivera', 'MAR 2015')],
        [unborn.id, 18, TIME_CAPSULE_MESSAGES.birthDateMissing('Noa Rivera')],
        [grown.id, 60, TIME_CAPSULE_MESSAGES.birthdayPassed('Rosa Rivera', 60)],
      ];
      for (const [individualId, age, message] of cases) {
        const response = await owner.client.post('/api/time-capsules', input(individualId, age));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      // Someone else's tree is out of reach: the same answer as a person who does not exist.
      const strangers = await stranger.client.post('/api/time-capsules', input(maya));
      expect(strangers.statusCode).toBe(400);
      expect(strangers.json()).toEqual({ message: TIME_CAPSULE_MESSAGES.birthdayPersonNotFound });
      const noOpening = await owner.client.post('/api/time-capsules', { ...input(maya), opensOnBirthday: null });
      expect(noOpening.statusCode).toBe(400);
      expect(noOpening.json().message).toBe(TIME_CAPSULE_MESSAGES.opensAtRequired);
      const badAge = await owner.client.post('/api/time-capsules', input(maya, 0));
      expect(badAge.json().message).toBe(TIME_CAPSULE_MESSAGES.birthdayAge);
    });
  },
  { clock },
);
