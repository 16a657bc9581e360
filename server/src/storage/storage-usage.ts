/**
 * What an owner's memories take of their plan's storage allowance (docs/product/plans-and-pricing.md
 * "Storage allowance"): the original files of every media row the owner holds — vault items, those
 * in the trash too, and the files a GEDZIP brought — except the recordings of messages, which never
 * count (voice messages are unlimited on every plan). Sizes are the originals' plaintext bytes; the
 * previews and phone copies the server makes itself are not counted.
 */
import type { Kysely, Transaction } from 'kysely';
import { storageFullMessage } from '@heirloom/common/contracts/vault';
import { storageAllowanceBytes, type Plan } from '@heirloom/common/domain/plans';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { mediaScopeFor } from '../policies/media.policy';

/** How much of the allowance is used (bytes, both) on which plan. */
export interface StorageStanding {
  planId: Plan['id'];
  usedBytes: number;
  allowanceBytes: number;
}

/** The bytes `ownerId`'s memories take (see above), 0 when there are none. */
export async function storageUsedBy(db: Kysely<Database> | Transaction<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), eb.lit(0)).as('used'))
    .where(mediaScopeFor(ownerId))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('messages').select('messages.id').whereRef('messages.media_id', '=', 'media.id'))),
    )
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** `ownerId`'s standing on `planId` (the plan they are on now, which billing knows). */
export async function storageStandingOf(
  db: Kysely<Database> | Transaction<Database>,
  ownerId: string,
  planId: Plan['id'],
): Promise<StorageStanding> {
  return { planId, usedBytes: await storageUsedBy(db, ownerId), allowanceBytes: storageAllowanceBytes(planId) };
}

/**
 * Refuses an upload of `incomingBytes` that the allowance has no room for; nothing stored is touched.
 * @throws AppError 'too_large' (413) with storageFullMessage, which says what is free and how to make room
 */
export function checkStorageRoom(standing: StorageStanding, incomingBytes: number): void {
  if (standing.usedBytes + incomingBytes <= standing.allowanceBytes) return;
  throw new AppError('too_large', storageFullMessage({ ...standing, incomingBytes }));
}
