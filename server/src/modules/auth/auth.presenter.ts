/** The public shape of a user (SPEC.md §3 "username, email"; role per PRODUCT.md). Never a row. */
import type { User } from '@heirloom/common/contracts/auth';
import type { UserRow } from './users.repository';

export function presentUser(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'> & Partial<Pick<UserRow, 'email_verified_at'>>,
): User {
  const verified = user.email_verified_at === undefined ? {} : { emailVerified: user.email_verified_at !== null };
  return { id: user.id, username: user.username, email: user.email, role: user.role, ...verified };
}
