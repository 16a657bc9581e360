/**
 * The tree's voices through the API (docs/product/family-tree.md "A person's page", "Branch-scoped
 * access"), on SQLite and PostgreSQL: a person's page gathers the photos, recordings (with
 * transcripts) and name clip linked to them, readable by circle members through the tree; an
 * animated ancestor is rendered by the queued ffmpeg job into the owner's vault as a real MP4 of
 * the photo and the voice, as often and as long as the plan allows (and never when the person's own
 * last wishes refuse an AI likeness); a member limited to a branch reads only that branch's people
 * and media; an editor takes a wrongly linked item off a person without touching the vault item or
 * the animated ancestors made from it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { FamilyTree, TreeDetail } from '@heirloom/common/contracts/family-tree';
import {
  ANIMATION_LABEL,
  TREE_VOICES_MESSAGES,
  type FamilyVoices,
  type PersonPage,
} from '@heirloom/common/contracts/tree-voices';
import { VAULT_ITEM_ID_HEADER, type VaultItem } from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tree-voices-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The clock: real time, movable by whole months. */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

async function upload(client: TestClient, name: string, collection = 'vault'): Promise<string> {
  const response = await uploadWithTus(client, fixture(name), { filename: name, filetype: '', collection });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

describeEachDatabase(
  'family tree voices',
  (context) => {
    const app = () => context().app;
    let owner: BuiltUser;
    let viewer: BuiltUser;
    let stranger: BuiltUser;
    let treeUrl: string;
    const people: Record<'rose' | 'ann' | 'joe', string> = { rose: '', ann: '', joe: '' };
    const items: Record<'photo' | 'voice' | 'joePhoto', string> = { photo: '', voice: '', joePhoto: '' };

    it('gathers a person’s photos, recordings and name clip, and lets the circle hear them', async () => {
      owner = await buildUser(app());
      viewer = await buildUser(app());
      stranger = await buildUser(app());
      await joinCircle(owner, viewer, 'viewer');
      const tree = (await owner.client.post('/api/family-trees', { name: 'Voices' })).json<FamilyTree>();
      treeUrl = `/api/family-trees/${tree.id}`;
      await owner.client.request({ method: 'PATCH', url: treeUrl, payload: { isSharedWithCircle: true } });
      for (const [key, givenNames] of [['rose', 'Rose'], ['ann', 'Ann'], ['joe', 'Joe']] as const) {
        people[key] = (await owner.client.post(`${treeUrl}/individuals`, { givenNames, surname: 'Lee', isLiving: key !== 'rose' })).json<{ id: string }>().id;
      } // prettier-ignore
      await owner.client.post(`${treeUrl}/families`, {
        partnerIds: [people.rose],
        children: [{ individualId: people.ann }],
      });
      await owner.client.post(`${treeUrl}/events`, {
        individualId: people.rose,
        tag: 'BIRT',
        date: '12 MAR 1921',
        place: 'Porto',
      });
      await owner.client.post(`${treeUrl}/events`, { individualId: people.rose, tag: 'DEAT', date: '2004' });
      items.photo = await upload(owner.client, 'photo.jpg');
      items.voice = await upload(owner.client, 'voice-note.wav', 'voice');
      items.joePhoto = await upload(owner.client, 'photo-rotated.jpg');
      await owner.client.request({
        method: 'PUT',
        url: `/api/vault/items/${items.voice}/transcript`,
        payload: { text: 'I was born in Porto by the river.' },
      });

      const link = (individual: string, itemId: string, role: string) =>
        owner.client.post(`${treeUrl}/individuals/${individual}/media`, { itemId, role });
      expect((await link(people.rose, items.photo, 'photo')).statusCode).toBe(201);
      expect((await link(people.rose, items.voice, 'recording')).statusCode).toBe(201);
      expect((await link(people.rose, items.voice, 'recording')).statusCode).toBe(201); // again: no second link
      const named = await link(people.rose, items.voice, 'name-clip');
      expect(named.statusCode, named.body).toBe(201);
      expect((await link(people.joe, items.joePhoto, 'photo')).statusCode).toBe(201);

      const wrongKind = await link(people.rose, items.photo, 'recording');
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json()).toEqual({ message: 'Please choose a voice recording or a video.' });
      const notMine = await viewer.client.post(`${treeUrl}/individuals/${people.rose}/media`, {
        itemId: items.photo,
        role: 'photo',
      });
      expect(notMine.statusCode).toBe(404); // a viewer edits nothing

      const page = (await viewer.client.get(`/api/family-trees/people/${people.rose}`)).json<PersonPage>();
      expect(page.individual.givenNames).toBe('Rose');
      expect(page.role).toBe('viewer');
      expect(page.events.map((event) => [event.tag, event.date, event.place])).toEqual([
        ['BIRT', '12 MAR 1921', 'Porto'],
        ['DEAT', '2004', null],
      ]);
      expect(page.children).toEqual([{ id: people.ann, name: 'Ann Lee' }]);
      expect(page.photos.map((photo) => photo.itemId)).toEqual([items.photo]);
      // Linked as a recording and chosen as the name clip, the voice shows once: as the name clip.
      expect(page.recordings).toEqual([]);
      expect([page.nameClip?.itemId, page.nameClip?.transcript]).toEqual([
        items.voice,
        'I was born in Porto by the river.',
      ]);
      expect(page.animationAllowance).toBeNull(); // only the owner makes them

      const file = await viewer.client.get(page.nameClip!.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(fixture('voice-note.wav'))).toBe(true);
      expect((await viewer.client.get(page.photos[0]!.previewUrl!)).headers['content-type']).toBe('image/webp');
      expect((await stranger.client.get(page.nameClip!.fileUrl)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/family-trees/people/${people.rose}`)).statusCode).toBe(404);
      // An item of the owner's vault not linked to anyone is not readable through the tree.
      const unlinked = await upload(owner.client, 'photo.jpg');
      expect((await viewer.client.get(`${treeUrl}/media/${unlinked}/file`)).statusCode).toBe(404);

      const voices = (await viewer.client.get(`${treeUrl}/voices`)).json<FamilyVoices>();
      expect(voices.generations).toEqual([
        {
          generation: 1,
          people: [
            expect.objectContaining({
              individual: { id: people.rose, name: 'Rose Lee' },
              lifespan: '1921–2004',
              recordings: [],
              nameClip: expect.objectContaining({ itemId: items.voice }),
            }),
          ],
        },
      ]);
    });

    it('renders an animated ancestor from the real photo and voice: never against the last wishes, once a month free, 60 s on Complete Legacy', async () => {
      // Rose linked to an account whose last wishes refuse an AI likeness: no animation of her.
      await viewer.client.request({ method: 'PUT', url: `${treeUrl}/individuals/${people.rose}/me` });
      await viewer.client.request({ method: 'PUT', url: '/api/last-wishes', payload: { aiLikeness: 'no' } });
      const refused = await owner.client.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.photo,
        recordingItemId: items.voice,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: TREE_VOICES_MESSAGES.notAllowed });
      await viewer.client.request({ method: 'DELETE', url: `${treeUrl}/individuals/${people.rose}/me` });

      const asked = await owner.client.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.photo,
        recordingItemId: items.voice,
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toMatchObject({ status: 'queued', progress: 0, maxSeconds: 30 });
      const again = await owner.client.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.photo,
        recordingItemId: items.voice,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<{ message: string }>().message).toContain('1 animated ancestor a month');
      const notHers = await owner.client.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.joePhoto,
        recordingItemId: items.voice,
      });
      expect(notHers.json()).toEqual({ message: "Please choose one of this person's photos." });

      expect(await app().jobs.runAnimationJob()).toBe(true);
      const page = (await owner.client.get(`/api/family-trees/people/${people.rose}`)).json<PersonPage>();
      const [animation] = page.animations;
      expect(animation).toMatchObject({ status: 'done', progress: 100, error: null });
      expect(animation!.video).toMatchObject({ kind: 'video', isAnimation: true, contentType: 'video/mp4' });
      expect(page.animationAllowance).toEqual({ perMonth: 1, maxSeconds: 30, usedThisMonth: 1 });

      // The video is in the owner's vault, labelled, and is a real MP4 of the photo with the voice.
      const item = (await owner.client.get(`/api/vault/items/${animation!.video!.itemId}`)).json<VaultItem>();
      expect(item.description).toBe(`${ANIMATION_LABEL}.`);
      const video = await viewer.client.get(animation!.video!.fileUrl);
      expect(video.statusCode).toBe(200);
      const videoPath = path.join(scratch, `animation-${context().dialect}.mp4`);
      writeFileSync(videoPath, video.rawPayload);
      const probe = JSON.parse(
        execFileSync('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_name,width,height:format=duration',
          '-of',
          'json',
          videoPath,
        ]).toString(),
      ) as { streams: { codec_name: string; width?: number }[]; format: { duration: string } };
      expect(probe.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
      expect(probe.streams[0]!.width).toBe(1280);
      // The recording is 8 s: the video runs as long as the voice, within the plan's 30 s.
      expect(Number(probe.format.duration)).toBeGreaterThan(7.5);
      expect(Number(probe.format.duration)).toBeLessThan(8.5);

      offsetMs += 32 * 24 * 60 * 60 * 1000; // next month: one more (signed in afresh: sessions expire)
      const later = new TestClient(app());
      await later.post('/api/auth/signin', {
        username: owner.user.email,
        password: owner.password,
        browser: 'chrome',
        mobile: false,
      });
      const nextMonth = await later.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.photo,
        recordingItemId: items.voice,
      });
      offsetMs = 0;
      expect(nextMonth.statusCode, nextMonth.body).toBe(202);

      // Complete Legacy: as many as you like, of 60 s (docs/product/plans-and-pricing.md).
      const bought = await owner.client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' });
      expect(bought.statusCode, bought.body).toBeLessThan(300);
      const paid = await owner.client.post(`${treeUrl}/individuals/${people.rose}/animations`, {
        photoItemId: items.photo,
        recordingItemId: items.voice,
      });
      expect(paid.statusCode, paid.body).toBe(202);
      expect(paid.json()).toMatchObject({ maxSeconds: 60 });
      const allowance = (await owner.client.get(`/api/family-trees/people/${people.rose}`)).json<PersonPage>();
      expect(allowance.animationAllowance).toMatchObject({ perMonth: null, maxSeconds: 60 });
    }, 120_000);

    it('limits a branch-scoped member to the branch: its people, families and linked media only', async () => {
      const scope = await owner.client.request({
        method: 'PUT',
        url: `${treeUrl}/branch-scopes/${viewer.user.id}`,
        payload: { rootIndividualId: people.ann, generations: 1 },
      });
      expect(scope.statusCode, scope.body).toBe(200);
      expect(scope.json()).toEqual({
        memberId: viewer.user.id,
        rootIndividualId: people.ann,
        generations: 1,
        rootName: 'Ann Lee',
      });
      const notMember = await owner.client.request({
        method: 'PUT',
        url: `${treeUrl}/branch-scopes/${stranger.user.id}`,
        payload: { rootIndividualId: people.ann, generations: 1 },
      });
      expect(notMember.statusCode).toBe(404);

      const detail = (await viewer.client.get(treeUrl)).json<TreeDetail>();
      expect(detail.individuals.map((individual) => individual.givenNames).sort()).toEqual(['Ann', 'Rose']);
      expect((await viewer.client.get(`/api/family-trees/people/${people.rose}`)).statusCode).toBe(200);
      expect((await viewer.client.get(`/api/family-trees/people/${people.joe}`)).statusCode).toBe(404);
      expect((await viewer.client.get(`${treeUrl}/media/${items.joePhoto}/file`)).statusCode).toBe(404);
      expect((await viewer.client.get(`${treeUrl}/media/${items.photo}/file`)).statusCode).toBe(200);

      expect((await owner.client.get(`${treeUrl}/branch-scopes`)).json()).toHaveLength(1);
      const lifted = await owner.client.request({
        method: 'DELETE',
        url: `${treeUrl}/branch-scopes/${viewer.user.id}`,
      });
      expect(lifted.statusCode).toBe(204);
      expect((await viewer.client.get(`/api/family-trees/people/${people.joe}`)).statusCode).toBe(200);
    });

    it('takes a wrongly linked item off a person: the item stays in the vault, the animations stay, again answers 204', async () => {
      const rosePage = async () =>
        (await owner.client.get(`/api/family-trees/people/${people.rose}`)).json<PersonPage>();
      const unlink = (client: TestClient, itemId: string) =>
        client.request({ method: 'DELETE', url: `${treeUrl}/individuals/${people.rose}/media/${itemId}` });
      const roseCard = async () =>
        (await owner.client.get(`${treeUrl}/individuals/${people.rose}/focus?generations=1`))
          .json<{ people: { id: string; photoItemId: string | null }[] }>()
          .people.find((person) => person.id === people.rose)!;
      const before = await rosePage();
      expect(before.photos.map((photo) => photo.itemId)).toEqual([items.photo]);
      expect((await roseCard()).photoItemId).toBe(items.photo);
      const madeVideos = before.animations.filter((animation) => animation.status === 'done');
      expect(madeVideos.length).toBeGreaterThan(0);

      // A viewer edits nothing, a stranger does not learn the tree exists: both 404, the link stays.
      expect((await unlink(viewer.client, items.photo)).statusCode).toBe(404);
      expect((await unlink(stranger.client, items.photo)).statusCode).toBe(404);
      expect((await rosePage()).photos).toHaveLength(1);

      const unlinked = await unlink(owner.client, items.photo);
      expect(unlinked.statusCode, unlinked.body).toBe(204);
      const after = await rosePage();
      expect(after.photos).toEqual([]);
      expect((await roseCard()).photoItemId).toBeNull(); // the chart card has no photo now
      // The animated ancestors made from that photo stay, with their videos.
      expect(after.animations.filter((animation) => animation.status === 'done')).toEqual(madeVideos);
      expect(after.recordings.filter((recording) => recording.isAnimation)).toHaveLength(madeVideos.length);
      // The photo stays in the owner's vault, but no longer reaches the circle through the tree.
      expect((await owner.client.get(`/api/vault/items/${items.photo}`)).statusCode).toBe(200);
      expect((await viewer.client.get(`${treeUrl}/media/${items.photo}/file`)).statusCode).toBe(404);
      // No OBJE record of it is left for exports to carry.
      const gedcom = (await owner.client.get(`${treeUrl}/export?format=gedcom7`)).body;
      expect(gedcom).not.toContain(`media/${items.photo}`);
      expect(gedcom).toContain(`media/${items.voice}`);

      // Again: the same answer, nothing changed.
      expect((await unlink(owner.client, items.photo)).statusCode).toBe(204);
      expect(await rosePage()).toEqual(after);

      // The voice was her recording and her name clip: taken off, it is neither.
      expect((await unlink(owner.client, items.voice)).statusCode).toBe(204);
      const unvoiced = await rosePage();
      expect(unvoiced.nameClip).toBeNull();
      expect(unvoiced.recordings.filter((recording) => !recording.isAnimation)).toEqual([]);
      expect((await owner.client.get(`/api/vault/items/${items.voice}`)).statusCode).toBe(200);
      const voices = (await viewer.client.get(`${treeUrl}/voices`)).json<FamilyVoices>();
      expect(voices.generations.flatMap((generation) => generation.people)).toEqual([]);

      // Linked again, it is back.
      expect(
        (await owner.client.post(`${treeUrl}/individuals/${people.rose}/media`, { itemId: items.photo, role: 'photo' }))
          .statusCode,
      ).toBe(201);
      expect((await rosePage()).photos.map((photo) => photo.itemId)).toEqual([items.photo]);
    });
  },
  { clock },
);
