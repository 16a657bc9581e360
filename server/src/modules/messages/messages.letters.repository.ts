/**
 * SQL of sealing letters written before letters were sealed
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "What is sealed and what stays
 * readable"): the letters still stored as plain text, and the conditional write of one sealed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { SEALED_TEXT_PREFIX } from '../../storage/sealed-text';

/** Up to `limit` messages whose letter is stored as plain text (not `age1:` sealed text): id, author and letter. */
export function listPlainLetters(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'owner_id', 'letter_text'])
    .where('letter_text', 'is not', null)
    .where('letter_text', 'not like', `${SEALED_TEXT_PREFIX}%`)
    .limit(limit)
    .execute();
}

/**
 * Replaces message `messageId`'s letter `plainText` by `sealedText`, only while it is still that
 * plain text (a letter changed meanwhile is left as it is).
 * @returns how many rows changed: 1, or 0 when the letter changed meanwhile
 */
export async function replacePlainLetter(
  db: Kysely<Database>,
  messageId: string,
  plainText: string,
  sealedText: string,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ letter_text: sealedText })
    .where('id', '=', messageId)
    .where('letter_text', '=', plainText)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
