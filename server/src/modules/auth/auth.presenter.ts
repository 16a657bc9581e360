/** The public shape of a user (SPEC.md §3 "username, email"; role per PRODUCT.md). Never a row. */
import type { User } from '@heirloom/common/contracts/auth';
import type { UserRow } from './users.repository';

export function presentUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'>): User {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
