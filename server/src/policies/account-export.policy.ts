/**
 * Who may download an "export everything" archive: its owner alone — no circle role, not an
 * administrator. Denied answers are 404, so nothing tells that the export exists
 * (docs/decisions/005).
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { EXPORT_MESSAGES } from '@heirloom/common/contracts/account-export';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';

/** The "export everything" archives of `ownerId`, as a condition on `account_exports`: their owner's alone. */
export const accountExportsOf =
  (ownerId: string) =>
  (eb: ExpressionBuilder<Database, 'account_exports'>): Expression<SqlBool> =>
    eb('account_exports.owner_id', '=', ownerId);

/**
 * Checks that `userId` owns export `exportId` (route access 'account-export').
 * @returns the export's row
 * @throws AppError 'not_found' with `deniedMessage` when there is no such export or it is someone else's
 */
export async function authorizeAccountExport(
  db: Kysely<Database>,
  userId: string,
  exportId: string,
  deniedMessage: string,
) {
  const row = await db.selectFrom('account_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row || row.owner_id !== userId) throw new AppError('not_found', deniedMessage);
  return row;
}

/** The gate of `account-export` (access-gate.ts): the signed-in user's own export `:id` (its row). */
export const accountExportGates = {
  'account-export': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeAccountExport(db, user.id, params.id, EXPORT_MESSAGES.notFound),
  ),
};
