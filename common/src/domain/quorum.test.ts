import { describe, expect, it } from 'vitest';
import { quorumProblem } from './legacy-release';
import { effectiveQuorum } from './life-events';
import { countQuorum, fitQuorum, quorumFault, quorumRange, type Confirmation } from './quorum';

/** Confirmations by `people` in `round`. */
const confirmed = (round: number, ...people: string[]): Confirmation[] =>
  people.map((personId) => ({ personId, round }));

describe('the one quorum rule (docs/decisions/009 "One quorum rule")', () => {
  const question = { quorum: 2, round: 3, eligibleIds: ['a', 'b', 'c'] };

  it('is reached by the quorum of eligible people who confirmed in this round', () => {
    expect(countQuorum({ ...question, confirmations: confirmed(3, 'a') })).toEqual({
      isReached: false,
      count: 1,
      isByDecisivePerson: false,
    });
    expect(countQuorum({ ...question, confirmations: confirmed(3, 'a', 'c') })).toEqual({
      isReached: true,
      count: 2,
      isByDecisivePerson: false,
    });
    expect(countQuorum({ ...question, confirmations: confirmed(3, 'a', 'b', 'c') }).count).toBe(3);
  });

  it('forgets the confirmations of earlier rounds (a check-in, a veto)', () => {
    const confirmations = [...confirmed(2, 'a', 'b'), ...confirmed(3, 'c')];
    expect(countQuorum({ ...question, confirmations })).toMatchObject({ isReached: false, count: 1 });
    // The round they were given in still counts them.
    expect(countQuorum({ ...question, round: 2, confirmations })).toMatchObject({ isReached: true, count: 2 });
  });

  it('counts only people eligible now: a removed contact or someone never named counts for nothing', () => {
    const confirmations = confirmed(3, 'a', 'removed', 'x');
    expect(countQuorum({ ...question, confirmations })).toMatchObject({ isReached: false, count: 1 });
    expect(countQuorum({ ...question, eligibleIds: [], confirmations: confirmed(3, 'a', 'b') })).toMatchObject({
      isReached: false,
      count: 0,
    });
  });

  it('counts one person once, however often they confirmed', () => {
    const confirmations = [...confirmed(3, 'a', 'a'), ...confirmed(3, 'a')];
    expect(countQuorum({ ...question, confirmations })).toMatchObject({ isReached: false, count: 1 });
  });

  it("lets the decisive person confirm alone, in this round only, and nobody else's word stands in for theirs", () => {
    const withOwner = { ...question, decisiveId: 'o' };
    expect(countQuorum({ ...withOwner, confirmations: confirmed(3, 'o') })).toEqual({
      isReached: true,
      count: 0,
      isByDecisivePerson: true,
    });
    expect(countQuorum({ ...withOwner, confirmations: confirmed(2, 'o') })).toMatchObject({
      isReached: false,
      isByDecisivePerson: false,
    });
    // Without a decisive person, the owner's id is just someone not eligible.
    expect(countQuorum({ ...question, confirmations: confirmed(3, 'o') }).isReached).toBe(false);
  });

  it('never reaches a quorum of 0 with nobody: only the decisive person reaches it', () => {
    const none = { quorum: 0, round: 1, eligibleIds: [] };
    expect(countQuorum({ ...none, confirmations: [] }).isReached).toBe(false);
    expect(countQuorum({ ...none, confirmations: confirmed(1, 'x') }).isReached).toBe(false);
    expect(countQuorum({ ...none, confirmations: [], decisiveId: 'o' }).isReached).toBe(false);
    expect(countQuorum({ ...none, confirmations: confirmed(1, 'o'), decisiveId: 'o' }).isReached).toBe(true);
    expect(countQuorum({ ...question, quorum: 0, confirmations: confirmed(3, 'a', 'b', 'c') }).isReached).toBe(false);
  });

  it('bounds the quorums that may be chosen by who is eligible and whether someone decides alone', () => {
    const legacy = { hasDecisivePerson: false, leastOfSeveral: 2 };
    const lifeEvent = { hasDecisivePerson: true, leastOfSeveral: 1 };
    expect(quorumRange(0, legacy)).toBeNull();
    expect(quorumRange(0, lifeEvent)).toEqual({ least: 0, most: 0 });
    expect(quorumRange(1, legacy)).toEqual({ least: 1, most: 1 });
    expect(quorumRange(4, legacy)).toEqual({ least: 2, most: 4 });
    expect(quorumRange(4, lifeEvent)).toEqual({ least: 1, most: 4 });
    expect(quorumFault(1, 0, legacy)).toBe('no_one_eligible');
    expect(quorumFault(0, 0, lifeEvent)).toBeNull();
    expect(quorumFault(1, 0, lifeEvent)).toBe('above_eligible');
    expect(quorumFault(5, 4, legacy)).toBe('above_eligible');
    expect(quorumFault(1, 4, legacy)).toBe('below_least');
    expect(quorumFault(0, 4, legacy)).toBe('below_least');
    expect(quorumFault(1, 4, lifeEvent)).toBeNull();
    expect(fitQuorum(2, 0, lifeEvent)).toBe(0);
    expect(fitQuorum(2, 1, lifeEvent)).toBe(1);
    expect(fitQuorum(0, 3, lifeEvent)).toBe(1);
    expect(fitQuorum(3, 3, lifeEvent)).toBe(3);
    expect(fitQuorum(2, 0, legacy)).toBe(0);
  });

  it("keeps each process's own words and defaults over the shared bounds", () => {
    expect(quorumProblem(2, 0)).toBe('Choose at least one legacy contact first.');
    expect(quorumProblem(3, 2)).toBe('The quorum cannot be more than your 2 legacy contacts.');
    expect(quorumProblem(2, 1)).toBe('The quorum cannot be more than your 1 legacy contact.');
    expect(quorumProblem(1, 2)).toBe('With more than one legacy contact, at least 2 of them must agree.');
    expect(quorumProblem(1, 1)).toBeNull();
    expect(quorumProblem(2, 2)).toBeNull();
    expect(effectiveQuorum(undefined, 0)).toBe(0);
    expect(effectiveQuorum(5, 0)).toBe(0);
    expect(effectiveQuorum(undefined, 5)).toBe(2);
    expect(effectiveQuorum(4, 5)).toBe(4);
  });
});
