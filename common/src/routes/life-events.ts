/**
 * The routes of delivery on a life event (server: modules/life-events, life-events.routes.ts; access
 * kinds life-event.read and life-event.confirm: server/src/policies/life-event.policy.ts; the veto is
 * the author's, kind message). Reading and reporting are for the owner and their circle, confirming
 * for the owner and the named confirmers; e-mailed links act for whoever holds them.
 */
import { messageParamsSchema } from '../contracts/messages';
import {
  lifeEventLinkParamsSchema,
  lifeEventLinkResultSchema,
  lifeEventLinkSchema,
  lifeEventListSchema,
  lifeEventParamsSchema,
  lifeEventReportSchema,
  lifeEventSchema,
} from '../contracts/life-events';
import { defineRoute } from './define-route';

const event = lifeEventSchema.describe('The life event, where it stands and what the caller may do now');

export const lifeEventRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/life-events',
    access: 'session',
    summary: "Life events the signed-in user may follow: their own and their circles' owners'",
    response: { 200: lifeEventListSchema.describe('Newest first; never the messages themselves') },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/life-events/:id',
    access: 'life-event.read',
    summary: 'The life event a message waits for',
    params: lifeEventParamsSchema,
    response: { 200: event },
  }),
  report: defineRoute({
    method: 'POST',
    path: '/api/life-events/:id/report',
    access: 'life-event.read',
    summary: 'Report that the event happened ("Maya graduated on 14 June")',
    params: lifeEventParamsSchema,
    body: lifeEventReportSchema,
    response: { 200: event },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/life-events/:id/confirm',
    access: 'life-event.confirm',
    summary: 'Confirm a reported event',
    params: lifeEventParamsSchema,
    response: { 200: event },
  }),
  veto: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/life-event/veto',
    access: 'message',
    summary: "The owner stops a confirmed event's delivery during the veto window",
    params: messageParamsSchema,
    response: { 200: event },
  }),
  describeLink: defineRoute({
    method: 'GET',
    path: '/api/life-events/links/:token',
    access: 'life-event-link',
    summary: 'What an e-mailed life-event link does',
    params: lifeEventLinkParamsSchema,
    response: { 200: lifeEventLinkSchema.describe('What the link will do (opening it changes nothing)') },
  }),
  answerLink: defineRoute({
    method: 'POST',
    path: '/api/life-events/links/:token',
    access: 'life-event-link',
    summary: "Do what an e-mailed life-event link says (confirm, or the owner's veto)",
    params: lifeEventLinkParamsSchema,
    response: { 200: lifeEventLinkResultSchema.describe('What the link did') },
  }),
  reportFromLink: defineRoute({
    method: 'POST',
    path: '/api/life-events/links/:token/report',
    access: 'life-event-link',
    summary: 'Report the event from an e-mailed "report" link (a recipient or a named confirmer, no account)',
    params: lifeEventLinkParamsSchema,
    body: lifeEventReportSchema,
    response: { 200: lifeEventLinkResultSchema.describe('What the report did') },
  }),
};
