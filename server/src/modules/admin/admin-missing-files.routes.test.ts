/**
 * Damaged files in the admin's Database tab (docs/product/admin.md "Database tab"), on SQLite and
 * PostgreSQL: a vault photo whose bytes are gone from the media store answers its owner 410 with a
 * sentence, and the administrator sees it listed with whose it is, what uses it and how often it
 * was asked for; once the bytes are back in the store it leaves the list. Only the administrator
 * reads the list.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { AdminDatabase } from '@heirloom/common/contracts/admin';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { ERROR_MESSAGES } from '../../plugins/errors';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const ADMIN_EMAIL = 'files-admin@example.com';
const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

describeEachDatabase(
  'damaged files',
  (context) => {
    const app = () => context().app;

    it('lists a file missing from the store with whose it is, and forgets it once it is back', async () => {
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const owner = await buildUser(app(), { email: 'grace@example.com' });
      const upload = await uploadWithTus(owner.client, photo, {
        filename: 'dock.jpg',
        filetype: '',
        title: 'The dock',
      });
      expect(upload.statusCode, upload.body).toBe(204);
      const itemId = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
      const { storage_key: storageKey, media_id: mediaId } = await context()
        .db.selectFrom('vault_items')
        .innerJoin('media', 'media.id', 'vault_items.media_id')
        .select(['media.storage_key', 'vault_items.media_id'])
        .where('vault_items.id', '=', itemId)
        .executeTakeFirstOrThrow();
      const listed = async () => (await admin.client.get('/api/admin/database')).json<AdminDatabase>().missingFiles;
      expect(await listed()).toEqual([]);

      // The store loses the photo's bytes (a damaged disk, a bucket restored in part).
      const folder = path.join(context().config.dataDir, 'media', storageKey);
      renameSync(folder, `${folder}.away`);
      for (let read = 0; read < 2; read++) {
        const answer = await owner.client.get(`/api/vault/items/${itemId}/file`);
        expect(answer.statusCode).toBe(410);
        expect(answer.json()).toEqual({ message: ERROR_MESSAGES.missingFile });
      }
      expect(await listed()).toEqual([
        {
          key: `${storageKey}/redacted/0`, // the copy without its EXIF location is what is served
          mediaId,
          ownerEmail: 'grace@example.com',
          contentType: 'image/jpeg',
          usedBy: 'Vault item “The dock”',
          firstSeenAt: expect.any(String),
          lastSeenAt: expect.any(String),
          reads: 2,
        },
      ]);
      expect((await owner.client.get('/api/admin/database')).statusCode).toBe(404);

      renameSync(`${folder}.away`, folder);
      expect(await listed()).toEqual([]);
      expect((await owner.client.get(`/api/vault/items/${itemId}/file`)).statusCode).toBe(200);
    });
  },
  { config: { adminEmail: ADMIN_EMAIL } },
);
