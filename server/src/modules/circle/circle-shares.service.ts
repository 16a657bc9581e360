/** What a circle's owner shares with one of its members, for the page a relative lands on after accepting. */
import { CIRCLE_MESSAGES } from '@heirloom/common/contracts/circle';
import type { CircleShares } from '@heirloom/common/contracts/circle-shares';
import { listCircleShares } from '../../policies/circle-shares.policy';
import { findCircleOwner, type CircleActor, type CircleDependencies } from './circle.service';

/**
 * The owner's name and what they share with `member` now (policies/circle-shares.policy.ts).
 * @throws AppError 'not_found' unless `member` is a member of the circle of `ownerId`
 */
export async function describeCircleShares(
  deps: CircleDependencies,
  member: CircleActor,
  ownerId: string,
): Promise<CircleShares> {
  const shares = await listCircleShares(deps.db, member, ownerId, CIRCLE_MESSAGES.circleNotFound);
  const owner = await findCircleOwner(deps, ownerId);
  return { ownerId, ownerName: owner.username, ...shares };
}
