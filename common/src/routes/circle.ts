/**
 * The routes of the family circle (server: modules/circle): one's own circle (its members,
 * invitations and audit log; access kind circle-entry for an invitation or member it names), the
 * circles one belongs to (circle-membership: what a circle shares, leaving it), and the invitations
 * one received (a link's token is read without a session). Gates: server/src/policies/circle.policy.ts.
 */
import { noContentSchema } from '../contracts/api';
import {
  auditEventListSchema,
  circleItemParamsSchema,
  circleMemberSchema,
  circleOverviewSchema,
  circleParamsSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  membershipListSchema,
  membershipSchema,
  receivedInvitationListSchema,
  receivedInvitationSchema,
  roleChangeSchema,
} from '../contracts/circle';
import { circleSharesSchema } from '../contracts/circle-shares';
import { defineRoute } from './define-route';

export const circleRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/circle',
    access: 'session',
    summary: "The signed-in user's own family circle",
    response: { 200: circleOverviewSchema.describe('Owner, members and open invitations') },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/circle/invitations',
    access: 'session',
    summary: 'Invite a relative by e-mail',
    body: invitationInputSchema,
    response: {
      201: invitationSchema.describe('Invited; the e-mail is on its way'),
      200: circleMemberSchema.describe('Already a member: now a legacy contact too'),
    },
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/circle/invitations/:id/resend',
    access: 'circle-entry',
    summary: 'Send an invitation again with a new link',
    params: circleItemParamsSchema,
    response: { 200: invitationSchema.describe('Sent again; the old link no longer works') },
  }),
  withdrawInvitation: defineRoute({
    method: 'POST',
    path: '/api/circle/invitations/:id/withdraw',
    access: 'circle-entry',
    summary: 'Withdraw an invitation',
    params: circleItemParamsSchema,
    response: { 200: invitationSchema.describe('Withdrawn') },
  }),
  changeMemberRoles: defineRoute({
    method: 'PATCH',
    path: '/api/circle/members/:id',
    access: 'circle-entry',
    summary: "Change a member's sharing role, or add or take off the legacy-contact role",
    params: circleItemParamsSchema,
    body: roleChangeSchema,
    response: { 200: circleMemberSchema.describe('The member with their new role') },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/circle/members/:id',
    access: 'circle-entry',
    summary: 'Remove a member from the circle',
    params: circleItemParamsSchema,
    response: { 204: noContentSchema.describe('Removed') },
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/circle/audit',
    access: 'session',
    summary: "The circle's audit log, newest first",
    response: { 200: auditEventListSchema.describe('Newest first') },
  }),
  memberships: defineRoute({
    method: 'GET',
    path: '/api/circles',
    access: 'session',
    summary: 'Every circle the user belongs to',
    response: { 200: membershipListSchema.describe('Their own circle first') },
  }),
  shares: defineRoute({
    method: 'GET',
    path: '/api/circles/:ownerId/shared',
    access: 'circle-membership',
    summary: 'What a circle shares with the member',
    params: circleParamsSchema,
    response: { 200: circleSharesSchema.describe("The owner's name and what they share with the circle") },
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/api/circles/:ownerId/leave',
    access: 'circle-membership',
    summary: 'Leave a family circle',
    params: circleParamsSchema,
    response: { 204: noContentSchema.describe('Left') },
  }),
  receivedInvitations: defineRoute({
    method: 'GET',
    path: '/api/invitations',
    access: 'session',
    summary: "Invitations waiting for the user's e-mail address",
    response: { 200: receivedInvitationListSchema.describe('Pending and expired invitations') },
  }),
  invitationByToken: defineRoute({
    method: 'GET',
    path: '/api/invitations/by-token/:token',
    access: 'token',
    summary: 'What an invitation link invites to (no session needed)',
    params: invitationTokenParamsSchema,
    response: { 200: receivedInvitationSchema.describe('Who invites, as what, until when') },
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/invitations/accept',
    access: 'session-token',
    summary: 'Accept an invitation by its link or from the list',
    body: invitationAcceptSchema,
    response: { 200: membershipSchema.describe('The circle joined') },
  }),
};
