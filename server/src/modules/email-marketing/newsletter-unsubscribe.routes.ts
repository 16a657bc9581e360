/**
 * The unsubscribe link of every newsletter issue, /api/newsletter/unsubscribe?token=… (RFC 8058):
 * POST is the mail program's one-click unsubscribe (a form-encoded "List-Unsubscribe=One-Click"
 * body, no session and no CSRF token: the signed token is the proof) and the blog page's confirm
 * button; GET never unsubscribes (link scanners open links) but sends a person to the blog page
 * that asks them to confirm.
 */
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@heirloom/common/contracts/email-marketing';
import { emailMarketingRoutes as routes } from '@heirloom/common/routes/email-marketing';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import type { EmailMarketingDependencies } from './email-marketing.service';
import { verifyNewsletterUnsubscribeToken } from './newsletter-unsubscribe-links';
import { unsubscribeByToken } from './newsletter-unsubscribe.service';

/** Registers the one-click POST and the GET that leads to the confirming page. */
export async function registerNewsletterUnsubscribeRoutes(app: FastifyInstance, deps: EmailMarketingDependencies) {
  // RFC 8058's one-click POST is form-encoded; its only field is fixed, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  implementRoute(app, routes.openUnsubscribeLink, async (request, reply) => {
    const { token } = request.query;
    if (!(await verifyNewsletterUnsubscribeToken(deps.linkSecret, token)))
      throw new AppError('not_found', NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink);
    return reply.redirect(`/blog?unsubscribe=${encodeURIComponent(token)}`, 303);
  });

  implementRoute(
    app,
    routes.unsubscribe,
    async (request) => ({ message: await unsubscribeByToken(deps, request.query.token) }),
    // The signed token is the proof, as a webhook's signature is: no session, no CSRF token.
    { isSignedWebhook: true },
  );
}
