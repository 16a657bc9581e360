/**
 * Photo previews: a small WebP thumbnail plus the facts the vault shows beside it (size, date taken,
 * whether the photo carries a location), all read with sharp.
 */
import sharp from 'sharp';
import { readExifDetails } from './image-exif';
import { encodeWebpPreview, MAX_INPUT_PIXELS } from './webp-preview';

export interface ImagePreview {
  /** WebP within 480×480 px, EXIF orientation applied, no metadata. */
  thumbnail: Buffer;
  /** Width of the original as displayed (after EXIF orientation), in px. */
  width: number;
  /** Height of the original as displayed (after EXIF orientation), in px. */
  height: number;
  /** EXIF DateTimeOriginal as an ISO-8601 instant; without OffsetTimeOriginal the time is taken as UTC. */
  takenAt: string | null;
  /** True when the EXIF GPS block holds a latitude and a longitude. */
  hasLocation: boolean;
}

export const IMAGE_UNREADABLE_MESSAGE =
  'This file could not be read as a picture. It may be damaged or in a format we do not support.';

/**
 * Makes the preview of the image at `inputPath` (a plaintext file on local disk): any format sharp
 * decodes (JPEG, PNG, WebP, GIF, AVIF, TIFF; an iPhone's HEVC-coded HEIC goes through lib/heif-image.ts
 * first, as sharp's bundled libvips has no HEVC), up to MAX_INPUT_PIXELS. Dates follow readExifDetails: no zone in EXIF means UTC.
 * @throws Error with IMAGE_UNREADABLE_MESSAGE (sharp's error as `cause`) when the file is not a readable image
 */
export async function createImagePreview(inputPath: string): Promise<ImagePreview> {
  try {
    const metadata = await sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const thumbnail = await encodeWebpPreview(inputPath);
    return {
      thumbnail,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      ...readExifDetails(metadata.exif),
    };
  } catch (error) {
    throw new Error(IMAGE_UNREADABLE_MESSAGE, { cause: error });
  }
}
