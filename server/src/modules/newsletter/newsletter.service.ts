/**
 * The blog's newsletter with double opt-in (docs/product/marketing-and-figures.md "Newsletter"): an
 * address is stored as pending and gets one e-mail with a confirmation link; only a confirmed
 * address is subscribed. The answer never says whether an address was already known, and a pending
 * address gets at most one e-mail an hour.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { renderEmail } from '../../mail/email-layout';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { confirmSubscription, findSubscriptionByEmail, saveSubscription } from './newsletter.repository';

/** The shortest time between two confirmation e-mails to one pending address, in ms. */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000;

export const NEWSLETTER_MESSAGES = {
  checkInbox: 'Almost there: we sent you an e-mail. Open the link in it to confirm your subscription.',
  confirmed: 'Thank you: your subscription is confirmed.',
  invalidLink: 'This confirmation link is not valid or was already used.',
} as const;

export interface NewsletterDependencies {
  db: Kysely<Database>;
  clock: Clock;
  productName: string;
  publicUrl: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records a pending subscription and queues its confirmation e-mail (both in one transaction). */
export async function requestSubscription(deps: NewsletterDependencies, email: string): Promise<void> {
  const now = deps.clock.now();
  const existing = await findSubscriptionByEmail(deps.db, email);
  if (existing?.status === 'confirmed') return;
  if (existing && now.getTime() - Date.parse(existing.requested_at) < RESEND_INTERVAL_MS) return;
  const token = randomBytes(32).toString('base64url');
  const id = existing?.id ?? randomUUID();
  const link = `${deps.publicUrl}/blog?confirm=${token}`;
  const content = renderEmail({
    productName: deps.productName,
    preheader: 'One click to confirm your subscription.',
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${deps.productName} blog's articles at this address.`,
      'Confirm with the button below. If it was not you, ignore this e-mail and you will hear nothing more.',
    ],
    buttons: [{ label: 'Confirm my subscription', url: link }],
    footer: ['No spam, unsubscribe anytime.'],
  });
  await deps.db.transaction().execute(async (trx) => {
    await saveSubscription(trx, {
      id,
      email,
      status: 'pending',
      confirm_token_hash: hash(token),
      requested_at: now.toISOString(),
      confirmed_at: null,
    });
    await enqueueEmails(trx, [
      outboxEmail({
        id: `newsletter.${id}.${now.getTime()}`,
        kind: 'newsletter-confirmation',
        to: { email, name: email },
        content: { subject: `Confirm your subscription to the ${deps.productName} blog`, ...content },
        at: now.toISOString(),
      }),
    ]);
  });
}

/** @throws AppError 'not_found' for an unknown or used token */
export async function confirmSubscriptionToken(deps: NewsletterDependencies, token: string): Promise<void> {
  if (!(await confirmSubscription(deps.db, hash(token), deps.clock.now().toISOString()))) {
    throw new AppError('not_found', NEWSLETTER_MESSAGES.invalidLink);
  }
}
