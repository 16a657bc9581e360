/**
 * The album of replies through the API, the job queue and a real SMTP server
 * (docs/decisions/018-replies.md "Amendment 2026-12-01: the album of replies"): after the release, a
 * voice reply and a letter reply reach the author's album "Replies from the family" once their 24
 * hours have passed and not before — the voice note as a recording of the vault with its transcript,
 * the letter as a PDF — and every legacy contact who accepted reads them through the album's grant;
 * a withdrawn reply never gets there, a second run adds nothing, two replies kept at once make one
 * album, a living author's replies stay out of the vault, and deleting the message leaves the
 * vault's copy readable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ContactView } from '@heirloom/common/contracts/legacy';
import { REPLIES_ALBUM_NAME, type SentReply } from '@heirloom/common/contracts/message-replies';
import type { Message } from '@heirloom/common/contracts/messages';
import type { VaultItem, VaultOverview } from '@heirloom/common/contracts/vault';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, markLegacyReleaseDue, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.parse('2027-09-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

let addressCount = 0;
/** A fresh network address per recipient, so the per-address rate limit never mixes tests. */
const nextAddress = () => `10.78.${Math.floor(addressCount / 200)}.${(addressCount++ % 200) + 1}`;

describeEachDatabase(
  'the album of replies',
  (context) => {
    const app = () => context().app;
    const db = () => context().db;
    /** Moves the clock to `time`, runs the scheduler and the outbox sender; returns the new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp);
    };
    /** Runs every due `reply.album` job, one at a time. @returns how many ran */
    const keepDueReplies = async () => {
      let ran = 0;
      while (await app().jobs.runReplyAlbumJob()) ran++;
      return ran;
    };

    /**
     * An owner with legacy contacts Lena and Ben (accepted) and Cy (only invited), a letter delivered to
     * Maya, then, unless `isAlive`, the owner's legacy released (after the delivery, as a death would).
     */
    const family = async ({ isAlive = false } = {}) => {
      const owner = await buildUser(app());
      const lena = await buildUser(app());
      const ben = await buildUser(app());
      await joinCircle(owner, lena, 'legacy_contact', 'Lena');
      await joinCircle(owner, ben, 'legacy_contact', 'Ben');
      const invited = await owner.client.post('/api/circle/invitations', {
        name: 'Cy',
        email: `cy-${addressCount}@example.com`,
        role: 'legacy_contact',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const email = `maya-${addressCount}@example.com`;
      const created = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title: 'Happy 18th',
        letterText: 'My dear Maya, I am so proud of you.',
        occasion: 'birthday',
        deliverAt: new Date(now + MINUTE).toISOString(),
        timeZone: 'Europe/London',
        recipients: [{ name: 'Maya', email, authorName: 'Grandma' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const delivery = (await at(now + 2 * MINUTE)).find((each) => each.to === email)!;
      const token = findLink(delivery, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      if (!isAlive) {
        await markLegacyReleaseDue(db(), owner.user.id, new Date(now).toISOString());
        await app().jobs.runLegacyTick();
      }
      return { owner, lena, ben, maya: new TestClient(app(), nextAddress()), token, message: created.json<Message>() };
    };
    const sendLetter = async (maya: TestClient, token: string, text: string) => {
      const sent = await maya.post(`/api/shared/${token}/replies/letter`, { text });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<SentReply>();
    };
    const sendVoice = async (maya: TestClient, token: string) => {
      const sent = await maya.upload(`/api/shared/${token}/replies/voice`, {
        name: 'recording.wav',
        type: 'application/octet-stream',
        content: voiceNote,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<SentReply>();
    };
    /** The owner's album of replies as the owner's vault lists it, with its items; undefined while there is none. */
    const albumOf = async (owner: BuiltUser) => {
      const overview = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
      const albums = overview.albums.filter((album) => album.name === REPLIES_ALBUM_NAME);
      expect(albums.length).toBeLessThanOrEqual(1);
      if (!albums[0]) return undefined;
      const listed = await owner.client.get(`/api/vault/items?albumId=${albums[0].id}`);
      return { ...albums[0], items: listed.json<{ items: VaultItem[] }>().items };
    };
    /** What the release left `contact` of `owner`'s, as their /legacy page reads it. */
    const contactView = async (contact: BuiltUser, owner: BuiltUser) =>
      (await contact.client.get(`/api/legacy/owners/${owner.user.id}`)).json<ContactView>();

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' e-mails leave first
      await keepDueReplies();
      now = T0;
    });

    // Real work, not a wait: PocketSphinx transcribes the voice note, the letter becomes a PDF with its
    // first page drawn, and both are encrypted: 10 s alone at load 8 on two cores, 20 s beside five
    // other test files.
    it(
      'keeps a voice and a letter reply in the album after 24 hours, not before, for every contact who accepted',
      {
        timeout: 60_000,
      },
      async () => {
        const { owner, lena, ben, maya, token } = await family();
        const voice = await sendVoice(maya, token);
        now += MINUTE;
        const letter = await sendLetter(
          maya,
          token,
          'Dear Grandma,\nI miss you and your marmalade. Thank you for the letter.',
        );
        const jobs = await db()
          .selectFrom('jobs')
          .select(['id', 'run_at'])
          .where('type', '=', 'reply.album')
          .where('id', 'in', [`reply.album:${voice.id}`, `reply.album:${letter.id}`])
          .orderBy('run_at')
          .execute();
        expect(jobs.map((job) => [job.id, job.run_at])).toEqual([
          [`reply.album:${voice.id}`, new Date(Date.parse(voice.createdAt) + DAY).toISOString()],
          [`reply.album:${letter.id}`, new Date(Date.parse(letter.createdAt) + DAY).toISOString()],
        ]);

        // While they may still be withdrawn, nothing reaches the vault.
        now = Date.parse(voice.createdAt) + DAY - MINUTE;
        expect(await keepDueReplies()).toBe(0);
        expect(await albumOf(owner)).toBeUndefined();

        now = Date.parse(letter.createdAt) + DAY;
        expect(await keepDueReplies()).toBe(2);
        const album = (await albumOf(owner))!;
        expect(album).toMatchObject({ itemCount: 2, sharedWithCircle: false });
        const voiceItem = album.items.find((item) => item.kind === 'audio')!;
        const letterItem = album.items.find((item) => item.kind === 'document')!;
        expect(voiceItem).toMatchObject({
          collection: 'voice',
          title: `Maya's reply to “Happy 18th”`,
          takenAt: voice.createdAt,
          contentType: 'audio/wav',
          originalName: `Maya's reply to “Happy 18th” – 2027-09-01.wav`,
          transcript: { status: 'pending' },
        });
        expect(voiceItem.durationMs).toBeGreaterThan(0);
        expect(letterItem).toMatchObject({
          collection: 'vault',
          title: `Maya's reply to “Happy 18th”`,
          takenAt: letter.createdAt,
          contentType: 'application/pdf',
          pageCount: 1,
        });
        expect(letterItem.previewUrl).not.toBeNull();
        // The voice note is the vault's own recording: transcribed like every other.
        expect(
          await db().selectFrom('jobs').select('status').where('id', '=', `vault.transcribe:${voiceItem.id}`).execute(),
        ).toEqual([{ status: 'pending' }]);
        while (await app().jobs.runTranscriptionJob());
        const transcribed = (await owner.client.get(`/api/vault/items/${voiceItem.id}`)).json<VaultItem>();
        expect(transcribed.transcript?.status).toBe('done');
        // The letter's words are found by the vault's search, like any PDF's.
        const found = (await owner.client.get('/api/vault/items?q=marmalade')).json<{ items: VaultItem[] }>();
        expect(found.items.map((item) => item.id)).toEqual([letterItem.id]);

        // Each contact who accepted finds the album among what the owner left them, and reads it.
        for (const contact of [lena, ben]) {
          const released = (await contactView(contact, owner)).released!;
          expect(
            released.albums
              .find((each) => each.name === REPLIES_ALBUM_NAME)
              ?.items.map((item) => item.id)
              .sort(),
          ).toEqual([voiceItem.id, letterItem.id].sort());
          const played = await contact.client.get(`/api/vault/items/${voiceItem.id}/file`);
          expect([played.statusCode, played.rawPayload.equals(voiceNote)]).toEqual([200, true]);
          const pdf = await contact.client.get(`/api/vault/items/${letterItem.id}/file`);
          expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
            200,
            'application/pdf',
            '%PDF-',
          ]);
        }
        const grants = await db()
          .selectFrom('legacy_grants')
          .select('contact_id')
          .where('kind', '=', 'album')
          .where('target_id', '=', album.id)
          .execute();
        expect(grants.map((grant) => grant.contact_id).sort()).toEqual([lena.user.id, ben.user.id].sort());
        const stranger = await buildUser(app());
        expect((await stranger.client.get(`/api/vault/items/${voiceItem.id}/file`)).statusCode).toBe(404);

        // Once kept, a reply can no longer be withdrawn; run again, the jobs add nothing.
        const late = await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${voice.id}` });
        expect(late.statusCode).toBe(409);
        const mediaBefore = await db().selectFrom('media').select('id').where('owner_id', '=', owner.user.id).execute();
        await db()
          .updateTable('jobs')
          .set({ status: 'pending', run_at: new Date(now).toISOString() })
          .where('id', 'in', [`reply.album:${voice.id}`, `reply.album:${letter.id}`])
          .execute();
        expect(await keepDueReplies()).toBe(2);
        expect((await albumOf(owner))!.items.map((item) => item.id).sort()).toEqual(
          [voiceItem.id, letterItem.id].sort(),
        );
        expect(await db().selectFrom('media').select('id').where('owner_id', '=', owner.user.id).execute()).toEqual(
          mediaBefore,
        );
      },
    );

    it('never keeps a withdrawn reply, nor one whose message or author is gone', async () => {
      const { owner, maya, token, message } = await family();
      const withdrawn = await sendLetter(maya, token, 'Sent too fast.');
      expect(
        (await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${withdrawn.id}` })).statusCode,
      ).toBe(204);
      // The withdrawal took the job with it; a job left behind would find nothing to keep.
      expect(
        await db().selectFrom('jobs').select('id').where('id', '=', `reply.album:${withdrawn.id}`).execute(),
      ).toEqual([]);
      const kept = await sendVoice(maya, token);
      expect((await owner.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
        204,
      );
      now += DAY + MINUTE;
      expect(await keepDueReplies()).toBe(1); // the deleted message's reply: its job runs and keeps nothing
      expect(await albumOf(owner)).toBeUndefined();
      expect(await db().selectFrom('message_replies').select('id').where('id', '=', kept.id).execute()).toEqual([]);

      const other = await family();
      await sendLetter(other.maya, other.token, 'For the family.');
      expect(
        (await other.owner.client.post('/api/account/delete', { password: other.owner.password })).statusCode,
      ).toBe(200);
      now += DAY + MINUTE;
      expect(await keepDueReplies()).toBe(1);
      expect(
        await db().selectFrom('vault_albums').select('id').where('owner_id', '=', other.owner.user.id).execute(),
      ).toEqual([]);
    });

    it('keeps two replies kept at once in one album', async () => {
      const { owner, lena, maya, token } = await family();
      const first = await sendVoice(maya, token);
      const second = await sendLetter(maya, token, 'And a letter too.');
      now += DAY + MINUTE;
      // Two workers at once, as two instances would run them (each claims one job).
      const ran = await Promise.all([app().jobs.runReplyAlbumJob(), app().jobs.runReplyAlbumJob()]);
      expect(ran).toEqual([true, true]);
      const album = (await albumOf(owner))!;
      expect(album.items).toHaveLength(2);
      const kept = await db()
        .selectFrom('message_replies')
        .select(['id', 'vault_item_id'])
        .where('id', 'in', [first.id, second.id])
        .execute();
      expect(kept.map((reply) => reply.vault_item_id).sort()).toEqual(album.items.map((item) => item.id).sort());
      expect((await contactView(lena, owner)).released!.albums.map((each) => each.name)).toContain(REPLIES_ALBUM_NAME);
    });

    it('leaves the replies a living author received out of the vault', async () => {
      const { owner, lena, maya, token } = await family({ isAlive: true });
      const letter = await sendLetter(maya, token, 'Thank you, Grandma.');
      await sendVoice(maya, token);
      expect(
        await db()
          .selectFrom('jobs')
          .select('id')
          .where('type', '=', 'reply.album')
          .where('id', 'like', `%${letter.id}`)
          .execute(),
      ).toEqual([]);
      now += 2 * DAY;
      expect(await keepDueReplies()).toBe(0);
      expect(await albumOf(owner)).toBeUndefined();
      expect((await owner.client.get('/api/vault/items')).json<{ items: VaultItem[] }>().items).toEqual([]);
      expect((await lena.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).statusCode).toBe(404);
    });

    it("keeps the vault's copy when the message and its replies are deleted, and the reply when the copy is", async () => {
      const { owner, lena, maya, token, message } = await family();
      const voice = await sendVoice(maya, token);
      const letter = await sendLetter(maya, token, 'Kept twice.');
      now += DAY + MINUTE;
      expect(await keepDueReplies()).toBe(2);
      const album = (await albumOf(owner))!;
      const voiceItem = album.items.find((item) => item.kind === 'audio')!;
      const letterItem = album.items.find((item) => item.kind === 'document')!;

      // Deleting the vault's copy of the letter for good leaves the reply as the family reads it.
      expect(
        (await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${letterItem.id}` })).statusCode,
      ).toBe(204);
      expect(
        (await owner.client.request({ method: 'DELETE', url: `/api/vault/trash/${letterItem.id}` })).statusCode,
      ).toBe(204);
      const replies = (await lena.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).json<
        { id: string; letterText: string | null; media: { url: string } | null }[]
      >();
      expect(replies.find((reply) => reply.id === letter.id)?.letterText).toBe('Kept twice.');
      const heard = await lena.client.get(replies.find((reply) => reply.id === voice.id)!.media!.url);
      expect([heard.statusCode, heard.rawPayload.equals(voiceNote)]).toEqual([200, true]);

      // Deleting the message deletes its replies and their recordings, never the vault's copy.
      expect((await owner.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
        204,
      );
      expect((await lena.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).json()).toEqual([]);
      const played = await lena.client.get(`/api/vault/items/${voiceItem.id}/file`);
      expect([played.statusCode, played.rawPayload.equals(voiceNote)]).toEqual([200, true]);
      expect((await albumOf(owner))!.items.map((item) => item.id)).toEqual([voiceItem.id]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
