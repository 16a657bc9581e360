/** Words of the legacy pages; their dates are the reader's (lib/reader-dates.ts). */
import type { LegacyOverview, LegacyPlan } from '@heirloom/common/contracts/legacy';
import { formatDate } from '../../lib/reader-dates';

/** A message's kind, as a word. */
export const MESSAGE_KIND_LABELS = { voice: 'Voice', video: 'Video', letter: 'Letter' } as const;

/** Where a life-event message stands, for its owner on /legacy: "Waiting for it to be reported", "Delivered on …". */
export function describeLifeEventMessage(message: LegacyOverview['lifeEventMessages'][number]): string {
  if (message.status === 'delivered') return 'Delivered';
  if (message.status === 'cancelled') return 'Cancelled';
  if (message.status === 'draft') return 'Draft';
  switch (message.state) {
    case 'dated':
      return message.deliverAt ? `On the birthday, ${formatDate(message.deliverAt, 'day')}` : 'On the birthday';
    case 'awaiting':
      return message.latestAt
        ? `Waiting for it to be reported (at the latest ${formatDate(message.latestAt, 'day')})`
        : 'Waiting for it to be reported';
    case 'reported':
      return 'Reported, being confirmed';
    case 'confirmed':
      return message.deliverAt ? `Confirmed: delivered on ${formatDate(message.deliverAt, 'day')}` : 'Confirmed';
  }
}

/**
 * How many legacy contacts must confirm a death, as the owner's and a contact's pages say it:
 * "2 of 3 legacy contacts must confirm". With no contact named yet there is nothing to count, so it
 * says they must be named first (never "1 of 0").
 */
export function describeQuorum(quorum: number, contactCount: number): string {
  if (contactCount === 0) return 'No legacy contacts yet: name them first, then choose how many must confirm';
  return `${quorum} of ${contactCount} legacy contact${contactCount === 1 ? '' : 's'} must confirm`;
}

/** The next step, for its owner: "Next check-in: December 14, 2026". */
export function describeNextStep(plan: LegacyPlan): string | null {
  const next = plan.nextStep;
  if (!next) return null;
  const when = formatDate(next.at, 'day');
  switch (next.step) {
    case 'reminder':
      return next.number === 1 ? `Next check-in: ${when}` : `Reminder ${next.number} of 3: ${when}`;
    case 'report':
      return `Your legacy contacts will be asked on ${when}`;
    case 'waiting_notice':
      return `Waiting period, day ${next.number} of ${plan.waitingDays}: ${when}`;
    case 'release':
      return `Release no earlier than ${formatDate(next.at, 'moment')}`;
  }
}
