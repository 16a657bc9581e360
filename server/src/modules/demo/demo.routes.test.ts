/**
 * The demo family (docs/product/overview.md "Demo family"), on SQLite and PostgreSQL: the daily job
 * builds it through the API (vault encryption included) before anyone may sign in; a visitor's "Try
 * it" signs them in to a three-generation family with photos, voices and their transcripts,
 * scheduled messages and a sealed time capsule; building again the same day changes nothing; the
 * next day a fresh family replaces one that was changed, and yesterday's account and sessions are
 * erased; every write of a demo session is refused with the friendly message (the authorization
 * matrix checks every route).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { DemoStatus } from '@heirloom/common/contracts/demo';
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import type { Message } from '@heirloom/common/contracts/messages';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { createTusUpload } from '../../../test/tus-client';
import { DEMO_ACCOUNT_NAME, DEMO_PHOTOS, DEMO_VOICES } from './demo-family.content';

const DAY = 24 * 60 * 60 * 1000;
/**
 * A test that builds a family makes a dozen uploads through the API, each with its preview or
 * waveform made by sharp or ffmpeg: about 7 s on an idle machine, several times that when the
 * machine's two cores are shared by other test runs.
 */
const BUILDS_A_FAMILY = 120_000;
let clockOffset = 0;
const clock = { now: () => new Date(Date.now() + clockOffset) };
const asset = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../assets/demo-family', file));

describeEachDatabase(
  'demo family',
  (context) => {
    const app = () => context().app;
    const status = async (client: TestClient) => (await client.get('/api/demo')).json<DemoStatus>();
    const tryDemo = (client: TestClient) => client.post('/api/demo/session', { browser: 'chrome', mobile: false });
    const vaultItems = async (client: TestClient, collection: 'vault' | 'voice') =>
      (await client.get(`/api/vault/items?collection=${collection}`)).json<{ items: VaultItem[] }>().items;

    it(
      'offers the family once the job has built it, with its photos, voices, tree, messages and capsule',
      async () => {
        const visitor = new TestClient(app(), '10.20.0.1');
        expect(await status(visitor)).toMatchObject({ isEnabled: true, isReady: false, isDemoSession: false });
        const early = await tryDemo(visitor);
        expect([early.statusCode, early.json().message]).toEqual([503, DEMO_MESSAGES.notReady]);

        expect(await app().jobs.runDemoRebuild()).toBe(true);
        const signedIn = await tryDemo(visitor);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect(signedIn.json()).toMatchObject({ username: DEMO_ACCOUNT_NAME });
        expect(await status(visitor)).toMatchObject({ isReady: true, isDemoSession: true });

        const photos = await vaultItems(visitor, 'vault');
        expect(photos.map((item) => item.title)).toEqual(
          expect.arrayContaining(DEMO_PHOTOS.map((photo) => photo.title)),
        );
        const voices = await vaultItems(visitor, 'voice');
        expect(voices.map((item) => [item.title, item.transcript?.text]).sort()).toEqual(
          [DEMO_VOICES.appleTree, DEMO_VOICES.firstDance, DEMO_VOICES.applePie]
            .map((voice) => [voice.title, voice.words])
            .sort(),
        );
        // Stored encrypted (the blobs on disk are age files, not Ogg), played back decrypted.
        const appleTree = voices.find((item) => item.title === DEMO_VOICES.appleTree.title)!;
        const played = await visitor.get(`/api/vault/items/${appleTree.id}/file`);
        expect(played.headers['content-type']).toContain('audio/ogg');
        expect(played.rawPayload.subarray(0, 4).toString()).toBe('OggS');
        expect(played.rawPayload.length).toBeGreaterThan(asset(DEMO_VOICES.appleTree.file).length * 0.9);
        const mediaDir = path.join(context().config.dataDir, 'media');
        const blobs = readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
        const heads = blobs.map((entry) =>
          readFileSync(path.join(entry.parentPath, entry.name)).subarray(0, 21).toString(),
        );
        expect(heads.length).toBeGreaterThan(10);
        expect(heads.every((head) => head.startsWith('age-encryption.org/v1'))).toBe(true);

        const trees = (await visitor.get('/api/family-trees')).json<{ id: string }[]>();
        const tree = (await visitor.get(`/api/family-trees/${trees[0]!.id}`)).json<{
          individuals: { givenNames: string }[];
          families: unknown[];
        }>();
        expect(tree.individuals.map((person) => person.givenNames).sort()).toEqual([
          'David',
          'Ellen',
          'Lily',
          'Rose',
          'Sam',
          'Walter',
        ]);
        expect(tree.families).toHaveLength(2);

        const messages = (await visitor.get('/api/messages')).json<Message[]>();
        expect(messages.map((message) => [message.kind, message.status])).toEqual(
          expect.arrayContaining([
            ['voice', 'scheduled'],
            ['letter', 'scheduled'],
          ]),
        );
        for (const message of messages)
          expect(Date.parse(message.deliverAt!)).toBeGreaterThan(clock.now().getTime() + 365 * DAY);

        const recipes = (await visitor.get('/api/recipes')).json<{ title: string }[]>();
        expect(recipes.map((recipe) => recipe.title)).toEqual(["Grandma Rose's apple pie"]);

        const capsules = (await visitor.get('/api/time-capsules')).json<{ id: string; status: string }[]>();
        expect(capsules.map((capsule) => capsule.status)).toEqual(['sealed']);
        const contents = await visitor.get(`/api/time-capsules/${capsules[0]!.id}/contents`);
        expect(contents.statusCode).toBe(200);
      },
      BUILDS_A_FAMILY,
    );

    it('builds nothing more when run again the same day', async () => {
      const before = await context().db.selectFrom('demo_accounts').select(['user_id', 'state']).execute();
      expect(await app().jobs.runDemoRebuild()).toBe(false);
      const after = await context().db.selectFrom('demo_accounts').select(['user_id', 'state']).execute();
      expect(after).toEqual(before);
      expect(after.map((row) => row.state)).toEqual(['current']);
    });

    it('refuses every change a demo session tries, with the friendly message, and lets it sign out', async () => {
      const visitor = new TestClient(app(), '10.20.0.2');
      await tryDemo(visitor);
      const [item] = await vaultItems(visitor, 'vault');
      const attempts = [
        visitor.request({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'Mallory' } }),
        visitor.request({ method: 'DELETE', url: `/api/vault/items/${item!.id}` }),
        visitor.post('/api/vault/albums', { name: 'Mine now' }),
        // An upload is refused before its bytes are read.
        createTusUpload(visitor, 10, { filename: 'a.jpg' }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect([response.statusCode, response.json().message]).toEqual([403, DEMO_MESSAGES.readOnly]);
      }
      expect((await vaultItems(visitor, 'vault')).map((listed) => listed.id)).toContain(item!.id);
      expect((await visitor.post('/api/auth/signout')).statusCode).toBe(200);
      expect(await status(visitor)).toMatchObject({ isDemoSession: false });
    });

    it('lets a real account that tries the demo come back to its own, unrefused', async () => {
      const rose = await buildUser(app());
      const demo = new TestClient(app(), '10.20.0.3');
      await tryDemo(demo);
      expect((await rose.client.post('/api/vault/albums', { name: 'Ours' })).statusCode).toBe(201);
    });

    it(
      'replaces a changed family with a fresh one the next day, erasing the old account and its sessions',
      async () => {
        const yesterday = new TestClient(app(), '10.20.0.4');
        const old = (await tryDemo(yesterday)).json<{ id: string }>();
        // Whatever happened to the old family (here its capsule gone), the new day's family is whole.
        await context().db.deleteFrom('time_capsules').where('owner_id', '=', old.id).execute();
        clockOffset += DAY;
        expect(await app().jobs.runDemoRebuild()).toBe(true);

        expect((await yesterday.get('/api/auth/status')).statusCode).toBe(401);
        expect(
          await context().db.selectFrom('users').select('id').where('id', '=', old.id).executeTakeFirst(),
        ).toBeUndefined();
        const accounts = await context().db.selectFrom('demo_accounts').select(['user_id', 'state']).execute();
        expect(accounts.map((row) => row.state)).toEqual(['current']);

        const today = new TestClient(app(), '10.20.0.5');
        const fresh = (await tryDemo(today)).json<{ id: string }>();
        expect(fresh.id).not.toBe(old.id);
        expect((await today.get('/api/time-capsules')).json()).toHaveLength(1);
      },
      BUILDS_A_FAMILY,
    );
  },
  { clock },
);

describeEachDatabase(
  'demo family switched off (DEMO_ENABLED=false)',
  (context) => {
    it('is not offered and nobody signs in to it', async () => {
      const visitor = new TestClient(context().app, '10.21.0.1');
      expect((await visitor.get('/api/demo')).json()).toMatchObject({ isEnabled: false, isReady: false });
      const refused = await visitor.post('/api/demo/session', {});
      expect([refused.statusCode, refused.json().message]).toEqual([404, DEMO_MESSAGES.disabled]);
    });
  },
  { config: { isDemoEnabled: false } },
);
