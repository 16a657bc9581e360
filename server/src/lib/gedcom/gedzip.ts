import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { GedcomSyntaxError } from './gedcom-node';
import { encodeGedcom } from './gedcom-serialize';

/** The GEDCOM file's name inside a GEDZIP archive (GEDCOM 7.0 §3.1 "GEDZIP"). */
export const GEDZIP_GEDCOM_NAME = 'gedcom.ged';

/** An open GEDZIP archive: the GEDCOM file's bytes and a way to copy out each other file. */
export interface OpenGedzip {
  gedcom: Buffer;
  /** Names of the files beside gedcom.ged (folders left out), as stored (UTF-8, "/" separators). */
  fileNames: string[];
  /** Copies one file of the archive to `destinationPath`; resolves with its size in bytes. */
  extractFile(name: string, destinationPath: string): Promise<number>;
  close(): void;
}

/**
 * Opens a GEDZIP archive (a ZIP with gedcom.ged at its root and the media it names) with yauzl.
 * @param maxGedcomBytes a gedcom.ged bigger than this is refused before it is read
 * @throws GedcomSyntaxError when it is not a ZIP or has no gedcom.ged
 */
export async function openGedzip(path: string, maxGedcomBytes: number): Promise<OpenGedzip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) =>
      error || !file ? reject(new GedcomSyntaxError('This GEDZIP file is not a readable ZIP archive.')) : resolve(file),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  const openEntry = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
    );
  const gedcomEntry = entries.get(GEDZIP_GEDCOM_NAME);
  if (!gedcomEntry) {
    zip.close();
    throw new GedcomSyntaxError('This GEDZIP archive has no gedcom.ged at its root.');
  }
  if (gedcomEntry.uncompressedSize > maxGedcomBytes) {
    zip.close();
    throw new GedcomSyntaxError('The GEDCOM file inside this archive is too large.');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(gedcomEntry)) chunks.push(chunk as Buffer);
  entries.delete(GEDZIP_GEDCOM_NAME);
  return {
    gedcom: Buffer.concat(chunks),
    fileNames: [...entries.keys()],
    async extractFile(name, destinationPath) {
      const entry = entries.get(name);
      if (!entry) throw new GedcomSyntaxError(`The archive has no file named ${name}.`);
      await pipeline(await openEntry(entry), createWriteStream(destinationPath));
      return entry.uncompressedSize;
    },
    close: () => zip.close(),
  };
}

/** A file to put in a GEDZIP archive beside gedcom.ged. */
export interface GedzipFile {
  name: string;
  open(): Promise<Readable>;
}

/**
 * Writes a GEDZIP archive (yazl) to `destinationPath`: gedcom.ged (7.0 text, written with its
 * byte-order mark) first, then each file, read one at a time so memory stays flat whatever the media's size.
 */
export async function writeGedzip(destinationPath: string, gedcomText: string, files: GedzipFile[]): Promise<void> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(destinationPath));
  zip.addBuffer(encodeGedcom(gedcomText, '7.0'), GEDZIP_GEDCOM_NAME);
  for (const file of files) {
    const stream = await file.open();
    await new Promise<void>((resolve, reject) => {
      stream.once('end', resolve).once('error', reject);
      zip.addReadStream(stream, file.name);
    });
  }
  zip.end();
  await written;
}
