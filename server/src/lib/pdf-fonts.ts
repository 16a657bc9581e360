/**
 * The fonts every printed PDF embeds (PDFKit): Debian's DejaVu Sans and Serif cover Latin with
 * every accent, Greek, Cyrillic, Hebrew and Arabic letters; runs of Chinese, Japanese or Korean
 * text are set in Droid Sans Fallback, so names in any of these scripts print as written. PDFKit
 * embeds the subset of each font a document uses.
 */
import { existsSync } from 'node:fs';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';

/** Font name in the document → file. */
export const PDF_FONT_FILES = {
  regular: `${DEJAVU}/DejaVuSans.ttf`,
  bold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
  serif: `${DEJAVU}/DejaVuSerif.ttf`,
  'serif-bold': `${DEJAVU}/DejaVuSerif-Bold.ttf`,
  'serif-italic': `${DEJAVU}/DejaVuSerif-Italic.ttf`,
  cjk: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
} as const;
export type PdfFontName = keyof typeof PDF_FONT_FILES;

/** The Debian packages the fonts come from, named when one is missing. */
export const PDF_FONT_PACKAGES = 'fonts-dejavu-core fonts-droid-fallback';

/** Chinese, Japanese and Korean characters, which the DejaVu fonts lack. */
export const CJK_RUN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]+)/u;

/**
 * Registers every font of PDF_FONT_FILES with `doc` under its name.
 * @throws Error naming the Debian packages when a font file is not installed
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const missing = Object.values(PDF_FONT_FILES).filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(`Fonts missing (${missing.join(', ')}): apt-get install ${PDF_FONT_PACKAGES}`);
  for (const [name, file] of Object.entries(PDF_FONT_FILES)) doc.registerFont(name, file);
}

/**
 * `text` split into runs, each with the font that draws it: `font` for most scripts, `cjk` for
 * Chinese, Japanese and Korean.
 */
export function fontRuns(text: string, font: PdfFontName): { text: string; font: PdfFontName }[] {
  return text
    .split(CJK_RUN)
    .filter((run) => run !== '')
    .map((run) => ({ text: run, font: CJK_RUN.test(run) ? 'cjk' : font }));
}
