/** Deleting an account (account.service.ts): password confirmed, everything gone, blobs removed. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';
import { ACCOUNT_MESSAGES } from './account-deletion.service';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const storedFiles = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describeEachDatabase('account deletion', (context) => {
  it('keeps everything on a wrong password, and deletes the account, its items and its files on the right one', async () => {
    const { app } = context();
    const keeper = await buildUser(app);
    await uploadWithTus(keeper.client, fixture('video.mp4'), { filename: 'kept.mp4' });
    const leaving = await buildUser(app);
    const upload = await uploadWithTus(leaving.client, fixture('photo.jpg'), { filename: 'photo.jpg' });
    const itemId = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    const withBoth = storedFiles(context().config.dataDir).length;

    const refused = await leaving.client.post('/api/account/delete', { password: 'not my password' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await leaving.client.get(`/api/vault/items/${itemId}`)).statusCode).toBe(200);

    const deleted = await leaving.client.post('/api/account/delete', { password: leaving.password });
    expect(deleted.statusCode).toBe(200);
    expect((await leaving.client.get(`/api/vault/items/${itemId}`)).statusCode).toBe(401);
    const signIn = await new TestClient(app).post('/api/auth/signin', {
      username: leaving.user.email,
      password: leaving.password,
      browser: 'chrome',
      mobile: false,
    });
    expect(signIn.statusCode).toBe(401);
    expect(storedFiles(context().config.dataDir).length).toBeLessThan(withBoth);
    const kept = await keeper.client.get('/api/vault/items');
    expect(kept.json<{ items: unknown[] }>().items).toHaveLength(1);
  });
});
