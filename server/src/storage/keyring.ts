/**
 * Per-user data keys, so that deleting an account makes its data unreadable
 * (docs/product/marketing-and-figures.md "Security claims"). Each user gets an age X25519 identity
 * on first need; it is stored only age-encrypted to the server's MASTER_KEY. Files are encrypted to
 * the user's recipient (storage/encrypted-blobs.ts). Deleting the user's row deletes the wrapped
 * identity (ON DELETE CASCADE): with it goes the only way to read their files — crypto-shredding.
 */
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';

export interface Keyring {
  /** The user's age recipient ("age1…"), creating the user's key on first use. */
  recipientFor(userId: string): Promise<string>;
  /**
   * The user's age identity ("AGE-SECRET-KEY-1…"), unwrapped with the master key.
   * @throws Error when the user has no key (never stored anything, or deleted)
   */
  identityFor(userId: string): Promise<string>;
}

/** @param masterIdentity the MASTER_KEY secret, an age identity */
export function createKeyring(db: Kysely<Database>, masterIdentity: string, clock: Clock): Keyring {
  const masterRecipient = identityToRecipient(masterIdentity);
  // One decrypter for the process, as the master key is: adding an identity derives its public key
  // (an X25519 multiplication), which a decrypter per unwrap repeated for every sealed value opened.
  const masterDecrypter = new Decrypter();
  masterDecrypter.addIdentity(masterIdentity);
  const unwrap = (wrapped: string) => masterDecrypter.decrypt(Buffer.from(wrapped, 'base64'), 'text');
  return {
    async recipientFor(userId) {
      const existing = await db
        .selectFrom('user_keys')
        .select('recipient')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing) return existing.recipient;
      const identity = await generateIdentity();
      const encrypter = new Encrypter();
      encrypter.addRecipient(await masterRecipient);
      const wrapped = Buffer.from(await encrypter.encrypt(identity)).toString('base64');
      // Two first uploads at once: one insert wins and both use its key.
      await db
        .insertInto('user_keys')
        .values({
          user_id: userId,
          wrapped_identity: wrapped,
          recipient: await identityToRecipient(identity),
          created_at: clock.now().toISOString(),
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      const stored = await db
        .selectFrom('user_keys')
        .select('recipient')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return stored.recipient;
    },
    async identityFor(userId) {
      const row = await db
        .selectFrom('user_keys')
        .select('wrapped_identity')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new Error(`no data key for user ${userId}`);
      return unwrap(row.wrapped_identity);
    },
  };
}
