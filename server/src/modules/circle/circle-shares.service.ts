/** What a circle's owner shares with one of its members, for the page a relative lands on after accepting. */
import type { CircleShares } from '@heirloom/common/contracts/circle-shares';
import { listCircleShares } from '../../policies/circle-shares.policy';
import type { CircleMembership } from '../../policies/circle.policy';
import { findCircleOwner, type CircleDependencies } from './circle.service';

/**
 * The owner's name and what they share with the member of `membership` now
 * (policies/circle-shares.policy.ts; the membership was checked by the circle-membership gate).
 * @throws AppError 'not_found' when the owner's account is gone
 */
export async function describeCircleShares(
  deps: CircleDependencies,
  membership: CircleMembership,
): Promise<CircleShares> {
  const shares = await listCircleShares(deps.db, membership);
  const owner = await findCircleOwner(deps, membership.ownerId);
  return { ownerId: membership.ownerId, ownerName: owner.username, ...shares };
}
