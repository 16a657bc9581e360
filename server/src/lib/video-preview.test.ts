import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createVideoPoster, VIDEO_UNREADABLE_MESSAGE } from './video-preview';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test/fixtures', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'video-preview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('createVideoPoster', () => {
  it('grabs a WebP poster that shows a picture, with the size and duration of the video', async () => {
    const { poster, width, height, durationMs } = await createVideoPoster(fixture('video.mp4'));

    expect(poster.toString('ascii', 0, 4)).toBe('RIFF');
    expect(poster.toString('ascii', 8, 12)).toBe('WEBP');
    const metadata = await sharp(poster).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 240]); // fits 480×480, never enlarged
    const { channels } = await sharp(poster).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10); // not a blank frame
    expect({ width, height, durationMs }).toEqual({ width: 320, height: 240, durationMs: 4000 });
  });

  it('rejects a file without pictures with a sentence a person can read', async () => {
    const textFile = path.join(scratch, 'notes.mp4');
    writeFileSync(textFile, 'Remember to call grandma on Sunday.\n');

    await expect(createVideoPoster(textFile)).rejects.toThrow(VIDEO_UNREADABLE_MESSAGE);
    await expect(createVideoPoster(fixture('speech.wav'))).rejects.toThrow(VIDEO_UNREADABLE_MESSAGE);
  });
});
