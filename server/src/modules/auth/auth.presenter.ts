/**
 * The public shape of a user (docs/product/accounts-and-sessions.md "Sign-up and sign-in
 * payloads"). Never a row.
 */
import type { User } from '@heirloom/common/contracts/auth';
import type { UserRow } from './users.repository';

export function presentUser(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'> & Partial<Pick<UserRow, 'email_verified_at'>>,
): User {
  const verified = user.email_verified_at === undefined ? {} : { emailVerified: user.email_verified_at !== null };
  return { id: user.id, username: user.username, email: user.email, role: user.role, ...verified };
}
