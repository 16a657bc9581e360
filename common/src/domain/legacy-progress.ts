/**
 * How complete a family's legacy is (/progress-tracking and the dashboard): six steps, each judged
 * from real counts the API gives the signed-in user — nothing estimated, nothing invented. The
 * steps follow the order in which the product asks for them (/before-its-too-late's guided start,
 * then the family's places): a message first, because delivering messages is the product's main job
 * (docs/product/overview.md "The main job").
 */

/** Counts of the signed-in user's own things, as the API answers them. */
export interface LegacyProgressCounts {
  /** Messages scheduled on a date, a life event or after death (drafts, delivered and cancelled ones not). */
  scheduledMessages: number;
  /** Voice recordings kept in the vault (not in the trash). */
  voicesKept: number;
  /** Individuals in the family trees the user owns. */
  peopleInTree: number;
  /** Relatives in the user's circle, members and pending invitations alike. */
  relativesInCircle: number;
  /** Legacy contacts named (accepted or invited). */
  legacyContacts: number;
  /** Sections of the last-wishes document answered, out of `lastWishesSections`. */
  lastWishesAnswered: number;
  lastWishesSections: number;
}

export type LegacyProgressStepKey = 'message' | 'voice' | 'tree' | 'circle' | 'contacts' | 'wishes';

export interface LegacyProgressStep {
  key: LegacyProgressStepKey;
  /** What the step is, as a heading ("Schedule a message"). */
  title: string;
  /** Where the user stands, in words from the counts ("2 messages scheduled"). */
  status: string;
  /** Why it matters, one sentence. */
  why: string;
  isDone: boolean;
  /** The page where the step is taken. */
  path: string;
  /** The link's words. */
  action: string;
}

export interface LegacyProgress {
  steps: LegacyProgressStep[];
  doneCount: number;
  /** Whole percent of the steps done, 0–100. */
  percent: number;
  /** The first step not done yet, in order; null when every step is done. */
  nextStep: LegacyProgressStep | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Judges the six steps from `counts`.
 * @returns steps in their order with whether each is done, the share done, and the next step
 */
export function assessLegacyProgress(counts: LegacyProgressCounts): LegacyProgress {
  const steps: LegacyProgressStep[] = [
    {
      key: 'message',
      title: 'Schedule a message',
      status: counts.scheduledMessages
        ? `${plural(counts.scheduledMessages, 'message')} scheduled`
        : 'No message scheduled yet',
      why: 'A recorded voice or a letter that reaches someone you love on the right day.',
      isDone: counts.scheduledMessages > 0,
      path: '/schedule-message',
      action: counts.scheduledMessages ? 'Schedule another' : 'Schedule your first message',
    },
    {
      key: 'voice',
      title: 'Keep a voice',
      status: counts.voicesKept ? `${plural(counts.voicesKept, 'voice recording')} kept` : 'No voice recording yet',
      why: 'A voice is what families miss most, and what old photos cannot give back.',
      isDone: counts.voicesKept > 0,
      path: '/voice-recordings',
      action: counts.voicesKept ? 'Record another' : 'Record a voice',
    },
    {
      key: 'tree',
      title: 'Start your family tree',
      status: counts.peopleInTree ? `${plural(counts.peopleInTree, 'person', 'people')} in your tree` : 'No tree yet',
      why: 'Who is who, with their photos and voices, for the generations who never met them.',
      isDone: counts.peopleInTree > 1,
      path: '/family-tree-builder',
      action: counts.peopleInTree ? 'Add relatives' : 'Start from yourself',
    },
    {
      key: 'circle',
      title: 'Invite a relative',
      status: counts.relativesInCircle
        ? `${plural(counts.relativesInCircle, 'relative')} in your family circle`
        : 'Nobody invited yet',
      why: 'Relatives you invite can add their own memories and see what you share with them.',
      isDone: counts.relativesInCircle > 0,
      path: '/family-collaboration',
      action: counts.relativesInCircle ? 'Invite someone else' : 'Invite a relative',
    },
    {
      key: 'contacts',
      title: 'Name your legacy contacts',
      status: counts.legacyContacts
        ? `${plural(counts.legacyContacts, 'legacy contact')} named`
        : 'No legacy contact yet',
      why: 'The people who confirm, when the time comes, that your messages may be released.',
      isDone: counts.legacyContacts > 0,
      path: '/legacy',
      action: counts.legacyContacts ? 'Review your legacy plan' : 'Choose your contacts',
    },
    {
      key: 'wishes',
      title: 'Write your last wishes',
      status: `${counts.lastWishesAnswered} of ${counts.lastWishesSections} sections written`,
      why: 'So that the people you leave behind do not have to guess what you wanted.',
      isDone: counts.lastWishesSections > 0 && counts.lastWishesAnswered >= counts.lastWishesSections,
      path: '/last-wishes',
      action: counts.lastWishesAnswered ? 'Continue your wishes' : 'Start your wishes',
    },
  ];
  const doneCount = steps.filter((step) => step.isDone).length;
  return {
    steps,
    doneCount,
    percent: Math.round((doneCount / steps.length) * 100),
    nextStep: steps.find((step) => !step.isDone) ?? null,
  };
}
