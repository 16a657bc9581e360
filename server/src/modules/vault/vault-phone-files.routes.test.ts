/**
 * Real files from real phones (docs/product/memory-vault.md "Media kinds"): each is made in setup
 * with Debian's tools (ffmpeg with x265/x264, libheif's heif-enc, sharp) the way the phone writes
 * it, uploaded over tus, and must come back with its preview and playable bytes — on SQLite and
 * PostgreSQL. Also: a PDF's text is searchable like a transcript (docs/product/memory-vault.md
 * "Search").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VAULT_ITEM_ID_HEADER, VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixtureDir = path.resolve(import.meta.dirname, '../../../test/fixtures');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'phone-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const file = (name: string) => path.join(scratch, name);
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
/** Two seconds of a test picture and a tone, as a phone camera's container and codecs. */
const TEST_CLIP = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'];

/**
 * A PDF of `pages` pages that are pictures, as a scanner makes them: every page shows the same JPEG
 * (one image object), so 300 pages weigh little. Objects: 1 catalog, 2 pages, 3 image, 4 content,
 * then one page object each.
 */
function scannedPdf(jpeg: Buffer, width: number, height: number, pages: number): Buffer {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`;
  const pageIds = Array.from({ length: pages }, (_, index) => 5 + index);
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Count ${pages} /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] >>`],
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    ...pageIds.map(() => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
        '/Resources << /XObject << /Scan 3 0 R >> >> /Contents 4 0 R >>',
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    for (const piece of [`${index + 1} 0 obj\n`, ...object, '\nendobj\n']) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece, 'latin1');
      parts.push(bytes);
      length += bytes.length;
    }
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

beforeAll(async () => {
  // iPhone photos: HEVC-coded HEIC with the JPEG fixtures' EXIF (date, GPS; orientation 6).
  execFileSync('heif-enc', ['-q', '40', path.join(fixtureDir, 'photo.jpg'), '-o', file('iphone.heic')]);
  execFileSync('heif-enc', ['-q', '40', path.join(fixtureDir, 'photo-rotated.jpg'), '-o', file('rotated.heic')]);
  // iPhone videos (HEVC tagged hvc1 as iOS writes it, and H.264), Android MP4 and 3GP (H.263 + AAC).
  ffmpeg(
    ...TEST_CLIP,
    '-t',
    '2',
    '-c:v',
    'libx265',
    '-tag:v',
    'hvc1',
    '-x265-params',
    'log-level=error',
    '-c:a',
    'aac',
    '-pix_fmt',
    'yuv420p',
    file('iphone-hevc.mov'),
  );
  ffmpeg(...TEST_CLIP, '-t', '2', '-c:v', 'libx264', '-c:a', 'aac', '-pix_fmt', 'yuv420p', file('iphone-h264.mov'));
  ffmpeg(...TEST_CLIP, '-t', '2', '-c:v', 'libx264', '-c:a', 'aac', '-pix_fmt', 'yuv420p', file('android.mp4'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=176x144:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=8000',
    '-t',
    '2',
    '-c:v',
    'h263',
    '-c:a',
    'aac',
    '-ac',
    '1',
    file('android.3gp'),
  );
  // Voice memos: iPhone's AAC in M4A, WhatsApp's Opus in Ogg.
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:a', 'aac', file('voice-memo.m4a'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '2',
    '-c:a',
    'libopus',
    file('whatsapp.opus'),
  );
}, 60_000);

async function upload(client: TestClient, bytes: Buffer, filename: string) {
  const response = await uploadWithTus(client, bytes, { filename, filetype: '' }, 4 * 1024 * 1024);
  expect(response.statusCode, response.body).toBe(204);
  const id = response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  return (await client.get(`/api/vault/items/${id}`)).json<VaultItem>();
}

const uploadFile = (client: TestClient, name: string) => upload(client, readFileSync(file(name)), name);

/** ffprobe's codec names of a file's first video and audio streams, e.g. "h264,aac". */
function codecsOf(bytes: Buffer): string {
  const probed = file(`probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(probed, bytes);
  const output = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name',
    '-of',
    'csv=p=0',
    probed,
  ]);
  return output.toString().trim().split('\n').join(',');
}

/** The preview is a WebP within 480 px; returns its size. */
async function expectPreview(client: TestClient, item: VaultItem) {
  const preview = await client.get(item.previewUrl!);
  expect(preview.headers['content-type']).toBe('image/webp');
  const { width, height } = await sharp(preview.rawPayload).metadata();
  expect(Math.max(width!, height!)).toBeLessThanOrEqual(480);
  return { width: width!, height: height! };
}

/** The original comes back byte for byte, and a range of it as 206. */
async function expectPlayable(client: TestClient, item: VaultItem, original: Buffer) {
  const whole = await client.get(item.fileUrl);
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.equals(original)).toBe(true);
  const part = await client.get(item.fileUrl, { range: 'bytes=100-199' });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload.equals(original.subarray(100, 200))).toBe(true);
}

describeEachDatabase('files from real phones', (context) => {
  it('keeps iPhone HEIC photos with their preview, date, location and rotation', async () => {
    const { client } = await buildUser(context().app);
    const jpeg = await upload(client, readFileSync(path.join(fixtureDir, 'photo.jpg')), 'photo.jpg');
    const heic = await uploadFile(client, 'iphone.heic');
    expect(heic).toMatchObject({ kind: 'photo', contentType: 'image/heic', width: 1600, height: 1200 });
    expect(heic.takenAt).toBe(jpeg.takenAt);
    expect(heic.takenAt).not.toBeNull();
    expect(heic.hasLocation).toBe(true);
    expect(await expectPreview(client, heic)).toEqual({ width: 480, height: 360 });

    const rotated = await uploadFile(client, 'rotated.heic');
    expect(rotated).toMatchObject({ kind: 'photo', contentType: 'image/heic', width: 200, height: 300 });
    expect(await expectPreview(client, rotated)).toEqual({ width: 200, height: 300 });
  });

  it('keeps iPhone and Android videos with a poster, their duration and the original bytes; HEVC and H.263 get a playable H.264 copy from a queued job', async () => {
    const { client } = await buildUser(context().app);
    const videos: Record<string, VaultItem> = {};
    for (const [name, contentType, width, rendition] of [
      ['iphone-hevc.mov', 'video/quicktime', 320, 'pending'],
      ['iphone-h264.mov', 'video/quicktime', 320, null],
      ['android.mp4', 'video/mp4', 320, null],
      ['android.3gp', 'video/3gpp', 176, 'pending'],
    ] as const) {
      const video = await uploadFile(client, name);
      videos[name] = video;
      expect(video, name).toMatchObject({ kind: 'video', contentType, rendition });
      expect(video.playbackUrl, name).toBe(video.fileUrl);
      if (rendition === 'pending')
        expect((await client.get(`${video.fileUrl}?rendition=1`)).json()).toEqual({
          message: VAULT_MESSAGES.noRendition,
        });
      expect(video.width, name).toBe(width);
      expect(video.durationMs, name).toBeGreaterThanOrEqual(1900);
      expect(video.durationMs, name).toBeLessThanOrEqual(2100);
      expect(video.waveform!.length, name).toBeGreaterThan(10);
      await expectPreview(client, video);
      await expectPlayable(client, video, readFileSync(file(name)));
    }

    let rendered = 0;
    while (await context().app.jobs.runRenditionJob()) rendered++;
    expect(rendered).toBe(2);
    for (const name of ['iphone-hevc.mov', 'android.3gp']) {
      const video = (await client.get(`/api/vault/items/${videos[name]!.id}`)).json<VaultItem>();
      expect(video, name).toMatchObject({ rendition: 'done', playbackUrl: `${video.fileUrl}?rendition=1` });
      const playable = await client.get(video.playbackUrl);
      expect(playable.headers['content-type'], name).toBe('video/mp4');
      expect(codecsOf(playable.rawPayload), name).toBe('h264,aac');
      const part = await client.get(video.playbackUrl, { range: 'bytes=0-99' });
      expect(part.statusCode, name).toBe(206);
      expect(part.rawPayload.equals(playable.rawPayload.subarray(0, 100)), name).toBe(true);
      // The original is never altered.
      await expectPlayable(client, video, readFileSync(file(name)));
      const stranger = (await buildUser(context().app)).client;
      expect((await stranger.get(video.playbackUrl)).statusCode).toBe(404);
    }
  });

  it('keeps iPhone voice memos (M4A) and WhatsApp voice notes (Opus) with a waveform', async () => {
    const { client } = await buildUser(context().app);
    for (const [name, contentType] of [
      ['voice-memo.m4a', 'audio/x-m4a'],
      ['whatsapp.opus', 'audio/ogg; codecs=opus'],
    ] as const) {
      const memo = await uploadFile(client, name);
      expect(memo, name).toMatchObject({ kind: 'audio', contentType, previewUrl: null });
      expect(memo.durationMs, name).toBeGreaterThanOrEqual(1900);
      expect(memo.durationMs, name).toBeLessThanOrEqual(2100);
      // ffmpeg's sine source is a steady tone at 1/8 of full scale: every slice of the waveform shows it.
      expect(Math.min(...memo.waveform!.slice(2, -2)), name).toBeGreaterThan(0.1);
      const part = await client.get(memo.fileUrl, { range: 'bytes=0-99' });
      expect(part.statusCode, name).toBe(206);
    }
  });

  it('previews only the first page of a 300-page scanned PDF, and a 40-megapixel photo', async () => {
    const { client } = await buildUser(context().app);
    const page = await sharp({ create: { width: 850, height: 1100, channels: 3, background: '#ffffff' } })
      .composite([
        { input: { create: { width: 600, height: 200, channels: 3, background: '#000000' } }, top: 100, left: 120 },
      ])
      .jpeg({ quality: 60 })
      .toBuffer();
    const started = performance.now();
    const scan = await upload(client, scannedPdf(page, 850, 1100, 300), 'scan.pdf');
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(scan).toMatchObject({ kind: 'document', pageCount: 300 });
    expect(await expectPreview(client, scan)).toEqual({ width: 371, height: 480 });

    const large = await sharp({ create: { width: 7744, height: 5184, channels: 3, background: '#87ceeb' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const photo = await upload(client, large, 'large.jpg');
    expect(photo).toMatchObject({ kind: 'photo', width: 7744, height: 5184 });
    expect(await expectPreview(client, photo)).toEqual({ width: 480, height: 321 });
  });

  it('finds a PDF by the words inside it, for its owner only', async () => {
    const { client } = await buildUser(context().app);
    const document = await upload(client, readFileSync(path.join(fixtureDir, 'document.pdf')), 'recipe.pdf');
    const search = async (searcher: TestClient, q: string) =>
      (await searcher.get(`/api/vault/items?q=${encodeURIComponent(q)}`))
        .json<{ items: VaultItem[] }>()
        .items.map((item) => item.id);
    expect(await search(client, 'cinnamon')).toEqual([document.id]); // page one
    expect(await search(client, 'forty minutes')).toEqual([document.id]); // page two
    expect(await search(client, 'cinnamon bananas')).toEqual([]);
    const stranger = (await buildUser(context().app)).client;
    expect(await search(stranger, 'cinnamon')).toEqual([]);
  });
});
