/**
 * Crypto-shredding (deleting an account makes its media unreadable): once a user's row (and so
 * their wrapped key) is gone, their stored ciphertext opens with none of the keys left — not the
 * master key, not any other user's key.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decrypter } from 'age-encryption';
import { afterAll, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';
import { createLocalBlobStore } from './blob-store';
import { readDecryptedBuffer, writeEncryptedBlob } from './encrypted-blobs';
import { insertUserRow } from '../../test/factories';
import { createTestConfig } from '../../test/test-app';
import { createKeyring } from './keyring';

const config = createTestConfig();
const connection = openDatabase({ dataDir: config.dataDir });
afterAll(() => connection.db.destroy());

const addUser = (email: string) => insertUserRow(connection.db, email);

it('makes a deleted user’s files unreadable with every remaining key', async () => {
  await migrateToLatest(connection);
  const keyring = createKeyring(connection.db, config.secrets.MASTER_KEY, systemClock);
  const store = createLocalBlobStore(mkdtempSync(path.join(os.tmpdir(), 'heirloom-keys-')));
  const [leaving, staying] = [await addUser('leaving@example.com'), await addUser('staying@example.com')];
  const plaintext = Buffer.from('Grandpa’s voice, kept for the grandchildren. '.repeat(1000));
  const layout = await writeEncryptedBlob(store, 'media/a', plaintext, await keyring.recipientFor(leaving), 16 * 1024);
  expect(layout.plaintextBytes).toBe(plaintext.length);
  expect(await keyring.recipientFor(leaving)).toBe(await keyring.recipientFor(leaving));
  await keyring.recipientFor(staying);
  const identity = await keyring.identityFor(leaving);
  expect((await readDecryptedBuffer(store, layout, identity)).equals(plaintext)).toBe(true);

  await connection.db.deleteFrom('users').where('id', '=', leaving).execute();
  await expect(keyring.identityFor(leaving)).rejects.toThrow(/no data key/);
  const remaining = await connection.db.selectFrom('user_keys').select('user_id').execute();
  const remainingIdentities = await Promise.all(remaining.map((row) => keyring.identityFor(row.user_id)));
  expect(remainingIdentities).toHaveLength(1);
  const ciphertext = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    store.get('media/a/0').then((stream) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }, reject);
  });
  for (const key of [config.secrets.MASTER_KEY, ...remainingIdentities]) {
    const decrypter = new Decrypter();
    decrypter.addIdentity(key);
    await expect(decrypter.decrypt(ciphertext)).rejects.toThrow();
  }
});
