/**
 * Contracts of the release after death (docs/decisions/009-legacy-release.md). Shared by the
 * legacy routes and the /legacy, /before-its-too-late and contact pages.
 *   GET  /api/legacy                          → LegacyOverview (the owner's plan at a glance)
 *   PUT  /api/legacy/plan                     { intervalMonths, quorum, waitingDays, albumIds, messageIds } → LegacyOverview
 *   POST /api/legacy/check-in                 → LegacyOverview ("I'm still here" in the app)
 *   GET  /api/legacy/chosen                   → ChosenBy[] (owners who named me a legacy contact)
 *   GET  /api/legacy/owners/:ownerId          → ContactView (a legacy contact of that owner)
 *   POST /api/legacy/owners/:ownerId/confirm  → ContactView (report the death, or confirm a report)
 *   GET  /api/legacy/links/:token             → LegacyLink (what an e-mailed link does)
 *   POST /api/legacy/links/:token             → LegacyLinkResult (do it)
 *   GET  /api/legacy/owners/:ownerId/messages/:messageId        → ReleasedMessage (a message designated
 *        for the contacts, after the release; …/media its recording; messages module)
 */
import { z } from 'zod';
import { deliveredMessageSchema } from './messages';
import { LIFE_EVENT_STATES } from '../domain/life-events';
import {
  CHECK_IN_INTERVALS,
  RELEASE_STATES,
  RELEASE_STEPS,
  WAITING_DAYS_MAX,
  WAITING_DAYS_MIN,
} from '../domain/legacy-release';

export const LEGACY_MESSAGES = {
  interval: 'Please choose a check-in interval of 1, 3, 6 or 12 months',
  quorum: 'Please choose how many legacy contacts must agree',
  waitingDays: `The waiting period is between ${WAITING_DAYS_MIN} and ${WAITING_DAYS_MAX} days`,
} as const;

/** What the legacy routes answer when they refuse (the policy's denials and the plan's conflicts). */
export const LEGACY_ERRORS = {
  notContact: 'We could not find that legacy plan.',
  noPlan: 'has not set up a legacy plan yet, so there is nothing to confirm.',
  released: 'This legacy plan was already released.',
  linkInvalid: 'This link is not valid or has expired. Sign in to see your legacy plan.',
  changedMeanwhile: 'The legacy plan changed a moment ago. Reload the page and try again.',
  noPlanToCheckIn: 'Set up your legacy plan first.',
} as const;

/** PUT /api/legacy/plan. */
export const legacyPlanInputSchema = z.object({
  intervalMonths: z
    .number()
    .int()
    .refine((months) => (CHECK_IN_INTERVALS as readonly number[]).includes(months), LEGACY_MESSAGES.interval),
  quorum: z.number({ error: LEGACY_MESSAGES.quorum }).int().min(1, LEGACY_MESSAGES.quorum).max(10),
  waitingDays: z
    .number({ error: LEGACY_MESSAGES.waitingDays })
    .int()
    .min(WAITING_DAYS_MIN, LEGACY_MESSAGES.waitingDays)
    .max(WAITING_DAYS_MAX, LEGACY_MESSAGES.waitingDays),
  /** Albums the legacy contacts may read after the release. */
  albumIds: z.array(z.uuid()).max(100).default([]),
  /** The owner's messages the legacy contacts may read after the release. */
  messageIds: z.array(z.uuid()).max(100).default([]),
});
export type LegacyPlanInput = z.input<typeof legacyPlanInputSchema>;

/** `:ownerId` of the contact's routes. */
export const legacyOwnerParamsSchema = z.object({ ownerId: z.string().max(64) });
/** `:ownerId/messages/:messageId` of a released message. */
export const releasedMessageParamsSchema = legacyOwnerParamsSchema.extend({ messageId: z.string().max(64) });
/** `:token` of an e-mailed legacy link (any shape reaches the check, so a typo gets the same 404). */
export const legacyLinkParamsSchema = z.object({ token: z.string().max(2000) });

export const legacyContactSchema = z.object({
  /** The membership's or the invitation's id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Accepted: a member with the legacy-contact role; invited: the invitation is pending. */
  status: z.enum(['accepted', 'invited']),
  /** The sharing role an accepted contact holds besides (editor or viewer), else null. */
  sharingRole: z.enum(['editor', 'viewer']).nullable(),
  /** Whether they confirmed the report of the current round. */
  hasConfirmed: z.boolean(),
});

export const legacyAuditEventSchema = z.object({ id: z.string(), at: z.string(), summary: z.string() });

export const legacyPlanSchema = z.object({
  intervalMonths: z.number(),
  quorum: z.number(),
  waitingDays: z.number(),
  state: z.enum(RELEASE_STATES),
  checkedInAt: z.string(),
  /** The next timed step (the next check-in is reminder 1); null while contacts are asked and after release. */
  nextStep: z.object({ step: z.enum(RELEASE_STEPS), number: z.number(), at: z.string() }).nullable(),
  confirmations: z.number(),
  quorumAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** Accepted contacts fewer than the quorum: a release could not happen yet. */
  isShortOfContacts: z.boolean(),
});

/** GET /api/legacy: the owner's plan at a glance. */
export const legacyOverviewSchema = z.object({
  plan: legacyPlanSchema.nullable(),
  contacts: z.array(legacyContactSchema),
  /** Members of the owner's family circle who are not legacy contacts yet, to choose from (membership ids). */
  eligibleMembers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), sharingRole: z.enum(['editor', 'viewer']) }),
  ),
  posthumousMessages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['voice', 'video', 'letter']),
      status: z.enum(['draft', 'scheduled', 'delivered', 'cancelled']),
      recipientNames: z.array(z.string()),
    }),
  ),
  /** Messages waiting for a life event (graduation, wedding, …), beside those for after death. */
  lifeEventMessages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['voice', 'video', 'letter']),
      status: z.enum(['draft', 'scheduled', 'delivered', 'cancelled']),
      recipientNames: z.array(z.string()),
      /** How the owner describes the event ("When Maya graduates"). */
      label: z.string(),
      state: z.enum(LIFE_EVENT_STATES),
      /** When it will be delivered (a birthday, the end of the veto window, the latest date); null while waiting. */
      deliverAt: z.string().nullable(),
      latestAt: z.string().nullable(),
    }),
  ),
  /** The owner's albums, those designated for the contacts marked. */
  albums: z.array(z.object({ id: z.string(), name: z.string(), isDesignated: z.boolean() })),
  /** The owner's messages (not cancelled), those the contacts may read after the release marked. */
  messages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['voice', 'video', 'letter']),
      isDesignated: z.boolean(),
    }),
  ),
  audit: z.array(legacyAuditEventSchema),
});

/** One owner who named me a legacy contact (GET /api/legacy/chosen). */
export const chosenBySchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  isReleased: z.boolean(),
});

/** GET /api/legacy/owners/:ownerId: what a legacy contact sees, before and after a release. */
export const contactViewSchema = z.object({
  ownerName: z.string(),
  hasPlan: z.boolean(),
  quorum: z.number().nullable(),
  contactCount: z.number(),
  waitingDays: z.number().nullable(),
  /** Asking: the contacts are asked to confirm; waiting: the waiting period runs. */
  phase: z.enum(['quiet', 'asking', 'waiting', 'released']),
  hasConfirmed: z.boolean(),
  /** Only after the release: the designated albums with their items, and the process's log. */
  released: z
    .object({
      releasedAt: z.string(),
      albums: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          items: z.array(z.object({ id: z.string(), title: z.string(), kind: z.string() })),
        }),
      ),
      /** The messages the owner chose for their legacy contacts (read through …/messages/:messageId). */
      messages: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          kind: z.enum(['voice', 'video', 'letter']),
          recordedAt: z.string(),
        }),
      ),
      audit: z.array(legacyAuditEventSchema),
    })
    .nullable(),
});

/** GET /api/legacy/owners/:ownerId/messages/:messageId: a designated message, as a legacy contact reads it. */
export const releasedMessageSchema = deliveredMessageSchema.omit({
  recipientName: true,
  deliveredAt: true,
  carriedFor: true,
  transcript: true,
  saveEverything: true,
});

/** GET /api/legacy/links/:token. */
export const legacyLinkSchema = z.object({
  action: z.enum(['check_in', 'stop', 'confirm']),
  ownerName: z.string(),
  state: z.enum(RELEASE_STATES),
});
/** POST /api/legacy/links/:token. */
export const legacyLinkResultSchema = z.object({ message: z.string() });

export type LegacyOverview = z.infer<typeof legacyOverviewSchema>;
export type LegacyPlan = z.infer<typeof legacyPlanSchema>;
export type ChosenBy = z.infer<typeof chosenBySchema>;
export type ContactView = z.infer<typeof contactViewSchema>;
export type LegacyLink = z.infer<typeof legacyLinkSchema>;
export type LegacyLinkResult = z.infer<typeof legacyLinkResultSchema>;
export type ReleasedMessage = z.infer<typeof releasedMessageSchema>;
