/**
 * Contracts of the family circle: the relatives an owner invites, each with a sharing role and
 * perhaps the legacy-contact role too (docs/decisions/005), their invitations and the circle's audit
 * log. Shared by the server routes and the web forms of /family-collaboration, /family-invitations
 * and /connections.
 *
 *   GET    /api/circle                               the signed-in user's own circle (CircleOverview)
 *   POST   /api/circle/invitations                   invite a relative (InvitationInput) → 201 Invitation;
 *                                                    a member invited as legacy contact → 200 CircleMember
 *   POST   /api/circle/invitations/:id/resend        a new link, 14 more days → Invitation
 *   POST   /api/circle/invitations/:id/withdraw      the link stops working → Invitation
 *   PATCH  /api/circle/members/:id                   { role?, isLegacyContact? } → CircleMember (owner only)
 *   DELETE /api/circle/members/:id                   remove a member → 204 (owner only)
 *   GET    /api/circle/audit                         the owner's audit log (AuditEvent[])
 *   GET    /api/circles                              every circle the user belongs to (Membership[])
 *   POST   /api/circles/:ownerId/leave               a member leaves a circle → 204
 *   GET    /api/invitations                          invitations waiting for the user's e-mail (ReceivedInvitation[])
 *   GET    /api/invitations/by-token/:token          what a link invites to, without a session (ReceivedInvitation)
 *   POST   /api/invitations/accept                   { token } or { invitationId } → Membership
 */
import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * Roles an invitation offers, and a member's sharing role: editor, viewer, or `legacy_contact` for a
 * member who shares nothing and is only a legacy contact. The owner is the circle's user and has no row.
 */
export const CIRCLE_ROLES = ['editor', 'viewer', 'legacy_contact'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

export { INVITATION_VALID_DAYS } from '../domain/constants';

/** What each role may see and do, in the words the circle page shows. */
export const ROLE_DESCRIPTIONS: Record<CircleRole, { label: string; canSee: string }> = {
  editor: {
    label: 'Editor',
    canSee: 'Sees what you share with the circle, and adds and edits memories, people and recipes in shared albums.',
  },
  viewer: { label: 'Viewer', canSee: 'Sees what you share with the circle. Cannot change anything.' },
  legacy_contact: {
    label: 'Legacy contact',
    canSee: 'Sees nothing yet. Gets access only when a release after your death grants it.',
  },
};

/** The roles a member holds, sharing role first: ['editor', 'legacy_contact'], or ['legacy_contact'] alone. */
export const heldRoles = (member: { role: CircleRole; isLegacyContact: boolean }): CircleRole[] =>
  member.role === 'legacy_contact' || !member.isLegacyContact ? [member.role] : [member.role, 'legacy_contact'];

/** What a member holding `roles` can see, in ROLE_DESCRIPTIONS' words (an editor and legacy contact: both). */
export const describeCanSee = (roles: readonly CircleRole[]): string =>
  roles.length === 1
    ? ROLE_DESCRIPTIONS[roles[0]!].canSee
    : `${ROLE_DESCRIPTIONS[roles[0]!].canSee} As a legacy contact, sees nothing more until a release after your death grants it.`;

export const CIRCLE_MESSAGES = {
  nameRequired: "Please enter your relative's name",
  relationshipTooLong: 'Please keep the relationship under 100 characters',
  roleRequired: 'Please choose a role',
  selfInvite: 'You are already the owner of your family circle.',
  alreadyMember: 'This person is already in your family circle. Change their role in the list of members below.',
  alreadyLegacyContact: 'This person is already one of your legacy contacts.',
  onlyLegacyContact:
    'This member is only a legacy contact. Give them the editor or viewer role first, or remove them from your circle.',
  legacyOnlyKeepsLegacy: 'A member who is only a legacy contact stays a legacy contact.',
  memberChanged: "This member's roles changed meanwhile. Reload the page and try again.",
  alreadyInvited: 'This person already has an invitation waiting. You can resend it from the list below.',
  invitationNotFound: 'This invitation is not valid. It may have been mistyped or withdrawn.',
  invitationExpired: 'This invitation has expired. Ask the person who invited you to send it again.',
  invitationWithdrawn: 'This invitation was withdrawn by the person who sent it.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationNotYours: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  ownInvitation: 'You cannot accept an invitation to your own family circle.',
  memberNotFound: 'We could not find that member of your family circle.',
  circleNotFound: 'We could not find that family circle.',
  tooManyLegacyContacts:
    'You already have 10 legacy contacts (or invitations to be one), the most a legacy plan can name. Take the legacy-contact role from one of them first.',
} as const;

/** The owner's invitation form. */
export const invitationInputSchema = z.object({
  name: z.string().trim().min(1, CIRCLE_MESSAGES.nameRequired).max(200),
  email: emailSchema,
  relationship: z.string().trim().max(100, CIRCLE_MESSAGES.relationshipTooLong).default(''),
  role: z.enum(CIRCLE_ROLES, { error: CIRCLE_MESSAGES.roleRequired }),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** `:id` of an invitation or a membership. */
export const circleItemParamsSchema = z.object({ id: z.string().max(64) });
/** `:ownerId` of a circle (its owner's user id). */
export const circleParamsSchema = z.object({ ownerId: z.string().max(64) });
/** `:token` of an invitation link. */
export const invitationTokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * PATCH /api/circle/members/:id: a new sharing role (`legacy_contact`: a legacy contact only, sharing
 * nothing), and/or the legacy-contact role added (true) or taken off (false); the other stays as it is.
 */
export const roleChangeSchema = z
  .object({
    role: z.enum(CIRCLE_ROLES, { error: CIRCLE_MESSAGES.roleRequired }).optional(),
    isLegacyContact: z.boolean().optional(),
  })
  .refine((change) => change.role !== undefined || change.isLegacyContact !== undefined, CIRCLE_MESSAGES.roleRequired)
  .refine(
    (change) => !(change.role === 'legacy_contact' && change.isLegacyContact === false),
    CIRCLE_MESSAGES.legacyOnlyKeepsLegacy,
  );
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** Accepting by the link's token, or from the list of invitations sent to the user's e-mail. */
export const invitationAcceptSchema = z.union([
  z.object({ token: z.string().min(1).max(200) }),
  z.object({ invitationId: z.uuid() }),
]);

export const INVITATION_STATUSES = ['pending', 'accepted', 'withdrawn', 'expired'] as const;

export const invitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  role: z.enum(CIRCLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  /** ISO-8601. */
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const circleMemberSchema = z.object({
  /** The membership's id (used to change the role or remove). */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  /** The sharing role (`legacy_contact`: a legacy contact only). */
  role: z.enum(CIRCLE_ROLES),
  /** Whether they are a legacy contact too (always, with role `legacy_contact`). */
  isLegacyContact: z.boolean(),
  /** When they joined, ISO-8601. */
  since: z.string(),
  /** Their last sign-in, ISO-8601, or null. */
  lastActiveAt: z.string().nullable(),
  /** What this member can see, in words (describeCanSee). */
  canSee: z.string(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const circleOverviewSchema = z.object({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  members: z.array(circleMemberSchema),
  /** Invitations still pending or expired (withdrawn and accepted ones leave the list). */
  invitations: z.array(invitationSchema),
});
export type CircleOverview = z.infer<typeof circleOverviewSchema>;

/** A circle the user belongs to (their own, as owner, comes first). */
export const membershipSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.enum(['owner', ...CIRCLE_ROLES]),
  /** Whether the user is a legacy contact of this circle's owner too. */
  isLegacyContact: z.boolean(),
  since: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;
/** GET /api/circles: every circle the user belongs to, their own first. */
export const membershipListSchema = z.array(membershipSchema);

/** An invitation as its invitee sees it. */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  ownerName: z.string(),
  email: z.string(),
  role: z.enum(CIRCLE_ROLES),
  relationship: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
/** GET /api/invitations: the signed-in user's pending and expired invitations. */
export const receivedInvitationListSchema = z.array(receivedInvitationSchema);

export const AUDIT_ACTIONS = [
  'invitation.sent',
  'invitation.resent',
  'invitation.withdrawn',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'member.left',
] as const;

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it (name), or null for the system. */
  actorName: z.string().nullable(),
  /** Whom or what it concerned, in words ("Anna <anna@example.com>"). */
  subject: z.string(),
  /** A sentence for the log ("Changed Anna's role from viewer to editor"). */
  summary: z.string(),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
/** GET /api/circle/audit: the circle's audit log, newest first. */
export const auditEventListSchema = z.array(auditEventSchema);
