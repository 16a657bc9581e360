/**
 * Contact-form messages (docs/product/pages-and-routes.md "Help pages"): queued as two outbox
 * e-mails in one transaction — to SUPPORT_EMAIL and a copy to the sender — never sent inline: every
 * e-mail goes through the outbox (docs/decisions/002-delivery-scheduler-and-outbox.md), so a slow
 * or failing mail server neither holds up the answer nor loses the message. A filled honeypot is
 * answered like a real message but sends nothing.
 */
import type { Kysely } from 'kysely';
import { CONTACT_MESSAGES, type ContactRequest } from '@heirloom/common/contracts/contact';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { enqueueEmails } from '../../mail/outbox.repository';
import { contactEmails } from './contact.emails';

export interface ContactDependencies {
  db: Kysely<Database>;
  clock: Clock;
  productName: string;
  /** SUPPORT_EMAIL; without it the form is refused with a clear 503. */
  supportEmail?: string;
}

/**
 * Queues the message and its copy (idempotent by `requestId`).
 * @throws AppError 'unavailable' (503) when no SUPPORT_EMAIL is configured
 */
export async function sendContactMessage(deps: ContactDependencies, request: ContactRequest): Promise<void> {
  if (!deps.supportEmail) throw new AppError('unavailable', CONTACT_MESSAGES.unavailable);
  if (request.website) return; // the honeypot: only a robot fills a field no person can see
  const emails = contactEmails(
    { productName: deps.productName, supportEmail: deps.supportEmail },
    request,
    deps.clock.now().toISOString(),
  );
  await deps.db.transaction().execute((trx) => enqueueEmails(trx, emails));
}
