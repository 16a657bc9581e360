/**
 * Sealed text (docs/decisions/003-vault-storage-encryption-and-uploads.md "Encryption at rest"):
 * free text round-trips through its owner's key, the stored value holds none of the words, another
 * user's key cannot open it, plain text written before sealing comes back as is, and a deleted
 * owner's text is gone for good.
 */
import { afterAll, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';
import { insertUserRow } from '../../test/factories';
import { createTestConfig } from '../../test/test-app';
import { createKeyring } from './keyring';
import { createTextSealer, isSealedText } from './sealed-text';

const config = createTestConfig();
const connection = openDatabase({ dataDir: config.dataDir });
afterAll(() => connection.db.destroy());

const addUser = (email: string) => insertUserRow(connection.db, email);

it('seals free text to its owner’s key alone', async () => {
  await migrateToLatest(connection);
  const sealer = createTextSealer(createKeyring(connection.db, config.secrets.MASTER_KEY, systemClock));
  const [author, other] = [await addUser('author@example.com'), await addUser('other@example.com')];
  const letter = 'Dear Maya — Grandma’s pie: 3 cups of flour, a pinch of salt. Ça ira. 你好';

  const sealed = await sealer.seal(author, letter);
  expect(isSealedText(sealed)).toBe(true);
  expect(sealed).not.toContain('Maya');
  expect(Buffer.from(sealed.slice(5), 'base64').toString('latin1')).not.toContain('flour');
  expect(await sealer.open(author, sealed)).toBe(letter);
  expect(await sealer.sealOptional(author, null)).toBeNull();
  expect(await sealer.openOptional(author, null)).toBeNull();
  expect(await sealer.open(author, 'written before sealing')).toBe('written before sealing');

  await expect(sealer.open(other, sealed)).rejects.toThrow();
  await connection.db.deleteFrom('users').where('id', '=', author).execute();
  await expect(sealer.open(author, sealed)).rejects.toThrow(/no data key/);
});
