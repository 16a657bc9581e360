/** Unpacking the ZIPs the app hands out (the account export), as a person would before browsing them. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';

/** Extracts every file of the ZIP at `zipPath` into a new folder; returns the folder. */
export async function extractZip(zipPath: string): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-export-'));
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true }, (error, file) => (error || !file ? reject(error) : resolve(file))),
  );
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const target = path.join(folder, ...entry.fileName.split('/'));
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return folder;
}
