/**
 * The GEDCOM import's jobs beyond the import itself (docs/product/family-tree.md "GEDCOM import"),
 * on SQLite and PostgreSQL: a recording a GEDZIP brings into the vault is transcribed by the
 * vault's own `vault.transcribe` job, and previews never run are deleted with their upload a day
 * after they were made.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ImportPreview, TreeDetail, TreeImport } from '@heirloom/common/contracts/family-tree';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { expectWaitingForRoom, FREE_ALLOWANCE_BYTES, keepStoredBytes } from '../../../test/storage-allowance';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { gedzipWithRecording } from '../../../test/tree-imports';

const HOUR_MS = 60 * 60 * 1000;
let now = Date.parse('2026-11-26T10:00:00Z');
const clock = { now: () => new Date(now) };

const SMALL_GEDCOM = Buffer.from('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n');

describeEachDatabase(
  'family tree import jobs',
  (context) => {
    const app = () => context().app;
    const uploadOf = (id: string) => path.join(context().config.dataDir, 'media', 'gedcom-imports', id);

    async function preview(client: TestClient, name: string, content: Buffer) {
      const upload = await client.upload('/api/family-trees/imports', {
        name,
        type: 'application/octet-stream',
        content,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      return upload.json<ImportPreview>();
    }

    async function run(client: TestClient, importId: string) {
      const started = await client.post(`/api/family-trees/imports/${importId}/run`);
      expect(started.statusCode, started.body).toBe(202);
      expect(await app().jobs.runTreeImportJob()).toBe(true);
      const outcome = (await client.get(`/api/family-trees/imports/${importId}`)).json<TreeImport>();
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 'done' });
      return outcome;
    }

    it('transcribes a recording a GEDZIP brings into the vault, as a vault upload is', async () => {
      const { client } = await buildUser(app());
      const gedzip = await preview(client, 'rivera.gdz', await gedzipWithRecording());
      expect(gedzip.counts).toMatchObject({ media: 1, mediaFilesInArchive: 1 });
      const { treeId } = await run(client, gedzip.id);
      const detail = (await client.get(`/api/family-trees/${treeId}`)).json<TreeDetail>();
      const itemId = detail.mediaObjects[0]!.files[0]!.vaultItemId!;
      const queued = (await client.get(`/api/vault/items/${itemId}`)).json<VaultItem>();
      expect(queued).toMatchObject({ kind: 'audio', transcript: { status: 'pending' } });

      while (await app().jobs.runTranscriptionJob());
      const done = (await client.get(`/api/vault/items/${itemId}`)).json<VaultItem>();
      expect(done.transcript).toMatchObject({ status: 'done', provider: 'pocketsphinx' });
      expect(done.transcript!.text).toMatch(/remember/);
      // The spoken words are searchable, as for the vault's own recordings ("summer" is not in the title).
      const found = (await client.get('/api/vault/items?q=summer')).json<{ items: VaultItem[] }>().items;
      expect(found.map((item) => item.id)).toEqual([itemId]);
    }, 120_000);

    it('holds back a GEDZIP whose files have no room in the storage allowance, and runs it on Complete Legacy', async () => {
      const { client, user } = await buildUser(app());
      const archive = await gedzipWithRecording();
      const kept = FREE_ALLOWANCE_BYTES - archive.length + 1;
      await keepStoredBytes(context().db, user.id, kept);
      const gedzip = await preview(client, 'rivera.gdz', archive);
      const refused = await client.post(`/api/family-trees/imports/${gedzip.id}/run`);
      expectWaitingForRoom(refused, kept, archive.length);
      expect((await client.get(`/api/family-trees/imports/${gedzip.id}`)).json<TreeImport>().status).toBe('previewed');

      const bought = await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' });
      expect(bought.statusCode, bought.body).toBe(201);
      await run(client, gedzip.id);
    });

    it('deletes a preview never run a day later with its upload, and keeps run and fresh ones', async () => {
      const { client } = await buildUser(app());
      const abandoned = await preview(client, 'abandoned.ged', SMALL_GEDCOM);
      const ran = await preview(client, 'ran.ged', SMALL_GEDCOM);
      await run(client, ran.id);
      now += 25 * HOUR_MS;
      const fresh = await preview(client, 'fresh.ged', SMALL_GEDCOM);
      // A staged copy a crash left behind while the preview was read.
      const leftover = path.join(context().config.dataDir, 'staging', `gedcom-${abandoned.id}`);
      writeFileSync(leftover, SMALL_GEDCOM);
      expect(existsSync(uploadOf(abandoned.id))).toBe(true);

      expect(await app().jobs.runImportCleanup()).toBe(1);
      expect((await client.get(`/api/family-trees/imports/${abandoned.id}`)).statusCode).toBe(404);
      expect((await client.post(`/api/family-trees/imports/${abandoned.id}/run`)).statusCode).toBe(404);
      expect(existsSync(uploadOf(abandoned.id))).toBe(false);
      expect(existsSync(leftover)).toBe(false);
      expect((await client.get(`/api/family-trees/imports/${ran.id}`)).json<TreeImport>()).toMatchObject({
        status: 'done',
      });
      expect((await client.get(`/api/family-trees/imports/${fresh.id}`)).json<TreeImport>()).toMatchObject({
        status: 'previewed',
      });
      expect(existsSync(uploadOf(fresh.id))).toBe(true);
      expect(await app().jobs.runImportCleanup()).toBe(0);

      // The fresh preview can still be run; the day after, nothing of it is left to clean.
      await run(client, fresh.id);
      now += 25 * HOUR_MS;
      expect(await app().jobs.runImportCleanup()).toBe(0);
      expect((await client.get(`/api/family-trees/imports/${fresh.id}`)).statusCode).toBe(200);
    });
  },
  { clock },
);
