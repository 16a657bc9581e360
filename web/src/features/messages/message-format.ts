/** How messages read on screen: step, status and occasion names, and the delivery line of a recipient. */
import type { Message } from '@heirloom/common/contracts/messages';
import type { ProtectionStep } from '@heirloom/common/domain/delivery-protection';
import { formatDate } from '../../lib/reader-dates';

export const STEP_LABELS: Record<ProtectionStep, string> = {
  reminder: 'Reminder e-mail to you',
  check: '“Are you still here?” e-mail to you',
  delivery: 'Delivery to recipients',
};

export const STATUS_LABELS: Record<Message['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const OCCASION_LABELS: Record<Message['occasion'], string> = {
  birthday: 'Birthday',
  graduation: 'Graduation',
  wedding: 'Wedding',
  anniversary: 'Anniversary',
  other: 'Another moment',
};

/**
 * The owner's line about one recipient of a delivered message
 * (docs/product/messages-and-delivery.md "Delivery to recipients"): "Delivered to Maya on Dec 3;
 * opened Dec 4" (days in the message's `timeZone`) or "…; not opened yet"; when the mail server
 * refused the delivery e-mail for good, "Sent on Dec 3, but Maya's mail server refused it: it did not
 * arrive"; null before delivery.
 */
export function describeDelivery(
  recipient: { name: string; deliveredAt: string | null; openedAt: string | null },
  timeZone: string,
  isRefused = false,
): string | null {
  if (!recipient.deliveredAt) return null;
  const day = formatDate(recipient.deliveredAt, 'day-month', timeZone);
  if (isRefused && !recipient.openedAt)
    return `Sent on ${day}, but ${recipient.name}'s mail server refused it: it did not arrive`;
  const delivered = `Delivered to ${recipient.name} on ${day}`;
  return recipient.openedAt
    ? `${delivered}; opened ${formatDate(recipient.openedAt, 'day-month', timeZone)}`
    : `${delivered}; not opened yet`;
}
