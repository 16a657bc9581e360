/**
 * Letter bodies sealed with their author's key
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "What is sealed and what stays
 * readable"): written as `age1:` sealed text (`storage/sealed-text.ts`), opened only to show the
 * letter to its author or its recipient. Plain letters written before sealing existed are sealed at
 * start-up by `sealPlainLetters`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Keyring } from '../../storage/keyring';
import { createTextSealer } from '../../storage/sealed-text';
import { listPlainLetters, replacePlainLetter } from './messages.letters.repository';

/** A message's letter as stored (sealed, or null for a recording). */
export async function sealLetter(keyring: Keyring, ownerId: string, text: string | null): Promise<string | null> {
  return createTextSealer(keyring).sealOptional(ownerId, text);
}

/**
 * The message with its letter opened, for a presenter.
 * @throws Error when the author's key is gone (account deleted)
 */
export async function withOpenedLetter<T extends { owner_id: string; letter_text: string | null }>(
  keyring: Keyring,
  message: T,
): Promise<T> {
  const letterText = await createTextSealer(keyring).openOptional(message.owner_id, message.letter_text);
  return { ...message, letter_text: letterText };
}

/**
 * Seals every letter still stored as plain text (written before letters were sealed), 100 rows at a
 * time. Idempotent: sealed rows are skipped, and a row changed meanwhile is left for the next run
 * (the update is conditional on the plain text read).
 * @returns how many letters were sealed
 */
export async function sealPlainLetters(db: Kysely<Database>, keyring: Keyring): Promise<number> {
  const sealer = createTextSealer(keyring);
  let sealed = 0;
  for (;;) {
    const rows = await listPlainLetters(db, 100);
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      const letter = row.letter_text!;
      sealed += await replacePlainLetter(db, row.id, letter, await sealer.seal(row.owner_id, letter));
    }
  }
}
