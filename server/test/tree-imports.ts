/**
 * A GEDCOM or GEDZIP import through the API, as the import page makes it: upload (preview), run, the
 * queued import job run once here, and the import's outcome read back.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportPreview, TreeImport } from '@heirloom/common/contracts/family-tree';
import type { TestClient } from './test-app';

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
