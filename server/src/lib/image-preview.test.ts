import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImagePreview, IMAGE_UNREADABLE_MESSAGE } from './image-preview';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test/fixtures', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'image-preview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** WebP files start with "RIFF", a 4-byte size, then "WEBP". */
const isWebp = (bytes: Buffer) => bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP';

describe('createImagePreview', () => {
  it('makes a 480 px WebP of a photo and reads its size, date taken and location', async () => {
    const preview = await createImagePreview(fixture('photo.jpg'));

    expect(isWebp(preview.thumbnail)).toBe(true);
    const thumbnail = await sharp(preview.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
    expect(thumbnail.exif).toBeUndefined();
    expect(preview).toMatchObject({
      width: 1600,
      height: 1200,
      takenAt: '2019-07-14T15:30:00.000Z', // no OffsetTimeOriginal: taken as UTC
      hasLocation: true,
    });
  });

  it('applies EXIF orientation and the offset of the date taken', async () => {
    const preview = await createImagePreview(fixture('photo-rotated.jpg'));

    const thumbnail = await sharp(preview.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([200, 300]); // stored 300×200, Orientation 6
    expect(thumbnail.orientation).toBeUndefined();
    expect(preview).toMatchObject({
      width: 200,
      height: 300,
      takenAt: '2020-01-02T01:04:05.000Z', // 03:04:05 at +02:00
      hasLocation: false,
    });
  });

  it('rejects a file that is not an image with a sentence a person can read', async () => {
    const textFile = path.join(scratch, 'notes.jpg');
    writeFileSync(textFile, 'Remember to call grandma on Sunday.\n');

    await expect(createImagePreview(textFile)).rejects.toThrow(IMAGE_UNREADABLE_MESSAGE);
  });
});
