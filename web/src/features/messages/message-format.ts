/** How messages read on screen: dates in the owner's chosen zone, step and status names. */
import type { Message } from '@heirloom/common/contracts/messages';
import type { ProtectionStep } from '@heirloom/common/domain/delivery-protection';
import { formatInstantInZone } from '@heirloom/common/utils/format-instant';

/** "Thu, Dec 24, 2026, 9:00 AM GMT" in `timeZone`. */
export const formatInZone = (iso: string, timeZone: string) => formatInstantInZone(iso, timeZone, 'short');

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

/** "3 Dec" in `timeZone`. */
const formatDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(new Date(iso));

/**
 * The owner's line about one recipient of a delivered message
 * (docs/product/messages-and-delivery.md "Delivery to recipients"): "Delivered to Maya on 3 Dec;
 * opened 4 Dec" or "…; not opened yet"; null before delivery.
 */
export function describeDelivery(
  recipient: { name: string; deliveredAt: string | null; openedAt: string | null },
  timeZone: string,
): string | null {
  if (!recipient.deliveredAt) return null;
  const delivered = `Delivered to ${recipient.name} on ${formatDay(recipient.deliveredAt, timeZone)}`;
  return recipient.openedAt
    ? `${delivered}; opened ${formatDay(recipient.openedAt, timeZone)}`
    : `${delivered}; not opened yet`;
}
