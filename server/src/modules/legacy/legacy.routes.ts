/**
 * The release after death over HTTP (issue 11; docs/decisions/009); the calls are listed in
 * common/src/contracts/legacy.ts. The owner's routes act on their own plan; a contact's name the
 * owner in the address (legacy.policy); e-mailed links act for whoever holds them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  chosenBySchema,
  contactViewSchema,
  legacyLinkParamsSchema,
  legacyLinkResultSchema,
  legacyLinkSchema,
  legacyOverviewSchema,
  legacyOwnerParamsSchema,
  legacyPlanInputSchema,
} from '@heirloom/common/contracts/legacy';
import { requireUser } from '../../plugins/current-user';
import { presentContactView, presentOverview } from './legacy.presenter';
import {
  answerLink,
  checkIn,
  confirmDeath,
  describeLink,
  listChosen,
  readContactView,
  readOverview,
  savePlan,
} from './legacy.service';
import type { LegacyDependencies } from './legacy.transitions';

export async function registerLegacyRoutes(app: FastifyInstance, deps: LegacyDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const overviewOf = async (ownerId: string) => presentOverview(await readOverview(deps, ownerId));

  api.get(
    '/api/legacy',
    {
      config: { access: 'session' },
      schema: {
        summary: "The signed-in owner's legacy plan at a glance",
        response: { 200: legacyOverviewSchema.describe('Plan, contacts, messages for after death, albums, audit log') },
      },
    },
    async (request) => overviewOf(requireUser(request).id),
  );

  api.put(
    '/api/legacy/plan',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Create or change the legacy plan',
        body: legacyPlanInputSchema,
        response: { 200: legacyOverviewSchema.describe('The plan as saved') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await savePlan(deps, user.id, request.body);
      return overviewOf(user.id);
    },
  );

  api.post(
    '/api/legacy/check-in',
    {
      config: { access: 'session' },
      schema: {
        summary: '"I\'m still here": a check-in that also stops a release in progress',
        response: { 200: legacyOverviewSchema.describe('The plan, watching again') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await checkIn(deps, user.id, 'app');
      return overviewOf(user.id);
    },
  );

  api.get(
    '/api/legacy/chosen',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Owners who named the signed-in user a legacy contact',
        response: {
          200: chosenBySchema.array().describe('The owners who chose the signed-in user as a legacy contact'),
        },
      },
    },
    async (request) => listChosen(deps, requireUser(request).id),
  );

  api.get(
    '/api/legacy/owners/:ownerId',
    {
      config: { access: 'legacy-contact' },
      schema: {
        summary: "A legacy contact's view of an owner's plan (their content only after the release)",
        params: legacyOwnerParamsSchema,
        response: { 200: contactViewSchema.describe('What this legacy contact may see of the owner now') },
      },
    },
    async (request) => presentContactView(await readContactView(deps, requireUser(request).id, request.params.ownerId)),
  );

  api.post(
    '/api/legacy/owners/:ownerId/confirm',
    {
      config: { access: 'legacy-contact' },
      schema: {
        summary: "Report the owner's death, or confirm a report",
        params: legacyOwnerParamsSchema,
        response: { 200: contactViewSchema.describe('What this legacy contact may see of the owner now') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await confirmDeath(deps, user.id, request.params.ownerId);
      return presentContactView(await readContactView(deps, user.id, request.params.ownerId));
    },
  );

  api.get(
    '/api/legacy/links/:token',
    {
      config: { access: 'token' },
      schema: {
        summary: 'What an e-mailed legacy link does',
        params: legacyLinkParamsSchema,
        response: { 200: legacyLinkSchema.describe('What the e-mailed link will do (opening it changes nothing)') },
      },
    },
    async (request) => describeLink(deps, request.params.token),
  );

  api.post(
    '/api/legacy/links/:token',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Do what an e-mailed legacy link says ("I\'m still here", "Stop — I\'m here", confirm)',
        params: legacyLinkParamsSchema,
        response: { 200: legacyLinkResultSchema.describe('What the link did') },
      },
    },
    async (request) => ({ message: await answerLink(deps, request.params.token) }),
  );
}
