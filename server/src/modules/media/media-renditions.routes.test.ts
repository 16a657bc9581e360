/**
 * Copies of message recordings that phones play, and renditions at the media level
 * (docs/product/messages-and-delivery.md "Delivery to recipients"; docs/product/memory-vault.md
 * "Previews and renditions"), on SQLite and PostgreSQL: every recording of a message — a browser's
 * WebM voice, an iPhone's HEVC video — gets exactly one `media.render` job; it stores an M4A (AAC)
 * or an MP4 (H.264/AAC), encrypted beside the original, which stays as it was; the owner and the
 * recipient download both under the message's title and day; a second run of the job changes
 * nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PHONE_COPY_NOT_READY,
  type DeliveredMessage,
  type MediaInfo,
  type Message,
} from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-30T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'message-renditions-'));

/** Two seconds made by ffmpeg the way a browser (WebM, Opus) or an iPhone (HEVC in QuickTime) records. */
function makeClip(name: string, args: string[]): Buffer {
  const output = path.join(scratch, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, '-t', '2', output]);
  return readFileSync(output);
}

let voiceWebm: Buffer;
let iphoneHevc: Buffer;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  voiceWebm = makeClip('voice.webm', ['-f', 'lavfi', '-i', 'sine=frequency=330', '-c:a', 'libopus', '-f', 'webm']);
  iphoneHevc = makeClip('iphone.mov', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-f', 'mov'],
  ]);
});
afterAll(() => {
  smtp.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** ffprobe's container names and stream codecs of `bytes`, e.g. { format: 'mov,mp4,m4a,…', codecs: 'aac' }. */
function probe(bytes: Buffer): { format: string; codecs: string } {
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, bytes);
  const show = (entries: string) =>
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'default=nw=1:nk=1', file])
      .toString()
      .trim()
      .split('\n')
      .join(',');
  return { format: show('format=format_name'), codecs: show('stream=codec_name') };
}

/** The file name of a Content-Disposition header (RFC 6266 filename*, UTF-8). */
const attachmentName = (header: unknown) =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(header))?.[1] ?? '');

describeEachDatabase(
  'copies of message recordings for phones',
  (context) => {
    const app = () => context().app;
    const renditionJobs = () =>
      context()
        .db.selectFrom('jobs')
        .select(['id', 'status', 'attempts'])
        .where('type', 'in', ['media.render', 'vault.render'])
        .orderBy('id')
        .execute();
    /** Every rendition job due now, run one by one. @returns how many ran */
    const runRenditions = async () => {
      let ran = 0;
      while (await app().jobs.runRenditionJob()) ran++;
      return ran;
    };

    async function scheduleMessage(owner: BuiltUser, title: string, kind: 'voice' | 'video', recording: Buffer) {
      const upload = await owner.client.upload('/api/media', {
        name: kind === 'voice' ? 'recording.webm' : 'IMG_0042.MOV',
        type: 'application/octet-stream',
        content: recording,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const media = upload.json<MediaInfo>();
      const created = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind,
        mediaId: media.id,
        title,
        occasion: 'birthday',
        deliverAt: new Date(now + 3 * DAY).toISOString(),
        timeZone: 'Europe/Paris',
        recipients: [{ name: 'Maya', email: 'maya@example.com' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      return { media, message: created.json<Message>() };
    }

    it('queues one job per recording, stores an M4A and an MP4 beside the untouched originals, and names every download after the message and its day', async () => {
      now = T0; // each dialect's run starts on the same day
      const owner = await buildUser(app());
      const voice = await scheduleMessage(owner, 'Happy birthday Maya', 'voice', voiceWebm);
      const video = await scheduleMessage(owner, 'Our first home: a tour', 'video', iphoneHevc);
      expect(video.media.contentType).toBe('video/quicktime');

      // One job per recording, the HEVC video's included (it used to wait for a job no one queued).
      expect(await renditionJobs()).toEqual(
        [voice.media.id, video.media.id]
          .map((id) => ({ id: `media.render:${id}`, status: 'pending', attempts: 0 }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
      // Before the job: the original plays and downloads under the new name; no copy for phones yet.
      const before = (await owner.client.get(`/api/messages/${voice.message.id}`)).json<Message>();
      expect(before.media).toMatchObject({
        url: `/api/media/${voice.media.id}`,
        download: {
          url: `/api/media/${voice.media.id}`,
          fileName: 'Happy birthday Maya – 2026-12-03.webm',
          contentType: 'audio/webm',
        },
        phoneDownload: null,
      });
      const tooEarly = await owner.client.get(`/api/media/${voice.media.id}?rendition=1`);
      expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([404, PHONE_COPY_NOT_READY]);
      const originals = {
        voice: (await owner.client.get(`/api/media/${voice.media.id}`)).rawPayload,
        video: (await owner.client.get(`/api/media/${video.media.id}`)).rawPayload,
      };
      expect(originals.video.equals(iphoneHevc)).toBe(true);

      expect(await runRenditions()).toBe(2);
      expect(await renditionJobs()).toEqual(
        [voice.media.id, video.media.id]
          .map((id) => ({ id: `media.render:${id}`, status: 'done', attempts: 1 }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );

      // The owner: the copy for phones plays and downloads; the original is what it was.
      const voiceMessage = (await owner.client.get(`/api/messages/${voice.message.id}`)).json<Message>();
      expect(voiceMessage.media).toMatchObject({
        url: `/api/media/${voice.media.id}?rendition=1`,
        download: { fileName: 'Happy birthday Maya – 2026-12-03.webm' },
        phoneDownload: {
          url: `/api/media/${voice.media.id}?rendition=1`,
          fileName: 'Happy birthday Maya – 2026-12-03.m4a',
          contentType: 'audio/mp4',
        },
      });
      const m4a = await owner.client.get(voiceMessage.media!.phoneDownload!.url);
      expect([m4a.statusCode, m4a.headers['content-type']]).toEqual([200, 'audio/mp4']);
      expect(probe(m4a.rawPayload)).toEqual({ format: 'mov,mp4,m4a,3gp,3g2,mj2', codecs: 'aac' });
      expect(m4a.rawPayload.subarray(8, 11).toString()).toBe('M4A'); // the brand phones file as audio
      const videoMessage = (await owner.client.get(`/api/messages/${video.message.id}`)).json<Message>();
      expect(videoMessage.media?.phoneDownload).toEqual({
        url: `/api/media/${video.media.id}?rendition=1`,
        fileName: 'Our first home a tour – 2026-12-03.mp4',
        contentType: 'video/mp4',
      });
      const mp4 = await owner.client.get(videoMessage.media!.phoneDownload!.url);
      expect(mp4.headers['content-type']).toBe('video/mp4');
      expect(probe(mp4.rawPayload).codecs).toBe('h264,aac');
      const part = await owner.client.get(videoMessage.media!.url, { range: 'bytes=0-99' });
      expect([part.statusCode, part.rawPayload.equals(mp4.rawPayload.subarray(0, 100))]).toEqual([206, true]);
      expect((await owner.client.get(`/api/media/${voice.media.id}`)).rawPayload.equals(originals.voice)).toBe(true);
      expect((await owner.client.get(`/api/media/${video.media.id}`)).rawPayload.equals(iphoneHevc)).toBe(true);
      const stranger = await buildUser(app());
      expect((await stranger.client.get(voiceMessage.media!.phoneDownload!.url)).statusCode).toBe(404);

      // The recipient: both downloads, named by the server as the owner's page names them.
      now += 3 * DAY;
      const receivedBefore = smtp.received.length;
      await app().jobs.runDeliveryTick();
      await app().jobs.sendDueEmails();
      const email = smtp.received
        .slice(receivedBefore)
        .find((each) => each.to === 'maya@example.com' && each.subject.includes('Happy'))!;
      const token = findLink(email, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      const maya = new TestClient(app(), '10.9.0.1');
      const delivered = (await maya.get(`/api/shared/${token}`)).json<DeliveredMessage>();
      expect(delivered.media).toEqual({
        contentType: 'audio/webm',
        durationMs: voice.media.durationMs,
        url: `/api/shared/${token}/media?rendition=1`,
        download: {
          url: `/api/shared/${token}/media?download=1`,
          fileName: 'Happy birthday Maya – 2026-12-03.webm',
          contentType: 'audio/webm',
        },
        phoneDownload: {
          url: `/api/shared/${token}/media?rendition=1&download=1`,
          fileName: 'Happy birthday Maya – 2026-12-03.m4a',
          contentType: 'audio/mp4',
        },
      });
      const phoneFile = await maya.get(delivered.media!.phoneDownload!.url);
      expect(phoneFile.headers['content-type']).toBe('audio/mp4');
      expect(attachmentName(phoneFile.headers['content-disposition'])).toBe('Happy birthday Maya – 2026-12-03.m4a');
      expect(phoneFile.rawPayload.equals(m4a.rawPayload)).toBe(true);
      const original = await maya.get(delivered.media!.download!.url);
      expect(attachmentName(original.headers['content-disposition'])).toBe('Happy birthday Maya – 2026-12-03.webm');
      expect(original.rawPayload.equals(originals.voice)).toBe(true);
    });

    it('changes nothing when a finished job runs again', async () => {
      const owner = await buildUser(app());
      const { media } = await scheduleMessage(owner, 'Run twice', 'voice', voiceWebm);
      await runRenditions();
      const storedFiles = () => {
        const folder = path.join(context().config.dataDir, 'media', 'media', media.id, 'rendition');
        return readdirSync(folder).map((name) => {
          const file = path.join(folder, name);
          return { name, bytes: readFileSync(file).toString('base64'), modifiedAt: statSync(file).mtimeMs };
        });
      };
      const rowOf = () => context().db.selectFrom('media').selectAll().where('id', '=', media.id).executeTakeFirst();
      const [filesBefore, rowBefore] = [storedFiles(), await rowOf()];
      expect(rowBefore).toMatchObject({ rendition_status: 'done' });
      expect(filesBefore.length).toBeGreaterThan(0);

      now += DAY;
      await context()
        .db.updateTable('jobs')
        .set({ status: 'pending', run_at: new Date(now).toISOString() })
        .where('id', '=', `media.render:${media.id}`)
        .execute();
      expect(await runRenditions()).toBe(1);
      expect(await rowOf()).toEqual(rowBefore);
      expect(storedFiles()).toEqual(filesBefore);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
