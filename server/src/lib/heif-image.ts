/**
 * HEIF/HEIC photos (what iPhones take, HEVC-coded): sharp's bundled libvips has no HEVC decoder, so
 * Debian's libheif with libde265 (`heif-convert`, package libheif-examples) turns them into a JPEG that
 * keeps the EXIF block (date taken, location) and the image's rotation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from './run-process';

/** JPEG quality of the decoded copy: it only feeds the preview and the metadata. */
const DECODED_JPEG_QUALITY = 90;

const DECODE_TIMEOUT_MS = 60_000;

/**
 * Decodes the HEIF image at `inputPath` (its primary image) into a JPEG in a private temporary folder,
 * calls `use` with that JPEG's path, and removes the folder whatever happens.
 * @throws Error "heif-convert is not installed", or heif-convert's message when the file cannot be decoded
 */
export async function withHeifAsJpeg<T>(inputPath: string, use: (jpegPath: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-heif-'));
  try {
    const jpegPath = path.join(folder, 'decoded.jpg');
    // An absolute path never starts with "-", so heif-convert cannot take the name for an option.
    await runProcess(
      'heif-convert',
      ['--quiet', '-q', String(DECODED_JPEG_QUALITY), path.resolve(inputPath), jpegPath],
      {
        timeoutMs: DECODE_TIMEOUT_MS,
      },
    );
    return await use(jpegPath);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
