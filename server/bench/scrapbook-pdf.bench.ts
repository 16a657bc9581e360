/**
 * Benchmark: a 40-page scrapbook with 80 photos rendered to a print-ready PDF (A4, bleed and trim
 * marks, a QR code on every fourth page) by the renderer the `scrapbook.print` job uses. Photos are
 * 80 distinct 2400×1800 JPEGs of noise (hard to compress, a worst case for decoding), written to
 * disk first and read one at a time as the job reads the vault. Peak extra memory is the process's
 * resident set above its level before rendering, sampled every 20 ms. Targets: ≤ 20 s and ≤ 300 MB
 * on the project's 2-core machine.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { renderScrapbookPdf, type PrintableScrapbook } from '../src/modules/scrapbooks';

const PAGES = 40;
const PHOTOS_PER_PAGE = 2;

/** @returns seconds, peak resident memory above the start (MB) and the PDF's size (MB) */
export async function benchmarkScrapbookPdf() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'scrapbook-bench-'));
  try {
    const photos: string[] = [];
    for (let index = 0; index < PAGES * PHOTOS_PER_PAGE; index++) {
      const file = path.join(folder, `photo-${index}.jpg`);
      await sharp({
        create: { width: 2400, height: 1800, channels: 3, background: { r: index * 3, g: 120, b: 200 - index } },
      })
        .composite([
          {
            input: await sharp({
              create: {
                width: 600,
                height: 450,
                channels: 3,
                background: '#808080',
                noise: { type: 'gaussian', mean: 128, sigma: 50 },
              },
            })
              .png()
              .toBuffer(),
            tile: true,
            blend: 'overlay',
          },
        ])
        .jpeg({ quality: 85 })
        .toFile(file);
      photos.push(file);
    }
    const book: PrintableScrapbook = {
      title: 'Benchmark: forty pages of summers — Émile, 美玲',
      ownerName: 'Marta Nováková',
      productName: 'Heirloom',
      template: findScrapbookTemplate('garden-party')!,
      pageSize: 'a4',
      withBleed: true,
      pages: Array.from({ length: PAGES }, (_, page) => ({
        layout: 'two-up' as const,
        text: page % 3 === 0 ? 'We rowed out before breakfast, when the lake was quietest.' : '',
        photos: photos.slice(page * PHOTOS_PER_PAGE, (page + 1) * PHOTOS_PER_PAGE).map((file, index) => ({
          caption: `Photo ${page * PHOTOS_PER_PAGE + index + 1}`,
          read: async () => readFileSync(file),
        })),
        recordings:
          page % 4 === 0
            ? [
                {
                  caption: 'Grandpa tells the story',
                  kind: 'audio' as const,
                  url: `https://heirloom.example/shared/s.${'A'.repeat(43)}`,
                },
              ]
            : [],
        withheld: [],
      })),
    };
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const output = path.join(folder, 'book.pdf');
    const started = performance.now();
    await renderScrapbookPdf(book, output);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      pages: PAGES,
      photos: photos.length,
      seconds,
      peakExtraMB: (peak - baseline) / 1024 / 1024,
      pdfMB: statSync(output).size / 1024 / 1024,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
