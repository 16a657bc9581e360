/**
 * Uploads and playback of message recordings: sniffing, size bound, aborted uploads, ranges,
 * ownership.
 */
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { MediaInfo } from '@heirloom/common/contracts/messages';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { MEDIA_ERRORS } from './media.service';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

/** Every file under the media store, staging included. */
const storedFiles = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describeEachDatabase(
  'media',
  (context) => {
    it('stores a real speech recording with its sniffed type and duration, and plays it with ranges', async () => {
      const { client } = await buildUser(context().app);
      const upload = await client.upload('/api/media', {
        name: 'grandpa.wav',
        type: 'application/octet-stream',
        content: fixture('speech.wav'),
      });
      expect(upload.statusCode).toBe(201);
      const media = upload.json<MediaInfo>();
      expect(media.contentType).toMatch(/^audio\/(wav|vnd\.wave|x-wav)$/);
      expect(media.sizeBytes).toBe(fixture('speech.wav').length);
      expect(media.durationMs).toBeGreaterThan(8000);
      expect(media.durationMs).toBeLessThan(11000);

      const whole = await client.get(media.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(fixture('speech.wav'))).toBe(true);
      const part = await client.get(media.url, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${media.sizeBytes}`);
      expect(part.rawPayload.equals(fixture('speech.wav').subarray(100, 200))).toBe(true);

      const stranger = await buildUser(context().app);
      expect((await stranger.client.get(media.url)).statusCode).toBe(404);
      expect((await new TestClient(context().app).get(media.url)).statusCode).toBe(401);
    });

    it('deletes the recording, row and bytes, with the message that used it', async () => {
      const { client } = await buildUser(context().app);
      const before = storedFiles(context().config.dataDir).length;
      const media = (
        await client.upload('/api/media', { name: 'v.mp3', type: 'audio/mpeg', content: fixture('speech.mp3') })
      ).json<MediaInfo>();
      const message = await client.post('/api/messages', {
        intent: 'draft',
        kind: 'voice',
        title: 'A voice to keep',
        mediaId: media.id,
        occasion: 'other',
        timeZone: 'UTC',
        recipients: [],
      });
      expect(message.statusCode).toBe(201);
      expect(storedFiles(context().config.dataDir)).toHaveLength(before + 1);
      const deleted = await client.request({ method: 'DELETE', url: `/api/messages/${message.json().id}` });
      expect(deleted.statusCode).toBe(204);
      expect(storedFiles(context().config.dataDir)).toHaveLength(before);
      expect((await client.get(media.url)).statusCode).toBe(404);
    });

    it('accepts a real video and an MP3', async () => {
      const { client } = await buildUser(context().app);
      const video = await client.upload('/api/media', {
        name: 'v.mp4',
        type: 'video/mp4',
        content: fixture('video.mp4'),
      });
      expect(video.statusCode).toBe(201);
      expect(video.json()).toMatchObject({ contentType: 'video/mp4' });
      const mp3 = await client.upload('/api/media', {
        name: 'a.mp3',
        type: 'audio/mpeg',
        content: fixture('speech.mp3'),
      });
      expect(mp3.json()).toMatchObject({ contentType: 'audio/mpeg' });
    });

    it('refuses a disguised file (by content, whatever its name and type say) and keeps nothing', async () => {
      const { client } = await buildUser(context().app);
      const before = storedFiles(context().config.dataDir).length;
      const response = await client.upload('/api/media', {
        name: 'song.mp3',
        type: 'audio/mpeg',
        content: Buffer.from('#!/bin/sh\necho this is not audio\n'.repeat(200)),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(MEDIA_ERRORS.unsupported);
      expect(storedFiles(context().config.dataDir)).toHaveLength(before);
    });

    it('refuses a file over the limit with 413 naming the limit, and keeps nothing', async () => {
      const { client } = await buildUser(context().app);
      const before = storedFiles(context().config.dataDir).length;
      const response = await client.upload('/api/media', {
        name: 'long.wav',
        type: 'audio/wav',
        content: Buffer.concat([fixture('speech.wav'), Buffer.alloc(1024 * 1024)]),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(MEDIA_ERRORS.tooLarge(1));
      expect(storedFiles(context().config.dataDir)).toHaveLength(before);
    });

    it('leaves no file behind when the upload is cut off mid-way', async () => {
      const { client } = await buildUser(context().app);
      const address = await context().app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const before = storedFiles(context().config.dataDir).length;
      const { csrfToken } = (await client.get('/api/csrf-token')).json();
      const cookie = ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
      const boundary = 'cutoffboundary';
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.write(
        `POST /api/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: 500000\r\nX-CSRF-Token: ${csrfToken}\r\nCookie: ${cookie}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      );
      socket.write(fixture('speech.wav').subarray(0, 100_000));
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(storedFiles(context().config.dataDir)).toHaveLength(before);
    });
  },
  { overrides: () => ({ maxUploadMb: 1 }) },
);
