/**
 * Leaving the newsletter by an issue's link (RFC 8058 one-click, or the blog page the footer
 * opens): the subscription is deleted — the address is no longer kept — and any issue e-mail to it
 * that has not left yet is withdrawn, so unsubscribing also stops an issue being sent right now.
 * A repeat answers the same; a forged link answers 404.
 */
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@heirloom/common/contracts/email-marketing';
import { AppError } from '../../lib/app-error';
import { withdrawPendingEmailsById } from '../../mail/outbox.repository';
import { deleteSubscription, findSubscription, listRecipientEmailIds } from './email-marketing.repository';
import type { EmailMarketingDependencies } from './email-marketing.service';
import { verifyNewsletterUnsubscribeToken } from './newsletter-unsubscribe-links';

/** @throws AppError 'not_found' for a forged or altered token */
export async function unsubscribeByToken(
  deps: Pick<EmailMarketingDependencies, 'db' | 'linkSecret'>,
  token: string,
): Promise<string> {
  const subscriptionId = await verifyNewsletterUnsubscribeToken(deps.linkSecret, token);
  if (!subscriptionId) throw new AppError('not_found', NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findSubscription(trx, subscriptionId))) return;
    await withdrawPendingEmailsById(trx, await listRecipientEmailIds(trx, subscriptionId));
    await deleteSubscription(trx, subscriptionId);
  });
  return NEWSLETTER_UNSUBSCRIBE_MESSAGES.done;
}
