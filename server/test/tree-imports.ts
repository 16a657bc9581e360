/**
 * A GEDCOM or GEDZIP import through the API, as the import page makes it: upload (preview), run, the
 * queued import job run once here, and the import's outcome read back; and a GEDZIP that carries a
 * real recording.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportPreview, TreeImport } from '@heirloom/common/contracts/family-tree';
import { writeGedzip } from '../src/lib/gedcom/gedzip';
import type { TestClient } from './test-app';

/** The real speech recording a GEDZIP carries (test/fixtures/voice-note.wav). */
export const VOICE_NOTE = readFileSync(path.resolve(import.meta.dirname, 'fixtures', 'voice-note.wav'));

/** A GEDZIP whose one individual, Rose Rivera, has a multimedia object holding VOICE_NOTE ("Rose speaking"). */
export async function gedzipWithRecording(): Promise<Buffer> {
  const gedcom = [
    '0 HEAD', '1 GEDC', '2 VERS 7.0',
    '0 @I1@ INDI', '1 NAME Rose /Rivera/', '1 OBJE @O1@',
    '0 @O1@ OBJE', '1 FILE voice-note.wav', '2 FORM audio/wav', '3 MEDI AUDIO', '2 TITL Rose speaking',
    '0 TRLR', '',
  ].join('\n'); // prettier-ignore
  const file = path.join(os.tmpdir(), `gedzip-voice-${randomUUID()}.gdz`);
  try {
    await writeGedzip(file, gedcom, [{ name: 'voice-note.wav', open: async () => Readable.from(VOICE_NOTE) }]);
    return readFileSync(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/** Imports `content` as file `name` for `client`; returns the preview and the finished import. */
export async function importTreeThroughApi(app: FastifyInstance, client: TestClient, name: string, content: Buffer) {
  const upload = await client.upload('/api/family-trees/imports', { name, type: 'application/octet-stream', content });
  expect(upload.statusCode, upload.body).toBe(201);
  const preview = upload.json<ImportPreview>();
  expect((await client.post(`/api/family-trees/imports/${preview.id}/run`)).statusCode).toBe(202);
  expect(await app.jobs.runTreeImportJob()).toBe(true);
  const outcome = (await client.get(`/api/family-trees/imports/${preview.id}`)).json<TreeImport>();
  return { preview, outcome };
}
