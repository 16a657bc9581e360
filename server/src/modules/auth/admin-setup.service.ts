/**
 * Administrator setup in production (docs/product/roles-and-access.md "Administrator"). Signing up
 * with ADMIN_EMAIL proves nothing, so in production that account becomes administrator when it
 * verifies its address from the e-mailed link (account-links.service.ts) or, as the alternative for
 * a server without working e-mail, with a one-time token the server writes to its log at start
 * while no administrator exists. Outside production ADMIN_EMAIL alone still makes the administrator
 * (auth.service.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ADMIN_CLAIM_MESSAGES } from '@heirloom/common/contracts/account';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findAdminSetupToken, saveAdminSetupToken, useAdminSetupToken } from './admin-setup.repository';
import { hasAdministrator, makeAdministrator } from './users.repository';

const TOKEN_ROW_ID = 'admin';
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * Makes a new setup token when ADMIN_EMAIL's account is not administrator yet (each start replaces
 * the last one). @returns the token to write to the log, or null when there is already an admin
 */
export async function prepareAdminSetupToken(deps: { db: Kysely<Database>; clock: Clock }): Promise<string | null> {
  if (await hasAdministrator(deps.db)) return null;
  const token = randomBytes(24).toString('base64url');
  await saveAdminSetupToken(deps.db, {
    id: TOKEN_ROW_ID,
    token_hash: hashOf(token).toString('hex'),
    created_at: deps.clock.now().toISOString(),
  });
  return token;
}

/**
 * Makes the signed-in ADMIN_EMAIL account administrator with the logged token, once.
 * @throws AppError 'forbidden' for another account or a wrong or used token
 */
export async function claimAdministration(
  deps: { db: Kysely<Database>; adminEmail?: string },
  user: { id: string; email: string },
  token: string,
): Promise<void> {
  if (!deps.adminEmail || user.email !== deps.adminEmail) {
    throw new AppError('forbidden', ADMIN_CLAIM_MESSAGES.notTheAdministrator);
  }
  const isClaimed = await deps.db.transaction().execute(async (trx) => {
    const row = await findAdminSetupToken(trx, TOKEN_ROW_ID);
    if (!row || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), hashOf(token))) return false;
    if (!(await useAdminSetupToken(trx, TOKEN_ROW_ID, row.token_hash))) return false;
    await makeAdministrator(trx, user.id);
    return true;
  });
  if (!isClaimed) throw new AppError('forbidden', ADMIN_CLAIM_MESSAGES.wrongToken);
}
