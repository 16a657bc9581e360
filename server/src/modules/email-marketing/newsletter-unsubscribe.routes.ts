/**
 * The unsubscribe link of every newsletter issue, /api/newsletter/unsubscribe?token=… (RFC 8058):
 * POST is the mail program's one-click unsubscribe (a form-encoded "List-Unsubscribe=One-Click"
 * body, no session and no CSRF token: the signed token is the proof) and the blog page's confirm
 * button; GET never unsubscribes (link scanners open links) but sends a person to the blog page
 * that asks them to confirm.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema, noContentSchema } from '@heirloom/common/contracts/api';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import {
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  newsletterUnsubscribeQuerySchema,
} from '@heirloom/common/contracts/email-marketing';
import { AppError } from '../../lib/app-error';
import type { EmailMarketingDependencies } from './email-marketing.service';
import { verifyNewsletterUnsubscribeToken } from './newsletter-unsubscribe-links';
import { unsubscribeByToken } from './newsletter-unsubscribe.service';

/** Registers the one-click POST and the GET that leads to the confirming page. */
export async function registerNewsletterUnsubscribeRoutes(app: FastifyInstance, deps: EmailMarketingDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's one-click POST is form-encoded; its only field is fixed, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  api.get(
    '/api/newsletter/unsubscribe',
    {
      config: { access: 'token' },
      schema: {
        summary: "Open an issue's unsubscribe link: leads to the page that asks to confirm (changes nothing)",
        querystring: newsletterUnsubscribeQuerySchema,
        response: {
          303: noContentSchema.describe('To /blog?unsubscribe=…, which asks to confirm'),
          404: errorResponseSchema.describe('The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!(await verifyNewsletterUnsubscribeToken(deps.linkSecret, token)))
        throw new AppError('not_found', NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink);
      return reply.redirect(`/blog?unsubscribe=${encodeURIComponent(token)}`, 303);
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      // The signed token is the proof, as a webhook's signature is: no session, no CSRF token.
      config: { access: 'token', isSignedWebhook: true },
      schema: {
        summary: 'Leave the newsletter (one click, RFC 8058); the address is deleted',
        querystring: newsletterUnsubscribeQuerySchema,
        response: {
          200: messageResponseSchema.describe('Unsubscribed (also when it was already)'),
          404: errorResponseSchema.describe('The link is not valid'),
        },
      },
    },
    async (request) => ({ message: await unsubscribeByToken(deps, request.query.token) }),
  );
}
