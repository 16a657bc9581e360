/**
 * The one status the owner's legacy page shows (a pure function of the overview). Several
 * conditions can hold at once (a missed check-in while too few contacts have accepted); the page
 * shows only the most serious, so "All is well" never stands beside a warning. From most to least
 * serious:
 * 1. released — final, nothing else can change;
 * 2. waiting — contacts confirmed a death and the release comes at the end of the waiting period;
 * 3. confirming — contacts are being asked to confirm a death;
 * 4. reminding — the owner missed a check-in (contacts are asked after the last reminder);
 * 5. short of contacts — fewer contacts have accepted than must confirm, so no release can happen;
 * 6. no plan — nothing is set up yet;
 * 7. well — the plan is watching and can work.
 * The first four need the owner's answer now (a running process); the fifth needs action, not urgently.
 */
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';

export type LegacyStatusKind =
  'released' | 'waiting' | 'confirming' | 'reminding' | 'short_of_contacts' | 'no_plan' | 'well';

/** How the page marks the status: `urgent` asks for "I'm still here" now, `attention` for a fix, `calm` for nothing. */
export type LegacyStatusTone = 'urgent' | 'attention' | 'calm';

export interface LegacyStatus {
  kind: LegacyStatusKind;
  tone: LegacyStatusTone;
  /** One sentence: where the plan stands. */
  title: string;
  /** What it means, or what to do. */
  explanation: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why a plan is short of contacts, with the numbers: how many accepted, how many are still invited. */
function shortOfContacts(quorum: number, contacts: LegacyOverview['contacts']): string {
  if (contacts.length === 0)
    return `You have no legacy contacts. Name at least ${quorum}: ${quorum} must confirm before anything is released.`;
  const accepted = contacts.filter((contact) => contact.status === 'accepted').length;
  const invited = contacts.length - accepted;
  const waitingFor = invited > 0 ? ` ${plural(invited, 'invitation')} still waiting for an answer.` : '';
  return `${plural(accepted, 'legacy contact')} accepted, but ${quorum} must confirm: nothing can be released until enough accept.${waitingFor}`;
}

/**
 * The single status of the owner's plan: the most serious condition that holds (see the module's
 * order). Pure: the same overview gives the same status.
 */
export function deriveLegacyStatus(overview: Pick<LegacyOverview, 'plan' | 'contacts'>): LegacyStatus {
  const { plan, contacts } = overview;
  if (!plan)
    return {
      kind: 'no_plan',
      tone: 'calm',
      title: 'You have no legacy plan yet.',
      explanation:
        contacts.length === 0
          ? 'Name your legacy contacts, then choose how often we check in with you.'
          : 'Choose how often we check in with you and how many contacts must confirm, then start your plan.',
    };
  switch (plan.state) {
    case 'released':
      return {
        kind: 'released',
        tone: 'calm',
        title: 'Your plan was released.',
        explanation: 'Your legacy contacts can read what you left them, and your messages for after death were sent.',
      };
    case 'waiting':
      return {
        kind: 'waiting',
        tone: 'urgent',
        title: 'Your legacy contacts confirmed your death.',
        explanation: `The waiting period of ${plural(plan.waitingDays, 'day')} is running. If you are here, press "I'm still here" to stop the release.`,
      };
    case 'confirming':
      return {
        kind: 'confirming',
        tone: 'urgent',
        title: 'Your legacy contacts were asked to confirm your death.',
        explanation: `${plan.confirmations} of ${plan.quorum} confirmed so far. If you are here, press "I'm still here".`,
      };
    case 'reminding':
      return {
        kind: 'reminding',
        tone: 'urgent',
        title: 'You missed a check-in.',
        explanation: 'Press "I\'m still here" or answer one of our e-mails, or your legacy contacts will be asked.',
      };
    case 'watching':
      if (plan.isShortOfContacts)
        return {
          kind: 'short_of_contacts',
          tone: 'attention',
          title: 'Your plan cannot be released yet.',
          explanation: shortOfContacts(plan.quorum, contacts),
        };
      return {
        kind: 'well',
        tone: 'calm',
        title: 'All is well.',
        explanation: 'We will check in with you regularly.',
      };
  }
}
