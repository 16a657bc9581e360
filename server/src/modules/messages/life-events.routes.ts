/**
 * Delivery on a life event over HTTP (issue 11 item 4; docs/decisions/009 "Life events"); the
 * calls are listed in common/src/contracts/life-events.ts. Reading and reporting are for the
 * owner and their circle, confirming for the owner and the named confirmers (life-event.policy),
 * the veto for the author (message.policy); e-mailed links act for whoever holds them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  lifeEventLinkParamsSchema,
  lifeEventLinkResultSchema,
  lifeEventLinkSchema,
  lifeEventListSchema,
  lifeEventParamsSchema,
  lifeEventReportSchema,
  lifeEventSchema,
} from '@heirloom/common/contracts/life-events';
import { messageParamsSchema } from '@heirloom/common/contracts/messages';
import { requireUser } from '../../plugins/current-user';
import {
  answerLifeEventLink,
  confirmLifeEvent,
  describeLifeEventLink,
  listLifeEvents,
  readLifeEvent,
  reportLifeEvent,
  reportLifeEventFromLink,
  vetoLifeEvent,
} from './life-events.service';
import type { MessagesDependencies } from './messages.service';

/** Registers the life-event routes of the messages module. */
export async function registerLifeEventRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const eventSchema = lifeEventSchema.describe('The life event, where it stands and what the caller may do now');

  api.get(
    '/api/life-events',
    {
      config: { access: 'session' },
      schema: {
        summary: "Life events the signed-in user may follow: their own and their circles' owners'",
        response: { 200: lifeEventListSchema.describe('Newest first; never the messages themselves') },
      },
    },
    async (request) => listLifeEvents(deps, requireUser(request).id),
  );

  api.get(
    '/api/life-events/:id',
    {
      config: { access: 'life-event.read' },
      schema: {
        summary: 'The life event a message waits for',
        params: lifeEventParamsSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => readLifeEvent(deps, requireUser(request).id, request.params.id),
  );

  api.post(
    '/api/life-events/:id/report',
    {
      config: { access: 'life-event.read' },
      schema: {
        summary: 'Report that the event happened ("Maya graduated on 14 June")',
        params: lifeEventParamsSchema,
        body: lifeEventReportSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await reportLifeEvent(deps, user.id, request.params.id, request.body.happenedOn);
      return readLifeEvent(deps, user.id, request.params.id);
    },
  );

  api.post(
    '/api/life-events/:id/confirm',
    {
      config: { access: 'life-event.confirm' },
      schema: { summary: 'Confirm a reported event', params: lifeEventParamsSchema, response: { 200: eventSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await confirmLifeEvent(deps, user.id, request.params.id);
      return readLifeEvent(deps, user.id, request.params.id);
    },
  );

  api.post(
    '/api/messages/:id/life-event/veto',
    {
      config: { access: 'message' },
      schema: {
        summary: "The owner stops a confirmed event's delivery during the veto window",
        params: messageParamsSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await vetoLifeEvent(deps, user.id, request.params.id);
      return readLifeEvent(deps, user.id, request.params.id);
    },
  );

  api.get(
    '/api/life-events/links/:token',
    {
      config: { access: 'token' },
      schema: {
        summary: 'What an e-mailed life-event link does',
        params: lifeEventLinkParamsSchema,
        response: { 200: lifeEventLinkSchema.describe('What the link will do (opening it changes nothing)') },
      },
    },
    async (request) => describeLifeEventLink(deps, request.params.token),
  );

  api.post(
    '/api/life-events/links/:token',
    {
      config: { access: 'token' },
      schema: {
        summary: "Do what an e-mailed life-event link says (confirm, or the owner's veto)",
        params: lifeEventLinkParamsSchema,
        response: { 200: lifeEventLinkResultSchema.describe('What the link did') },
      },
    },
    async (request) => ({ message: await answerLifeEventLink(deps, request.params.token) }),
  );

  api.post(
    '/api/life-events/links/:token/report',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Report the event from an e-mailed "report" link (a recipient or a named confirmer, no account)',
        params: lifeEventLinkParamsSchema,
        body: lifeEventReportSchema,
        response: { 200: lifeEventLinkResultSchema.describe('What the report did') },
      },
    },
    async (request) => ({
      message: await reportLifeEventFromLink(deps, request.params.token, request.body.happenedOn),
    }),
  );
}
