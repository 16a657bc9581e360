/**
 * The one preview format of the vault: a WebP that fits a 480×480 px box, shared by photos, video
 * posters and PDF first pages so every preview looks and weighs alike.
 */
import sharp from 'sharp';

/** Longest side of every preview, in px. */
export const PREVIEW_MAX_SIDE_PX = 480;

/**
 * Largest picture decoded, in pixels (200 MP, the largest phone sensors): a bigger or forged size is
 * refused before decoding, so a preview's memory stays bounded (sharp's limitInputPixels; JPEGs are
 * also shrunk while they are decoded, so a 40 MP photo never lies in memory at full size).
 */
export const MAX_INPUT_PIXELS = 200_000_000;

/** WebP quality (0–100): small files that still look sharp at preview size. */
const PREVIEW_WEBP_QUALITY = 80;

/**
 * Encodes an image (a file path or encoded bytes) as a WebP within 480×480 px, aspect ratio kept, EXIF
 * orientation applied, never enlarged, without any metadata (sharp strips it unless asked to keep it).
 * @throws Error from sharp when the input is not an image it can decode
 */
export function encodeWebpPreview(input: string | Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({
      width: PREVIEW_MAX_SIDE_PX,
      height: PREVIEW_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: PREVIEW_WEBP_QUALITY })
    .toBuffer();
}
