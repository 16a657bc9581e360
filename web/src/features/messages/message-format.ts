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
