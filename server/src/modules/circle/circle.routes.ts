/**
 * The family circle over HTTP (issue 9, part 2); the calls are listed in
 * common/src/contracts/circle.ts. Every call needs a session except reading an invitation link.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  auditEventListSchema,
  circleItemParamsSchema,
  circleParamsSchema,
  circleMemberSchema,
  circleOverviewSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  membershipListSchema,
  membershipSchema,
  receivedInvitationListSchema,
  receivedInvitationSchema,
  roleChangeSchema,
} from '@heirloom/common/contracts/circle';
import { noContentSchema } from '@heirloom/common/contracts/api';
import { circleSharesSchema } from '@heirloom/common/contracts/circle-shares';
import { requireUser } from '../../plugins/current-user';
import { describeCircleShares } from './circle-shares.service';
import { presentAuditEvent, presentInvitation, presentMember, presentReceivedInvitation } from './circle.presenter';
import {
  listAuditEvents,
  listInvitationsForEmail,
  listMembers,
  listMembershipsOf,
  listPendingInvitations,
} from './circle.repository';
import {
  acceptInvitation,
  changeMemberRoles,
  describeInvitation,
  findCircleOwner,
  inviteRelative,
  leaveCircle,
  removeMember,
  resendInvitation,
  withdrawInvitation,
  type CircleDependencies,
} from './circle.service';

const idParams = circleItemParamsSchema;

export async function registerCircleRoutes(app: FastifyInstance, deps: CircleDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/circle',
    {
      config: { access: 'session' },
      schema: {
        summary: "The signed-in user's own family circle",
        response: { 200: circleOverviewSchema.describe('Owner, members and open invitations') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = deps.clock.now();
      const [members, invitations] = await Promise.all([
        listMembers(deps.db, user.id),
        listPendingInvitations(deps.db, user.id),
      ]);
      return {
        owner: { id: user.id, name: user.username, email: user.email },
        members: members.map(presentMember),
        invitations: invitations.map((invitation) => presentInvitation(invitation, now)),
      };
    },
  );

  api.post(
    '/api/circle/invitations',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Invite a relative by e-mail',
        body: invitationInputSchema,
        response: {
          201: invitationSchema.describe('Invited; the e-mail is on its way'),
          200: circleMemberSchema.describe('Already a member: now a legacy contact too'),
        },
      },
    },
    async (request, reply) => {
      const invited = await inviteRelative(deps, requireUser(request), request.body);
      if ('member' in invited) return reply.code(200).send(presentMember(invited.member));
      return reply.code(201).send(presentInvitation(invited.invitation, deps.clock.now()));
    },
  );

  api.post(
    '/api/circle/invitations/:id/resend',
    {
      config: { access: 'circle-entry' },
      schema: {
        summary: 'Send an invitation again with a new link',
        params: idParams,
        response: { 200: invitationSchema.describe('Sent again; the old link no longer works') },
      },
    },
    async (request) =>
      presentInvitation(await resendInvitation(deps, requireUser(request), request.params.id), deps.clock.now()),
  );

  api.post(
    '/api/circle/invitations/:id/withdraw',
    {
      config: { access: 'circle-entry' },
      schema: {
        summary: 'Withdraw an invitation',
        params: idParams,
        response: { 200: invitationSchema.describe('Withdrawn') },
      },
    },
    async (request) =>
      presentInvitation(await withdrawInvitation(deps, requireUser(request), request.params.id), deps.clock.now()),
  );

  api.patch(
    '/api/circle/members/:id',
    {
      config: { access: 'circle-entry' },
      schema: {
        summary: "Change a member's sharing role, or add or take off the legacy-contact role",
        params: idParams,
        body: roleChangeSchema,
        response: { 200: circleMemberSchema.describe('The member with their new role') },
      },
    },
    async (request) =>
      presentMember(await changeMemberRoles(deps, requireUser(request), request.params.id, request.body)),
  );

  api.delete(
    '/api/circle/members/:id',
    {
      config: { access: 'circle-entry' },
      schema: {
        summary: 'Remove a member from the circle',
        params: idParams,
        response: { 204: noContentSchema.describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeMember(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/circle/audit',
    {
      config: { access: 'session' },
      schema: {
        summary: "The circle's audit log, newest first",
        response: { 200: auditEventListSchema.describe('Newest first') },
      },
    },
    async (request) => (await listAuditEvents(deps.db, requireUser(request).id)).map(presentAuditEvent),
  );

  api.get(
    '/api/circles',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Every circle the user belongs to',
        response: { 200: membershipListSchema.describe('Their own circle first') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [owner, memberships] = await Promise.all([
        findCircleOwner(deps, user.id),
        listMembershipsOf(deps.db, user.id),
      ]);
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
    },
  );

  api.get(
    '/api/circles/:ownerId/shared',
    {
      config: { access: 'circle-membership' },
      schema: {
        summary: 'What a circle shares with the member',
        params: circleParamsSchema,
        response: { 200: circleSharesSchema.describe("The owner's name and what they share with the circle") },
      },
    },
    async (request) => describeCircleShares(deps, requireUser(request), request.params.ownerId),
  );

  api.post(
    '/api/circles/:ownerId/leave',
    {
      config: { access: 'circle-membership' },
      schema: {
        summary: 'Leave a family circle',
        params: circleParamsSchema,
        response: { 204: noContentSchema.describe('Left') },
      },
    },
    async (request, reply) => {
      await leaveCircle(deps, requireUser(request), request.params.ownerId);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/invitations',
    {
      config: { access: 'session' },
      schema: {
        summary: "Invitations waiting for the user's e-mail address",
        response: { 200: receivedInvitationListSchema.describe('Pending and expired invitations') },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      const invitations = await listInvitationsForEmail(deps.db, requireUser(request).email);
      return invitations.map((invitation) => presentReceivedInvitation(invitation, now));
    },
  );

  api.get(
    '/api/invitations/by-token/:token',
    {
      config: { access: 'token' },
      schema: {
        summary: 'What an invitation link invites to (no session needed)',
        params: invitationTokenParamsSchema,
        response: { 200: receivedInvitationSchema.describe('Who invites, as what, until when') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentReceivedInvitation(await describeInvitation(deps, request.params.token), deps.clock.now());
    },
  );

  api.post(
    '/api/invitations/accept',
    {
      config: { access: 'session-token' },
      schema: {
        summary: 'Accept an invitation by its link or from the list',
        body: invitationAcceptSchema,
        response: { 200: membershipSchema.describe('The circle joined') },
      },
    },
    async (request) => acceptInvitation(deps, requireUser(request), request.body),
  );
}
