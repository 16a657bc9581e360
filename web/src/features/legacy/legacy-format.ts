/** Words and dates of the legacy pages (issue 11 item 6). */
import type { LegacyOverview, LegacyPlan } from '@heirloom/common/contracts/legacy';

/** "14 December 2026" in the reader's time zone. */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));

/** "14 Dec 2026, 09:00" in the reader's time zone. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A message's kind, as a word. */
export const MESSAGE_KIND_LABELS = { voice: 'Voice', video: 'Video', letter: 'Letter' } as const;

/** Where a life-event message stands, for its owner on /legacy: "Waiting for it to be reported", "Delivered on …". */
export function describeLifeEventMessage(message: LegacyOverview['lifeEventMessages'][number]): string {
  if (message.status === 'delivered') return 'Delivered';
  if (message.status === 'cancelled') return 'Cancelled';
  if (message.status === 'draft') return 'Draft';
  switch (message.state) {
    case 'dated':
      return message.deliverAt ? `On the birthday, ${formatDay(message.deliverAt)}` : 'On the birthday';
    case 'awaiting':
      return message.latestAt
        ? `Waiting for it to be reported (at the latest ${formatDay(message.latestAt)})`
        : 'Waiting for it to be reported';
    case 'reported':
      return 'Reported, being confirmed';
    case 'confirmed':
      return message.deliverAt ? `Confirmed: delivered on ${formatDay(message.deliverAt)}` : 'Confirmed';
  }
}

/** Where the plan stands, in a sentence for its owner. */
export function describePlanState(plan: LegacyPlan): string {
  switch (plan.state) {
    case 'watching':
      return 'All is well: we will check in with you regularly.';
    case 'reminding':
      return 'You missed a check-in. Press "I\'m still here" or answer one of our e-mails.';
    case 'confirming':
      return `Your legacy contacts were asked to confirm your death (${plan.confirmations} of ${plan.quorum} so far). If you are here, press "I'm still here".`;
    case 'waiting':
      return `Your legacy contacts confirmed your death. The waiting period is running: press "I'm still here" to stop the release.`;
    case 'released':
      return 'Your plan was released.';
  }
}

/** The next step, for its owner: "Next check-in: 14 December 2026". */
export function describeNextStep(plan: LegacyPlan): string | null {
  const next = plan.nextStep;
  if (!next) return null;
  const when = formatDay(next.at);
  switch (next.step) {
    case 'reminder':
      return next.number === 1 ? `Next check-in: ${when}` : `Reminder ${next.number} of 3: ${when}`;
    case 'report':
      return `Your legacy contacts will be asked on ${when}`;
    case 'waiting_notice':
      return `Waiting period, day ${next.number} of ${plan.waitingDays}: ${when}`;
    case 'release':
      return `Release no earlier than ${formatMoment(next.at)}`;
  }
}
