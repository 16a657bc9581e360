/**
 * The family circle over HTTP, implementing the routes declared in
 * common/src/routes/circle.ts. Every call needs a session except reading an invitation link; the
 * routes on one's own circle's invitations and members get its owner from the circle-entry gate,
 * and those on a circle one belongs to the member's standing from the circle-membership gate
 * (policies/circle.policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import { circleRoutes as routes } from '@heirloom/common/routes/circle';
import { implementRoute } from '../../plugins/declared-routes';
import { describeCircleShares } from './circle-shares.service';
import { presentAuditEvent, presentInvitation, presentMember, presentReceivedInvitation } from './circle.presenter';
import { listCircleAudit, listMemberships, listReceivedInvitations, readCircleOverview } from './circle-lists.service';
import {
  acceptInvitation,
  changeMemberRoles,
  describeInvitation,
  inviteRelative,
  leaveCircle,
  removeMember,
  resendInvitation,
  withdrawInvitation,
  type CircleDependencies,
} from './circle.service';

export async function registerCircleRoutes(app: FastifyInstance, deps: CircleDependencies): Promise<void> {
  implementRoute(app, routes.overview, async (_request, _reply, user) => {
    const now = deps.clock.now();
    const { members, invitations } = await readCircleOverview(deps, user.id);
    return {
      owner: { id: user.id, name: user.username, email: user.email },
      members: members.map(presentMember),
      invitations: invitations.map((invitation) => presentInvitation(invitation, now)),
    };
  });

  implementRoute(app, routes.invite, async (request, reply, owner) => {
    const invited = await inviteRelative(deps, owner, request.body);
    if ('member' in invited) return reply.code(200).send(presentMember(invited.member));
    return reply.code(201).send(presentInvitation(invited.invitation, deps.clock.now()));
  });

  implementRoute(app, routes.resendInvitation, async (request, _reply, owner) =>
    presentInvitation(await resendInvitation(deps, owner, request.params.id), deps.clock.now()),
  );

  implementRoute(app, routes.withdrawInvitation, async (request, _reply, owner) =>
    presentInvitation(await withdrawInvitation(deps, owner, request.params.id), deps.clock.now()),
  );

  implementRoute(app, routes.changeMemberRoles, async (request, _reply, owner) =>
    presentMember(await changeMemberRoles(deps, owner, request.params.id, request.body)),
  );

  implementRoute(app, routes.removeMember, async (request, reply, owner) => {
    await removeMember(deps, owner, request.params.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.audit, async (_request, _reply, owner) =>
    (await listCircleAudit(deps, owner.id)).map(presentAuditEvent),
  );

  implementRoute(app, routes.memberships, async (_request, _reply, user) => {
    const { owner, memberships } = await listMemberships(deps, user.id);
    return [
      // One's own circle exists since one signed up.
      {
        ownerId: user.id,
        ownerName: owner.username,
        role: 'owner' as const,
        isLegacyContact: false,
        since: owner.created_at,
      },
      ...memberships.map((membership) => ({
        ownerId: membership.owner_id,
        ownerName: membership.username,
        role: membership.role,
        isLegacyContact: membership.is_legacy_contact === 1,
        since: membership.created_at,
      })),
    ];
  });

  implementRoute(app, routes.shares, async (_request, _reply, membership) => describeCircleShares(deps, membership));

  implementRoute(app, routes.leave, async (_request, reply, membership) => {
    await leaveCircle(deps, membership);
    return reply.code(204).send();
  });

  implementRoute(app, routes.receivedInvitations, async (_request, _reply, user) => {
    const now = deps.clock.now();
    const invitations = await listReceivedInvitations(deps, user.email);
    return invitations.map((invitation) => presentReceivedInvitation(invitation, now));
  });

  implementRoute(app, routes.invitationByToken, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return presentReceivedInvitation(await describeInvitation(deps, request.params.token), deps.clock.now());
  });

  implementRoute(app, routes.acceptInvitation, async (request, _reply, user) =>
    acceptInvitation(deps, user, request.body),
  );
}
