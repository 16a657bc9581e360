/**
 * Contracts of delivery on a life event (docs/decisions/009-legacy-release.md "Life events"): the
 * owner's view of the event a message waits for, the report and confirmations by circle members,
 * the owner's veto, and the e-mailed one-click links. Shared by the server routes and the web.
 */
import { z } from 'zod';
import { LIFE_EVENT_KINDS, LIFE_EVENT_STATES } from '../domain/life-events';

export const LIFE_EVENT_MESSAGES = {
  linkInvalid: 'This link is not valid any more: the event was stopped, changed or the link has expired.',
  happenedOn: 'Please enter the day it happened',
  happenedInFuture: 'The day it happened cannot be in the future',
  /** Said to anyone who may not see the life event an address names (and when there is none). */
  notFound: 'We could not find that life event.',
} as const;

/** `:id` of /api/life-events/:id: the message's id. */
export const lifeEventParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/life-events/:id/report: the day the event happened ("Maya graduated on 14 June"). */
export const lifeEventReportSchema = z.object({
  happenedOn: z.iso.date({ error: LIFE_EVENT_MESSAGES.happenedOn }),
});
export type LifeEventReport = z.infer<typeof lifeEventReportSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A life event as the people around it see it: what it is and whose, where it stands, who reported
 * it and who confirmed it this round; never the message's title, content or recipients.
 */
export const lifeEventSchema = z.object({
  messageId: z.string(),
  owner: personSchema,
  kind: z.enum(LIFE_EVENT_KINDS),
  label: z.string(),
  /** For "when you turn N": the birth date (YYYY-MM-DD) and N; null otherwise. */
  birthDate: z.string().nullable(),
  age: z.number().nullable(),
  state: z.enum(LIFE_EVENT_STATES),
  quorum: z.number(),
  confirmers: z.array(personSchema.extend({ hasConfirmed: z.boolean() })),
  happenedOn: z.string().nullable(),
  reportedBy: personSchema.nullable(),
  /** When the message will be delivered: the birthday, the end of the veto window, or the latest date. */
  deliverAt: z.string().nullable(),
  latestAt: z.string().nullable(),
  /** Whether the recipients were told, with a link to report it themselves. */
  tellsRecipients: z.boolean(),
  /** What the signed-in user may do now. */
  canReport: z.boolean(),
  canConfirm: z.boolean(),
  canVeto: z.boolean(),
  isDelivered: z.boolean(),
});
export type LifeEvent = z.infer<typeof lifeEventSchema>;

/** GET /api/life-events: events of owners whose circle the signed-in user is in, and their own. */
export const lifeEventListSchema = z.array(lifeEventSchema);

/** `:token` of an e-mailed life-event link. */
export const lifeEventLinkParamsSchema = z.object({ token: z.string().max(2000) });

/**
 * GET /api/life-events/links/:token: what the link will do (opening it changes nothing). "report"
 * links reach recipients and named confirmers; POST …/links/:token/report { happenedOn } answers one.
 */
export const lifeEventLinkSchema = z.object({
  action: z.enum(['confirm', 'veto', 'report']),
  /** Who the link was sent to, by name (a recipient as the owner wrote it, or a confirmer). */
  personName: z.string(),
  event: lifeEventSchema.omit({ canReport: true, canConfirm: true, canVeto: true }),
});
export type LifeEventLink = z.infer<typeof lifeEventLinkSchema>;

/** POST /api/life-events/links/:token: what the link did. */
export const lifeEventLinkResultSchema = z.object({ message: z.string() });
