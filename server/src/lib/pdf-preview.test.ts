import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_UNREADABLE_MESSAGE, renderPdfFirstPage } from './pdf-preview';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test/fixtures', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'pdf-preview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('renderPdfFirstPage', () => {
  it('renders the first page as a 480 px WebP and counts the pages', async () => {
    const { preview, pageCount } = await renderPdfFirstPage(fixture('document.pdf'));

    expect(preview.toString('ascii', 0, 4)).toBe('RIFF');
    expect(preview.toString('ascii', 8, 12)).toBe('WEBP');
    const metadata = await sharp(preview).metadata();
    expect(metadata.height).toBe(480);
    expect(metadata.width).toBeCloseTo((480 * 595) / 842, -1); // A4 portrait
    const { channels } = await sharp(preview).stats();
    expect(channels[0]!.min).toBeLessThan(128); // dark text on the white page
    expect(pageCount).toBe(2);
  });

  it('rejects a file that is not a PDF with a sentence a person can read', async () => {
    const textFile = path.join(scratch, 'notes.pdf');
    writeFileSync(textFile, 'Remember to call grandma on Sunday.\n');

    await expect(renderPdfFirstPage(textFile)).rejects.toThrow(PDF_UNREADABLE_MESSAGE);
  });
});
