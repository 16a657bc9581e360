/**
 * The routes of the release after death (server: modules/legacy; docs/decisions/009). The owner's
 * routes act on their own plan (session); a legacy contact's name the owner in the address (access
 * kind legacy-contact: server/src/policies/legacy.policy.ts); an e-mailed link acts for whoever
 * holds its token.
 */
import {
  chosenBySchema,
  contactViewSchema,
  legacyLinkParamsSchema,
  legacyLinkResultSchema,
  legacyLinkSchema,
  legacyOverviewSchema,
  legacyOwnerParamsSchema,
  legacyPlanInputSchema,
} from '../contracts/legacy';
import { defineRoute } from './define-route';

const contactView = contactViewSchema.describe('What this legacy contact may see of the owner now');

export const legacyRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/legacy',
    access: 'session',
    summary: "The signed-in owner's legacy plan at a glance",
    response: { 200: legacyOverviewSchema.describe('Plan, contacts, messages for after death, albums, audit log') },
  }),
  savePlan: defineRoute({
    method: 'PUT',
    path: '/api/legacy/plan',
    access: 'session',
    summary: 'Create or change the legacy plan',
    body: legacyPlanInputSchema,
    response: { 200: legacyOverviewSchema.describe('The plan as saved') },
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/api/legacy/check-in',
    access: 'session',
    summary: '"I\'m still here": a check-in that also stops a release in progress',
    response: { 200: legacyOverviewSchema.describe('The plan, watching again') },
  }),
  chosen: defineRoute({
    method: 'GET',
    path: '/api/legacy/chosen',
    access: 'session',
    summary: 'Owners who named the signed-in user a legacy contact',
    response: {
      200: chosenBySchema.array().describe('The owners who chose the signed-in user as a legacy contact'),
    },
  }),
  contactView: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId',
    access: 'legacy-contact',
    summary: "A legacy contact's view of an owner's plan (their content only after the release)",
    params: legacyOwnerParamsSchema,
    response: { 200: contactView },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/legacy/owners/:ownerId/confirm',
    access: 'legacy-contact',
    summary: "Report the owner's death, or confirm a report",
    params: legacyOwnerParamsSchema,
    response: { 200: contactView },
  }),
  describeLink: defineRoute({
    method: 'GET',
    path: '/api/legacy/links/:token',
    access: 'legacy-link',
    summary: 'What an e-mailed legacy link does',
    params: legacyLinkParamsSchema,
    response: { 200: legacyLinkSchema.describe('What the e-mailed link will do (opening it changes nothing)') },
  }),
  answerLink: defineRoute({
    method: 'POST',
    path: '/api/legacy/links/:token',
    access: 'legacy-link',
    summary: 'Do what an e-mailed legacy link says ("I\'m still here", "Stop — I\'m here", confirm)',
    params: legacyLinkParamsSchema,
    response: { 200: legacyLinkResultSchema.describe('What the link did') },
  }),
};
