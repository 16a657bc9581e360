/**
 * Location removal for served photos (issue "Served images drop EXIF location unless the owner chose to
 * keep it"). ExifTool, shipped in the npm package exiftool-vendored.pl and run by perl, rewrites only
 * the metadata: the compressed picture is copied byte for byte, so nothing is re-encoded.
 */
import { createRequire } from 'node:module';
import sharp, { type FormatEnum } from 'sharp';
import { readExifDetails } from './image-exif';
import { runProcess } from './run-process';

export const IMAGE_LOCATION_UNREADABLE_MESSAGE =
  'This picture could not be read, so it cannot be shared. It may be damaged or in a format we do not support.';

/** Path of the ExifTool perl script inside the npm package (it exports nothing else). */
const EXIFTOOL_SCRIPT = createRequire(import.meta.url)('exiftool-vendored.pl') as string;

/**
 * ExifTool arguments: delete every EXIF GPS tag and XMP's copies of them, read stdin, write stdout.
 * -m lets minor metadata faults through; -q -q keeps warnings off stderr.
 */
const EXIFTOOL_ARGUMENTS = ['-q', '-q', '-m', '-GPS:all=', '-XMP-exif:GPS*=', '-o', '-', '-'];

/** Formats the fallback can write again, with settings that lose as little as possible. */
const FALLBACK_ENCODINGS: Partial<Record<keyof FormatEnum, object>> = {
  jpeg: { quality: 95 },
  png: { compressionLevel: 9 },
  webp: { quality: 95 },
  gif: {},
  tiff: {},
};

/**
 * Returns the image in `input` (encoded bytes) without its GPS position, in the same format.
 * Lossless: ExifTool deletes the EXIF GPS block and XMP GPS tags of JPEG, PNG, WebP, HEIC/AVIF, TIFF
 * and GIF files and keeps the rest of their metadata, orientation and date taken included (0.3–0.8 s
 * on a 2-core machine, mostly perl starting, so callers serving often should keep the result).
 * Fails closed: when ExifTool cannot write the file (or perl is missing) or GPS still reads afterwards,
 * sharp re-encodes it with no metadata at all (JPEG/WebP at quality 95, PNG/GIF/TIFF losslessly) and
 * EXIF orientation applied to the pixels, so the date taken is lost but the picture still shows upright.
 * @throws Error with IMAGE_LOCATION_UNREADABLE_MESSAGE (the tools' errors as `cause`) when neither
 *   ExifTool nor sharp can rewrite the input
 */
export async function removeImageLocation(input: Buffer): Promise<Buffer> {
  let exiftoolError: unknown;
  try {
    const output = await runProcess('perl', [EXIFTOOL_SCRIPT, ...EXIFTOOL_ARGUMENTS], { input });
    if (!(await stillHasLocation(output))) return output;
    exiftoolError = new Error('GPS data was still present after ExifTool');
  } catch (error) {
    exiftoolError = error;
  }
  try {
    return await stripAllMetadata(input);
  } catch (error) {
    throw new Error(IMAGE_LOCATION_UNREADABLE_MESSAGE, {
      cause: new AggregateError([exiftoolError, error], 'ExifTool and sharp both failed'),
    });
  }
}

/** A second look with sharp; a file sharp cannot open (HEVC-coded HEIC) is left to ExifTool's word. */
async function stillHasLocation(image: Buffer): Promise<boolean> {
  const metadata = await sharp(image)
    .metadata()
    .catch(() => undefined);
  return readExifDetails(metadata?.exif).hasLocation;
}

/** sharp writes no metadata unless asked to, so a plain re-encode drops GPS with everything else. */
async function stripAllMetadata(input: Buffer): Promise<Buffer> {
  const image = sharp(input, { animated: true });
  const { format } = await image.metadata();
  const encoding = FALLBACK_ENCODINGS[format];
  if (!encoding) throw new Error(`sharp cannot write ${format} images`);
  return image.autoOrient().toFormat(format, encoding).toBuffer();
}
