/**
 * The legacy routes (docs/product/legacy-release.md; docs/decisions/009-legacy-release.md) on
 * SQLite and PostgreSQL: the plan's rules as clear 400s, a contact's view before and after the
 * release, what a release grants (the designated album, read through the vault's own routes;
 * nothing else), who is refused, a confirmation that stops counting once its contact is one no
 * more (docs/decisions/009-legacy-release.md "One quorum rule"); and on PostgreSQL two app
 * instances releasing one owner's after-death messages exactly once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type { ContactView, LegacyOverview } from '@heirloom/common/contracts/legacy';
import { VAULT_ITEM_ID_HEADER, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { createTestConfig, describeEachDatabase, TEST_DIALECTS, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));
const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

/** A message of the owner's (a draft far ahead, so nothing delivers it), its id. */
async function writeMessage(client: TestClient, title: string, content: { letterText?: string; mediaId?: string }) {
  const response = await client.post('/api/messages', {
    intent: 'draft',
    kind: content.mediaId ? 'voice' : 'letter',
    title,
    ...content,
    occasion: 'other',
    timeZone: 'UTC',
    recipients: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function addPhoto(client: TestClient): Promise<string> {
  const response = await uploadWithTus(client, photo, { filename: 'photo.jpg', filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

const savePlan = (client: TestClient, payload: object) =>
  client.request({ method: 'PUT', url: '/api/legacy/plan', payload });

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

describeEachDatabase(
  'legacy routes',
  (context) => {
    const app = () => context().app;

    it('explains a plan it cannot keep', async () => {
      const owner = await buildUser(app());
      const noContacts = await savePlan(owner.client, { intervalMonths: 3, quorum: 1, waitingDays: 7 });
      expect(noContacts.statusCode).toBe(400);
      expect(noContacts.json()).toEqual({ message: 'Choose at least one legacy contact first.' });
      const [ada, ben] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, ada, 'legacy_contact', 'Ada');
      await joinCircle(owner, ben, 'legacy_contact', 'Ben');
      expect((await savePlan(owner.client, { intervalMonths: 3, quorum: 1, waitingDays: 7 })).json()).toEqual({
        message: 'With more than one legacy contact, at least 2 of them must agree.',
      });
      expect((await savePlan(owner.client, { intervalMonths: 3, quorum: 3, waitingDays: 7 })).json()).toEqual({
        message: 'The quorum cannot be more than your 2 legacy contacts.',
      });
      const badInterval = await savePlan(owner.client, { intervalMonths: 2, quorum: 2, waitingDays: 7 });
      expect(badInterval.statusCode).toBe(400);
      expect(badInterval.json<{ message: string }>().message).toMatch(/1, 3, 6 or 12 months/);
      const shortWait = await savePlan(owner.client, { intervalMonths: 3, quorum: 2, waitingDays: 5 });
      expect(shortWait.json<{ message: string }>().message).toMatch(/between 7 and 30 days/);
      const saved = await savePlan(owner.client, { intervalMonths: 3, quorum: 2, waitingDays: 14 });
      expect(saved.statusCode).toBe(200);
      const overview = saved.json<LegacyOverview>();
      expect(overview.plan).toMatchObject({ intervalMonths: 3, quorum: 2, waitingDays: 14, state: 'watching' });
      expect(overview.contacts.map((contact) => [contact.email, contact.status])).toEqual([
        [ada.user.email, 'accepted'],
        [ben.user.email, 'accepted'],
      ]);
      expect(overview.audit[0]?.summary).toMatch(/check-in every 3 months, 2 of 2 legacy contacts must confirm/);
    });

    it('shows a contact nothing of the content before the release, and the designated album after', async () => {
      const owner = await buildUser(app());
      const [contact, viewer, stranger] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, contact, 'legacy_contact', 'Ada');
      await joinCircle(owner, viewer, 'viewer', 'Vi');
      const album = (
        await owner.client.post('/api/vault/albums', { name: `Summers ${randomUUID()}` })
      ).json<VaultAlbum>();
      const inAlbum = await addPhoto(owner.client);
      const notInAlbum = await addPhoto(owner.client);
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${inAlbum}`,
        payload: { albumIds: [album.id] },
      });
      expect(
        (await savePlan(owner.client, { intervalMonths: 12, quorum: 1, waitingDays: 7, albumIds: [album.id] }))
          .statusCode,
      ).toBe(200);

      const before = await contact.client.get(`/api/legacy/owners/${owner.user.id}`);
      expect(before.json<ContactView>()).toMatchObject({ phase: 'quiet', quorum: 1, contactCount: 1, released: null });
      expect((await contact.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(404);
      expect((await contact.client.get('/api/legacy/chosen')).json()).toEqual([
        { ownerId: owner.user.id, ownerName: owner.user.username, isReleased: false },
      ]);
      for (const other of [viewer, stranger, owner])
        expect((await other.client.get(`/api/legacy/owners/${owner.user.id}`)).statusCode).toBe(404);
      expect((await viewer.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {})).statusCode).toBe(404);

      const reported = await contact.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {});
      expect(reported.json<ContactView>()).toMatchObject({ phase: 'asking', hasConfirmed: true, released: null });
      await tickUntilReleased(app(), owner);

      const after = (await contact.client.get(`/api/legacy/owners/${owner.user.id}`)).json<ContactView>();
      expect(after.phase).toBe('released');
      expect(after.released?.albums.map((granted) => [granted.id, granted.items.map((item) => item.id)])).toEqual([
        [album.id, [inAlbum]],
      ]);
      expect(after.released?.audit.some((event) => /^Released/.test(event.summary))).toBe(true);
      expect((await contact.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(200);
      expect((await contact.client.get(`/api/vault/items/${inAlbum}/preview`)).statusCode).toBe(200);
      expect((await contact.client.get(`/api/vault/items/${notInAlbum}`)).statusCode).toBe(404);
      expect((await viewer.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(404);
      for (const other of [viewer, stranger])
        expect((await other.client.get(`/api/legacy/owners/${owner.user.id}`)).statusCode).toBe(404);
    });

    it('counts an editor who is also a legacy contact: nothing extra before the release, the album after', async () => {
      const owner = await buildUser(app());
      const son = await buildUser(app());
      await joinCircle(owner, son, 'editor', 'Sam');
      const membership = (await owner.client.get('/api/circle')).json<CircleOverview>().members[0]!;
      const named = await owner.client.request({
        method: 'PATCH',
        url: `/api/circle/members/${membership.id}`,
        payload: { isLegacyContact: true },
      });
      expect(named.statusCode, named.body).toBe(200);
      const album = (
        await owner.client.post('/api/vault/albums', { name: `Letters ${randomUUID()}` })
      ).json<VaultAlbum>();
      const inAlbum = await addPhoto(owner.client);
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${inAlbum}`,
        payload: { albumIds: [album.id] },
      });
      const saved = await savePlan(owner.client, {
        intervalMonths: 12,
        quorum: 1,
        waitingDays: 7,
        albumIds: [album.id],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<LegacyOverview>().contacts).toEqual([
        expect.objectContaining({
          id: membership.id,
          email: son.user.email,
          status: 'accepted',
          sharingRole: 'editor',
        }),
      ]);
      expect((await son.client.get('/api/legacy/chosen')).json()).toEqual([
        { ownerId: owner.user.id, ownerName: owner.user.username, isReleased: false },
      ]);
      // As an editor he sees what is shared; the unshared album's photo stays closed until the release.
      expect((await son.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(404);
      const reported = await son.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {});
      expect(reported.json<ContactView>()).toMatchObject({ phase: 'asking', hasConfirmed: true, contactCount: 1 });
      await tickUntilReleased(app(), owner);
      expect((await son.client.get(`/api/vault/items/${inAlbum}`)).statusCode).toBe(200);
    });

    it('forgets a contact whose legacy role the owner takes off, while he stays an editor', async () => {
      const owner = await buildUser(app());
      const son = await buildUser(app());
      await joinCircle(owner, son, 'editor', 'Sam');
      const membership = (await owner.client.get('/api/circle')).json<CircleOverview>().members[0]!;
      const setLegacy = (isLegacyContact: boolean) =>
        owner.client.request({
          method: 'PATCH',
          url: `/api/circle/members/${membership.id}`,
          payload: { isLegacyContact },
        });
      await setLegacy(true);
      expect((await son.client.get(`/api/legacy/owners/${owner.user.id}`)).statusCode).toBe(200);
      expect((await setLegacy(false)).json()).toMatchObject({ role: 'editor', isLegacyContact: false });
      expect((await son.client.get(`/api/legacy/owners/${owner.user.id}`)).statusCode).toBe(404);
      expect((await son.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {})).statusCode).toBe(404);
      expect((await owner.client.get('/api/legacy')).json<LegacyOverview>().contacts).toEqual([]);
      expect((await son.client.get('/api/circles')).json<{ role: string }[]>().map((circle) => circle.role)).toEqual([
        'owner',
        'editor',
      ]);
    });

    it('counts toward the quorum only the confirmations of people who are still contacts', async () => {
      const owner = await buildUser(app());
      const [son, ada, ben] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, son, 'editor', 'Sam');
      await joinCircle(owner, ada, 'legacy_contact', 'Ada');
      await joinCircle(owner, ben, 'legacy_contact', 'Ben');
      const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
      const membership = circle.members.find((member) => member.userId === son.user.id)!;
      const setLegacy = (isLegacyContact: boolean) =>
        owner.client.request({
          method: 'PATCH',
          url: `/api/circle/members/${membership.id}`,
          payload: { isLegacyContact },
        });
      expect((await setLegacy(true)).statusCode).toBe(200);
      expect((await savePlan(owner.client, { intervalMonths: 12, quorum: 2, waitingDays: 7 })).statusCode).toBe(200);
      const confirm = (contact: BuiltUser) => contact.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {});
      const overview = async () => (await owner.client.get('/api/legacy')).json<LegacyOverview>();

      // Sam reports the death; the tick asks the other contacts.
      expect((await confirm(son)).statusCode).toBe(200);
      await app().jobs.runLegacyTick();
      expect((await overview()).plan?.state).toBe('confirming');
      // The owner takes Sam's legacy role off (he stays an editor): his confirmation no longer counts.
      expect((await setLegacy(false)).json()).toMatchObject({ role: 'editor', isLegacyContact: false });
      expect((await confirm(ada)).statusCode).toBe(200);
      expect((await overview()).plan?.state).toBe('confirming');
      expect((await confirm(ben)).statusCode).toBe(200);
      const reached = await overview();
      expect(reached.plan?.state).toBe('waiting');
      expect(reached.audit.map((event) => event.summary)).toContainEqual(
        expect.stringMatching(/^2 of the legacy contacts confirmed \(quorum 2\)/),
      );
    });

    it('leaves a contact the messages the owner chose: 404 before the release, the message after, nothing else', async () => {
      const owner = await buildUser(app());
      const [contact, viewer] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, contact, 'legacy_contact', 'Ada');
      await joinCircle(owner, viewer, 'viewer', 'Vi');
      const media = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      expect(media.statusCode, media.body).toBe(201);
      const voice = await writeMessage(owner.client, 'Grandpa sings', { mediaId: media.json<{ id: string }>().id });
      const letter = await writeMessage(owner.client, 'For the family', { letterText: 'Look after each other.' });
      const other = await writeMessage(owner.client, 'Only for Maya', { letterText: 'A secret for Maya.' });
      const saved = await savePlan(owner.client, {
        intervalMonths: 12,
        quorum: 1,
        waitingDays: 7,
        messageIds: [voice, letter, randomUUID()],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        saved
          .json<LegacyOverview>()
          .messages.map((message) => [message.title, message.isDesignated])
          .sort(),
      ).toEqual([
        ['For the family', true],
        ['Grandpa sings', true],
        ['Only for Maya', false],
      ]);
      const address = (messageId: string) => `/api/legacy/owners/${owner.user.id}/messages/${messageId}`;

      // Before the release: nothing, not even that the messages exist.
      for (const messageId of [voice, letter, other]) {
        expect((await contact.client.get(address(messageId))).statusCode).toBe(404);
        expect((await contact.client.get(`${address(messageId)}/media`)).statusCode).toBe(404);
      }
      expect((await contact.client.get(`/api/legacy/owners/${owner.user.id}`)).json<ContactView>().released).toBeNull();

      await contact.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {});
      await tickUntilReleased(app(), owner);

      const view = (await contact.client.get(`/api/legacy/owners/${owner.user.id}`)).json<ContactView>();
      expect(view.released?.messages.map((message) => [message.title, message.kind])).toEqual([
        ['For the family', 'letter'],
        ['Grandpa sings', 'voice'],
      ]);
      expect(view.released?.audit.find((event) => /^Released/.test(event.summary))?.summary).toMatch(
        /1 legacy contact can read the last wishes, 0 designated albums and 2 designated messages/,
      );
      const read = await contact.client.get(address(letter));
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        title: 'For the family',
        authorName: owner.user.username,
        letterText: 'Look after each other.',
      });
      const sung = (await contact.client.get(address(voice))).json<{
        media: { url: string; download: { url: string } };
      }>();
      const played = await contact.client.get(sung.media.url, { range: 'bytes=0-99' });
      expect(played.statusCode).toBe(206);
      expect(played.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      const whole = await contact.client.get(sung.media.download.url);
      expect(whole.statusCode).toBe(200);
      expect(Buffer.compare(whole.rawPayload, voiceNote)).toBe(0);
      expect(whole.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''Grandpa%20sings/);

      // The message not chosen, the owner's own routes, another circle member: 404.
      expect((await contact.client.get(address(other))).statusCode).toBe(404);
      expect((await contact.client.get(`/api/messages/${letter}`)).statusCode).toBe(404);
      for (const outsider of [viewer, owner]) expect((await outsider.client.get(address(letter))).statusCode).toBe(404);
      const elsewhere = `/api/legacy/owners/${viewer.user.id}/messages/${letter}`;
      expect((await contact.client.get(elsewhere)).statusCode).toBe(404);

      // A message the owner cancels after the release is no longer read.
      expect((await owner.client.post(`/api/messages/${letter}/cancel`, {})).statusCode).toBe(200);
      expect((await contact.client.get(address(letter))).statusCode).toBe(404);
    });

    it('counts a sign-in as a check-in: the next check-in moves with it', async () => {
      const owner = await buildUser(app());
      const contact = await buildUser(app());
      await joinCircle(owner, contact, 'legacy_contact', 'Ada');
      const saved = (
        await savePlan(owner.client, { intervalMonths: 3, quorum: 1, waitingDays: 7 })
      ).json<LegacyOverview>();
      offset += 10 * DAY;
      const again = new TestClient(app());
      const signedIn = await again.post('/api/auth/signin', {
        username: owner.user.email,
        password: owner.password,
        browser: 'chrome',
        mobile: false,
      });
      expect(signedIn.statusCode).toBe(200);
      const plan = (await again.get('/api/legacy')).json<LegacyOverview>().plan!;
      expect(Date.parse(plan.checkedInAt) - Date.parse(saved.plan!.checkedInAt)).toBeGreaterThanOrEqual(10 * DAY);
      expect(plan.nextStep).toEqual({
        step: 'reminder',
        number: 1,
        at: DateTime.fromISO(plan.checkedInAt, { zone: 'utc' }).plus({ months: 3 }).toJSDate().toISOString(),
      });
    });

    it('refuses a forged or altered link with the same 404', async () => {
      const visitor = await buildUser(app());
      for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA'])
        expect((await visitor.client.post(`/api/legacy/links/${token}`, {})).statusCode).toBe(404);
    });
  },
  { clock },
);

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))('legacy release on two instances [%s]', () => {
  const MESSAGES = 40;
  let now = Date.parse('2027-05-01T08:00:00Z');
  const instanceClock = { now: () => new Date(now) };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const instances: FastifyInstance[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    for (let index = 0; index < 2; index++) {
      const config = createTestConfig();
      const connection = openDatabase({ dataDir: config.dataDir, databaseUrl: postgresUrl, searchPath: schema });
      instances.push(await buildApp(config, { connection, clock: instanceClock, webRoot: config.dataDir }));
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  });

  it(`releases each of ${MESSAGES} after-death messages exactly once`, async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const owner = await buildUser(first);
    const contact = await buildUser(first);
    await joinCircle(owner, contact, 'legacy_contact', 'Ada');
    for (let index = 0; index < MESSAGES; index++) {
      const created = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        deliveryKind: 'after_death',
        title: `Letter ${index}`,
        letterText: 'With love.',
        occasion: 'other',
        timeZone: 'UTC',
        recipients: [{ name: 'Maya', email: `maya-${index}@example.com` }],
      });
      expect(created.statusCode).toBe(201);
    }
    expect((await savePlan(owner.client, { intervalMonths: 1, quorum: 1, waitingDays: 7 })).statusCode).toBe(200);
    expect((await contact.client.post(`/api/legacy/owners/${owner.user.id}/confirm`, {})).statusCode).toBe(200);
    // Both instances tick together at every moment until the release, then deliver together.
    for (let day = 0; day <= 9; day++) {
      await Promise.all([first.jobs.runLegacyTick(), second.jobs.runLegacyTick()]);
      now += DAY;
    }
    const decided = await Promise.all([first.jobs.runDeliveryTick(), second.jobs.runDeliveryTick()]);
    expect(decided[0] + decided[1]).toBe(MESSAGES);
    expect(await Promise.all([first.jobs.runDeliveryTick(), second.jobs.runDeliveryTick()])).toEqual([0, 0]);
    const overview = (await owner.client.get('/api/legacy')).json<LegacyOverview>();
    expect(overview.plan?.state).toBe('released');
    expect(overview.posthumousMessages.every((message) => message.status === 'delivered')).toBe(true);
    expect(overview.audit.filter((event) => /^Released/.test(event.summary))).toHaveLength(1);
    const links = await owner.client.get('/api/share-links');
    expect(links.statusCode).toBe(200);
    const messageLinks = links.json<{ target: { kind: string } }[]>().filter((link) => link.target.kind === 'message');
    expect(messageLinks).toHaveLength(MESSAGES);
  }, 120_000);
});
