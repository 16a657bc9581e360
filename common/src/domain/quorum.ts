/**
 * The one quorum rule of the two processes that wait for people to agree before they act
 * (docs/decisions/009-legacy-release.md "One quorum rule"): the release after death, where the
 * owner's legacy contacts confirm a reported death, and delivery on a life event, where the people
 * the owner named confirm a reported event (docs/decisions/009-legacy-release.md "Life events").
 * Pure functions, shared by the server's decisions and the web's forms.
 *
 * - Confirmations count per round: a new round (a legacy check-in, a life event's veto or changed
 *   message) makes every earlier confirmation stop counting.
 * - Only distinct confirmations by people eligible now count: the current legacy contacts, the
 *   currently named confirmers. Someone who confirmed and is no longer eligible counts no more.
 * - A decisive person (a life event's owner) may confirm alone; a quorum of 0 is reached by them only.
 * - Which quorums may be chosen: at most as many as are eligible, at least the process's least once
 *   several are eligible, and 0 only when nobody is eligible and a decisive person confirms alone.
 */

/** One person's confirmation, in the round it was given. */
export interface Confirmation {
  personId: string;
  round: number;
}

/** What decides whether a round's confirmations suffice. */
export interface QuorumQuestion {
  /** How many eligible people must confirm; 0 when only the decisive person can. */
  quorum: number;
  /** The round now: confirmations of any other round do not count. */
  round: number;
  /** The confirmations recorded, of any round (a person may appear more than once). */
  confirmations: readonly Confirmation[];
  /** Who may confirm now (user ids); a confirmation by anyone else does not count. */
  eligibleIds: readonly string[];
  /** The person whose own confirmation of the round suffices (a life event's owner); none for a legacy release. */
  decisiveId?: string | null;
}

/** How a round stands. */
export interface QuorumCount {
  /** Whether the round's confirmations suffice: the decisive person's, or `quorum` eligible people's. */
  isReached: boolean;
  /** Distinct eligible people who confirmed in the round. */
  count: number;
  /** Whether the decisive person confirmed in the round. */
  isByDecisivePerson: boolean;
}

/**
 * Counts the confirmations of `question.round` by distinct eligible people, and says whether they
 * reach the quorum (or the decisive person confirmed). A quorum of 0 is reached only by the
 * decisive person, never by nobody.
 */
export function countQuorum(question: QuorumQuestion): QuorumCount {
  const confirmed = new Set(
    question.confirmations
      .filter((confirmation) => confirmation.round === question.round)
      .map((confirmation) => confirmation.personId),
  );
  const eligible = new Set(question.eligibleIds);
  const count = [...confirmed].filter((personId) => eligible.has(personId)).length;
  const isByDecisivePerson = question.decisiveId != null && confirmed.has(question.decisiveId);
  return {
    isReached: isByDecisivePerson || (question.quorum > 0 && count >= question.quorum),
    count,
    isByDecisivePerson,
  };
}

/** How a process bounds the quorums that may be chosen. */
export interface QuorumRule {
  /** Whether someone confirms alone (a life event's owner): then nobody eligible means a quorum of 0. */
  hasDecisivePerson: boolean;
  /** The least quorum once more than one person is eligible (a legacy release: 2, so one contact never suffices). */
  leastOfSeveral: number;
}

/**
 * The quorums `rule` allows among `eligibleCount` people: from `least` to `most`.
 * @returns null when none is possible (nobody eligible and nobody decisive)
 */
export function quorumRange(eligibleCount: number, rule: QuorumRule): { least: number; most: number } | null {
  if (eligibleCount === 0) return rule.hasDecisivePerson ? { least: 0, most: 0 } : null;
  return { least: eligibleCount > 1 ? rule.leastOfSeveral : 1, most: eligibleCount };
}

/** Why a quorum cannot be chosen: nobody may confirm, more than the eligible people, fewer than the rule's least. */
export type QuorumFault = 'no_one_eligible' | 'above_eligible' | 'below_least';

/** What is wrong with a quorum of `quorum` among `eligibleCount` people under `rule`, or null when it may be chosen. */
export function quorumFault(quorum: number, eligibleCount: number, rule: QuorumRule): QuorumFault | null {
  const range = quorumRange(eligibleCount, rule);
  if (!range) return 'no_one_eligible';
  if (quorum > range.most) return 'above_eligible';
  if (quorum < range.least) return 'below_least';
  return null;
}

/**
 * The quorum `rule` allows that is nearest to `wanted` among `eligibleCount` people (`wanted`
 * raised to the least or lowered to the most); 0 when the rule allows none.
 */
export function fitQuorum(wanted: number, eligibleCount: number, rule: QuorumRule): number {
  const range = quorumRange(eligibleCount, rule);
  return range ? Math.min(Math.max(wanted, range.least), range.most) : 0;
}
