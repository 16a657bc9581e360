import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readExifDetails } from './image-exif';
import { IMAGE_LOCATION_UNREADABLE_MESSAGE, removeImageLocation } from './image-location';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));

/** The entropy-coded picture: everything from the JPEG start-of-scan marker (FF DA) on. */
const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

describe('removeImageLocation', () => {
  it('drops the GPS block of a JPEG losslessly, keeping the date taken', async () => {
    const original = fixture('photo.jpg');
    expect(readExifDetails((await sharp(original).metadata()).exif).hasLocation).toBe(true);

    const served = await removeImageLocation(original);

    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1600, 1200]);
    expect(exifReader(metadata.exif!).GPSInfo).toBeUndefined();
    expect(readExifDetails(metadata.exif)).toEqual({ takenAt: '2019-07-14T15:30:00.000Z', hasLocation: false });
    expect(scanData(served).equals(scanData(original))).toBe(true); // not re-encoded
  });

  it('keeps the EXIF orientation', async () => {
    const served = await removeImageLocation(fixture('photo-rotated.jpg'));

    expect(await sharp(served).metadata()).toMatchObject({ orientation: 6, width: 300, height: 200 });
  });

  it('drops GPS from a PNG too', async () => {
    const pngWithGps = await sharp(fixture('photo.jpg')).resize(64).png().keepExif().toBuffer();
    expect(readExifDetails((await sharp(pngWithGps).metadata()).exif).hasLocation).toBe(true);

    const served = await removeImageLocation(pngWithGps);

    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width]).toEqual(['png', 64]);
    expect(readExifDetails(metadata.exif).hasLocation).toBe(false);
  });

  it('rejects bytes that are not an image with a sentence a person can read', async () => {
    await expect(removeImageLocation(Buffer.from('Remember to call grandma on Sunday.\n'))).rejects.toThrow(
      IMAGE_LOCATION_UNREADABLE_MESSAGE,
    );
  });
});
