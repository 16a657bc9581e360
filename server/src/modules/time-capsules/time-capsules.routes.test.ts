/**
 * Time capsules through the API, the job queue and a real SMTP server
 * (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): before the opening nobody reads
 * the contents — 404 for the owner who did not choose to look, a contributor, a circle viewer, a
 * recipient, a stranger and a visitor — and afterwards recipients get one e-mail each and see them,
 * on SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  TIME_CAPSULE_MESSAGES,
  type CapsuleItem,
  type TimeCapsuleContents,
  type TimeCapsuleSummary,
} from '@heirloom/common/contracts/time-capsules';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-05-01T09:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

describeEachDatabase(
  'time capsules',
  (context) => {
    const app = () => context().app;
    let owner: BuiltUser;
    let contributor: BuiltUser;
    let viewer: BuiltUser;
    let recipient: BuiltUser;
    let stranger: BuiltUser;
    let anonymous: TestClient;
    let capsule: TimeCapsuleSummary;
    let mia: string;
    /** The items as the draft's contents listed them. */
    let draftItems: CapsuleItem[] = [];

    const input = (overrides: object = {}) => ({
      title: 'For Maya at 18',
      opensAt: new Date(now + 3 * DAY).toISOString(),
      timeZone: 'Europe/Paris',
      recipients: [
        { name: 'Maya', email: recipient.user.email },
        { name: 'Mia', email: mia },
      ],
      contributorIds: [contributor.user.id],
      ...overrides,
    });

    beforeAll(async () => {
      now = T0;
      [owner, contributor, viewer, recipient, stranger] = [
        await buildUser(app()),
        await buildUser(app()),
        await buildUser(app()),
        await buildUser(app()),
        await buildUser(app()),
      ];
      anonymous = new TestClient(app(), '10.7.0.1');
      mia = `mia-${context().dialect}@example.com`;
      await joinCircle(owner, contributor, 'editor');
      await joinCircle(owner, viewer, 'viewer');
      await app().jobs.sendDueEmails(); // the circle invitations, out of the way
      smtp.received.length = 0;
    });

    it('explains bad input in words', async () => {
      const cases: [object, string][] = [
        [{ title: ' ' }, TIME_CAPSULE_MESSAGES.titleRequired],
        [{ opensAt: new Date(now - DAY).toISOString() }, TIME_CAPSULE_MESSAGES.opensAtInPast],
        [{ recipients: [] }, TIME_CAPSULE_MESSAGES.recipientsRequired],
        [{ timeZone: 'Mars/Olympus' }, TIME_CAPSULE_MESSAGES.timeZone],
        [{ contributorIds: [stranger.user.id] }, TIME_CAPSULE_MESSAGES.contributorNotMember],
      ];
      for (const [overrides, message] of cases) {
        const response = await owner.client.post('/api/time-capsules', input(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    });

    it('is filled by its owner and contributors while a draft', async () => {
      const created = await owner.client.post('/api/time-capsules', input());
      expect(created.statusCode, created.body).toBe(201);
      capsule = created.json<TimeCapsuleSummary>();
      expect(capsule).toMatchObject({ status: 'draft', role: 'owner', canReadContents: true, itemCount: 0 });
      const url = `/api/time-capsules/${capsule.id}/items`;

      expect(
        (await contributor.client.post(url, { kind: 'letter', text: 'Dear Maya, from Aunt Rose.' })).statusCode,
      ).toBe(201);
      now += 1000; // items are listed in the order they were added
      const upload = await uploadWithTus(contributor.client, photo, { filename: 'beach.jpg', filetype: '' });
      const vaultItemId = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      const added = await contributor.client.post(url, { kind: 'vault_item', vaultItemId });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json<CapsuleItem>().kind).toBe('photo');
      now += 1000;
      expect((await owner.client.post(url, { kind: 'letter', text: 'Happy birthday, my love.' })).statusCode).toBe(201);

      // Someone else's vault item, a recipient, a viewer of the circle: refused.
      const notOwn = await owner.client.post(url, { kind: 'vault_item', vaultItemId });
      expect(notOwn.statusCode).toBe(404);
      expect(notOwn.json<{ message: string }>().message).toBe(TIME_CAPSULE_MESSAGES.vaultItemNotFound);
      expect((await recipient.client.post(url, { kind: 'letter', text: 'Peek' })).statusCode).toBe(404);
      expect((await viewer.client.post(url, { kind: 'letter', text: 'Peek' })).statusCode).toBe(404);

      // The contributor was invited by e-mail, once, with a link to the capsule.
      await app().jobs.sendDueEmails();
      const invitations = smtp.received.filter((mail) =>
        mail.subject.includes('invites you to add to the time capsule'),
      );
      expect(invitations.map((mail) => mail.to)).toEqual([contributor.user.email]);
      expect(findLink(invitations[0]!, `${context().config.publicUrl}/time-capsules?capsule=`)).toContain(capsule.id);

      const draft = await contributor.client.get(`/api/time-capsules/${capsule.id}/contents`);
      expect(draft.statusCode).toBe(200);
      draftItems = draft.json<TimeCapsuleContents>().items;
      expect(draftItems.map((item) => item.text ?? item.kind)).toEqual([
        'Dear Maya, from Aunt Rose.',
        'photo',
        'Happy birthday, my love.',
      ]);
      // A recipient sees nothing of a draft's contents.
      expect((await recipient.client.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(404);
    });

    it('once sealed, answers 404 to every role reading its contents, and 409 to changes', async () => {
      const sealed = await owner.client.post(`/api/time-capsules/${capsule.id}/seal`);
      expect(sealed.statusCode, sealed.body).toBe(200);
      expect(sealed.json<TimeCapsuleSummary>()).toMatchObject({ status: 'sealed', canReadContents: false });
      expect((await owner.client.post(`/api/time-capsules/${capsule.id}/seal`)).statusCode).toBe(409);
      const late = await contributor.client.post(`/api/time-capsules/${capsule.id}/items`, {
        kind: 'letter',
        text: 'Late',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toBe(TIME_CAPSULE_MESSAGES.sealed);
      expect(
        (await owner.client.request({ method: 'PATCH', url: `/api/time-capsules/${capsule.id}`, payload: input() }))
          .statusCode,
      ).toBe(409);

      const contents = await owner.client.get(`/api/time-capsules/${capsule.id}`);
      const items = draftItems;
      const readers = { owner, contributor, viewer, recipient, stranger };
      for (const [role, reader] of Object.entries(readers)) {
        const response = await reader.client.get(`/api/time-capsules/${capsule.id}/contents`);
        expect(response.statusCode, role).toBe(404);
        for (const item of items) {
          const file = await reader.client.get(`/api/time-capsules/${capsule.id}/items/${item.id}/file`);
          expect(file.statusCode, `${role} file`).toBe(404);
        }
      }
      expect((await anonymous.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(404);
      expect((await anonymous.get(`/api/time-capsules/${capsule.id}`)).statusCode).toBe(404);

      // What is known without contents: who added how many, for the people it concerns only.
      expect(contents.json<TimeCapsuleSummary>().contributions).toEqual(
        [
          { name: contributor.user.username, itemCount: 2 },
          { name: owner.user.username, itemCount: 1 },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
      expect((await recipient.client.get(`/api/time-capsules/${capsule.id}`)).json<TimeCapsuleSummary>()).toMatchObject(
        { role: 'recipient', itemCount: 3, canReadContents: false },
      );
      expect((await viewer.client.get(`/api/time-capsules/${capsule.id}`)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/time-capsules/${capsule.id}`)).statusCode).toBe(404);
      const listed = (await recipient.client.get('/api/time-capsules')).json<TimeCapsuleSummary[]>();
      expect(listed.map((listedCapsule) => listedCapsule.id)).toContain(capsule.id);
    });

    it('lets only an owner who chose "owner may look" read it while sealed', async () => {
      const looked = (
        await owner.client.post('/api/time-capsules', input({ title: 'Peekable', ownerMayLook: true }))
      ).json<TimeCapsuleSummary>();
      await contributor.client.post(`/api/time-capsules/${looked.id}/items`, { kind: 'letter', text: 'Hello' });
      await owner.client.post(`/api/time-capsules/${looked.id}/seal`);
      const mine = await owner.client.get(`/api/time-capsules/${looked.id}/contents`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<TimeCapsuleContents>().items[0]!.text).toBe('Hello');
      expect((await contributor.client.get(`/api/time-capsules/${looked.id}/contents`)).statusCode).toBe(404);
      expect((await recipient.client.get(`/api/time-capsules/${looked.id}/contents`)).statusCode).toBe(404);
    });

    it('never opens early, opens once, and e-mails each recipient and contributor once', async () => {
      now = Date.parse(capsule.opensAt) - 60_000;
      expect(await app().jobs.runCapsuleOpenings()).toBe(0);
      expect((await owner.client.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(404);

      now = Date.parse(capsule.opensAt) + 60_000;
      expect(await app().jobs.runCapsuleOpenings()).toBe(2); // both capsules
      expect(await app().jobs.runCapsuleOpenings()).toBe(0);
      await app().jobs.sendDueEmails();
      await app().jobs.sendDueEmails();
      const opening = smtp.received.filter((mail) => mail.subject === 'The time capsule "For Maya at 18" is open');
      expect(opening.map((mail) => mail.to).sort()).toEqual([recipient.user.email, mia, contributor.user.email].sort());

      const link = findLink(
        opening.find((mail) => mail.to === mia)!,
        `${context().config.publicUrl}/time-capsules?open=`,
      );
      const token = new URL(link).searchParams.get('open')!;
      const byLink = await anonymous.get(`/api/time-capsules/opened/${token}`);
      expect(byLink.statusCode, byLink.body).toBe(200);
      const opened = byLink.json<TimeCapsuleContents>();
      expect(opened.capsule.status).toBe('opened');
      expect(opened.items.map((item) => item.text ?? item.kind)).toEqual([
        'Dear Maya, from Aunt Rose.',
        'photo',
        'Happy birthday, my love.',
      ]);
      const file = await anonymous.get(opened.items[1]!.fileUrl!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
      expect((await anonymous.get(`/api/time-capsules/opened/${'A'.repeat(43)}`)).statusCode).toBe(404);

      for (const reader of [owner, contributor, recipient]) {
        expect((await reader.client.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(200);
      }
      for (const reader of [viewer, stranger]) {
        expect((await reader.client.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(404);
      }
      expect((await anonymous.get(`/api/time-capsules/${capsule.id}/contents`)).statusCode).toBe(404);
    });

    it("ends a contributor's access once the owner removes him from the circle; a recipient keeps what recipients get", async () => {
      const [cousin, nephew] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, cousin, 'viewer');
      await joinCircle(owner, nephew, 'editor');
      const made = await owner.client.post(
        '/api/time-capsules',
        input({
          title: 'For the reunion',
          recipients: [{ name: 'Nephew', email: nephew.user.email }],
          contributorIds: [cousin.user.id, nephew.user.id],
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const reunion = made.json<TimeCapsuleSummary>();
      const url = `/api/time-capsules/${reunion.id}`;
      const upload = await uploadWithTus(cousin.client, photo, { filename: 'reunion.jpg', filetype: '' });
      const cousinsPhoto = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      expect(
        (await cousin.client.post(`${url}/items`, { kind: 'vault_item', vaultItemId: cousinsPhoto })).statusCode,
      ).toBe(201);
      expect((await nephew.client.post(`${url}/items`, { kind: 'letter', text: 'See you all.' })).statusCode).toBe(201);
      const items = (await cousin.client.get(`${url}/contents`)).json<TimeCapsuleContents>().items;
      const itemFile = items.find((item) => item.kind === 'photo')!.fileUrl!;
      expect((await cousin.client.get(itemFile)).statusCode).toBe(200);

      const members = (await owner.client.get('/api/circle')).json<{ members: { id: string; userId: string }[] }>()
        .members;
      for (const relative of [cousin, nephew]) {
        const membership = members.find((member) => member.userId === relative.user.id)!;
        const removed = await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` });
        expect(removed.statusCode).toBe(204);
      }

      // The removed contributor: the capsule, its contents and its items answer 404 on the next request.
      expect((await cousin.client.get(url)).statusCode).toBe(404);
      expect((await cousin.client.get(`${url}/contents`)).statusCode).toBe(404);
      expect((await cousin.client.get(itemFile)).statusCode).toBe(404);
      expect((await cousin.client.post(`${url}/items`, { kind: 'letter', text: 'Still here?' })).statusCode).toBe(404);
      const cousinsList = (await cousin.client.get('/api/time-capsules')).json<TimeCapsuleSummary[]>();
      expect(cousinsList.map((row) => row.id)).not.toContain(reunion.id);
      // His photo stays his, in his vault.
      expect((await cousin.client.get(`/api/vault/items/${cousinsPhoto}`)).statusCode).toBe(200);
      // The owner's draft no longer names them, so it can still be changed and sealed.
      const ownersView = (await owner.client.get(url)).json<TimeCapsuleSummary>();
      expect(ownersView.contributors).toEqual([]);

      // Also a recipient: he keeps what recipients get — the summary, no contents until it opens.
      const asRecipient = await nephew.client.get(url);
      expect(asRecipient.statusCode).toBe(200);
      expect(asRecipient.json<TimeCapsuleSummary>()).toMatchObject({ role: 'recipient', canReadContents: false });
      expect((await nephew.client.get(`${url}/contents`)).statusCode).toBe(404);
      expect((await nephew.client.post(`${url}/items`, { kind: 'letter', text: 'One more.' })).statusCode).toBe(404);

      expect((await owner.client.post(`${url}/seal`)).statusCode).toBe(200);
      smtp.received.length = 0;
      now = Date.parse(reunion.opensAt) + 60_000;
      expect(await app().jobs.runCapsuleOpenings()).toBe(1);
      await app().jobs.sendDueEmails();
      const opening = smtp.received.filter((mail) => mail.subject === 'The time capsule "For the reunion" is open');
      expect(opening.map((mail) => mail.to)).toEqual([nephew.user.email]); // not the removed cousin
      expect((await nephew.client.get(`${url}/contents`)).statusCode).toBe(200);
      expect((await cousin.client.get(`${url}/contents`)).statusCode).toBe(404);
    });

    it('keeps what a removed contributor gave the capsule: its owner, the other contributors and, once open, its recipients see it; he does not', async () => {
      const [aunt, uncle, granddaughter] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, aunt, 'editor');
      await joinCircle(owner, uncle, 'viewer');
      const leo = `leo-${context().dialect}@example.com`;
      const made = await owner.client.post(
        '/api/time-capsules',
        input({
          title: 'For the grandchildren',
          recipients: [
            { name: 'Granddaughter', email: granddaughter.user.email },
            { name: 'Leo', email: leo },
          ],
          contributorIds: [aunt.user.id, uncle.user.id],
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const gift = made.json<TimeCapsuleSummary>();
      const url = `/api/time-capsules/${gift.id}`;
      const upload = await uploadWithTus(aunt.client, photo, { filename: 'aunt.jpg', filetype: '' });
      const auntsPhoto = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      expect((await aunt.client.post(`${url}/items`, { kind: 'vault_item', vaultItemId: auntsPhoto })).statusCode).toBe(
        201,
      );
      now += 1000;
      expect((await aunt.client.post(`${url}/items`, { kind: 'letter', text: 'Love, Aunt Ida.' })).statusCode).toBe(
        201,
      );

      const members = (await owner.client.get('/api/circle')).json<{ members: { id: string; userId: string }[] }>()
        .members;
      const membership = members.find((member) => member.userId === aunt.user.id)!;
      expect(
        (await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership.id}` })).statusCode,
      ).toBe(204);

      /** What `reader` is shown of the capsule: each item's text or kind, and whether its file is served. */
      const shownTo = async (reader: TestClient, contentsUrl: string) => {
        const contents = await reader.get(contentsUrl);
        expect(contents.statusCode, contents.body).toBe(200);
        const items = contents.json<TimeCapsuleContents>().items;
        const files = await Promise.all(
          items.filter((item) => item.fileUrl).map(async (item) => (await reader.get(item.fileUrl!)).statusCode),
        );
        return { shown: items.map((item) => item.text ?? item.kind), files };
      };
      const given = { shown: ['photo', 'Love, Aunt Ida.'], files: [200] };

      // A draft: its owner and the contributor still in the circle see the aunt's gift.
      expect(await shownTo(owner.client, `${url}/contents`)).toEqual(given);
      expect(await shownTo(uncle.client, `${url}/contents`)).toEqual(given);
      // The capsule is its only door: her photo is not shared with the owner through the vault.
      expect((await owner.client.get(`/api/vault/items/${auntsPhoto}`)).statusCode).toBe(404);
      // She reaches the capsule no more.
      expect((await aunt.client.get(`${url}/contents`)).statusCode).toBe(404);

      expect((await owner.client.post(`${url}/seal`)).statusCode).toBe(200);
      smtp.received.length = 0;
      now = Date.parse(gift.opensAt) + 60_000;
      expect(await app().jobs.runCapsuleOpenings()).toBe(1);
      await app().jobs.sendDueEmails();
      const opening = smtp.received.filter(
        (mail) => mail.subject === 'The time capsule "For the grandchildren" is open',
      );
      expect(opening.map((mail) => mail.to).sort()).toEqual([granddaughter.user.email, leo, uncle.user.email].sort());

      // Opened: the recipients get it, by their session and by their link; the removed aunt still does not.
      expect(await shownTo(granddaughter.client, `${url}/contents`)).toEqual(given);
      const link = findLink(
        opening.find((mail) => mail.to === leo)!,
        `${context().config.publicUrl}/time-capsules?open=`,
      );
      const token = new URL(link).searchParams.get('open')!;
      expect(await shownTo(anonymous, `/api/time-capsules/opened/${token}`)).toEqual(given);
      expect((await aunt.client.get(`${url}/contents`)).statusCode).toBe(404);
      for (const other of [viewer, stranger]) {
        expect((await other.client.get(`${url}/contents`)).statusCode).toBe(404);
      }
    });

    it('says how many items each invited contributor has added, 0 until they add one', async () => {
      const niece = await buildUser(app());
      await joinCircle(owner, niece, 'editor');
      const made = await owner.client.post(
        '/api/time-capsules',
        input({ title: 'Who added what', contributorIds: [contributor.user.id, niece.user.id] }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const url = `/api/time-capsules/${made.json<TimeCapsuleSummary>().id}`;
      const countsOf = async () =>
        Object.fromEntries(
          (await owner.client.get(url))
            .json<TimeCapsuleSummary>()
            .contributors.map((person) => [person.userId, [person.name, person.itemCount]]),
        );
      // The owner's own letter counts for the owner, not for an invited contributor.
      expect((await owner.client.post(`${url}/items`, { kind: 'letter', text: 'From me' })).statusCode).toBe(201);
      expect(await countsOf()).toEqual({
        [contributor.user.id]: [contributor.user.username, 0],
        [niece.user.id]: [niece.user.username, 0],
      });
      for (const text of ['One', 'Two']) {
        expect((await niece.client.post(`${url}/items`, { kind: 'letter', text })).statusCode).toBe(201);
      }
      expect(await countsOf()).toEqual({
        [contributor.user.id]: [contributor.user.username, 0],
        [niece.user.id]: [niece.user.username, 2],
      });
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
