import { describe, expect, it } from 'vitest';
import { isDue, quorumProblem, stateAfter, stepAfter, stepAfterCheckIn, stepAfterQuorum } from './legacy-release';

const DAY = 24 * 60 * 60 * 1000;
const at = new Date('2027-05-01T09:00:00Z');
const plus = (days: number) => new Date(at.getTime() + days * DAY);

describe('the release state machine (docs/decisions/009)', () => {
  it('starts at reminder 1 when the check-in is due, and at waiting day 1 when the quorum is reached', () => {
    expect(stepAfterCheckIn(plus(30))).toEqual({ step: 'reminder', number: 1, at: plus(30) });
    expect(stepAfterQuorum(at)).toEqual({ step: 'waiting_notice', number: 1, at });
  });

  it('measures every gap from when the previous step was taken, never from a schedule', () => {
    expect(stepAfter({ step: 'reminder', number: 1 }, at, 7)).toEqual({ step: 'reminder', number: 2, at: plus(7) });
    expect(stepAfter({ step: 'reminder', number: 3 }, at, 7)).toEqual({ step: 'report', number: 1, at: plus(7) });
    // A server down for 5 days took reminder 2 late: reminder 3 is still a full week after it.
    expect(stepAfter({ step: 'reminder', number: 2 }, plus(12), 7)?.at).toEqual(plus(19));
    expect(stepAfter({ step: 'waiting_notice', number: 6 }, at, 7)).toEqual({
      step: 'waiting_notice',
      number: 7,
      at: plus(1),
    });
    expect(stepAfter({ step: 'waiting_notice', number: 30 }, at, 30)).toEqual({
      step: 'release',
      number: 1,
      at: plus(1),
    });
  });

  it('waits for people after the report and ends at the release', () => {
    expect(stepAfter({ step: 'report', number: 1 }, at, 7)).toBeNull();
    expect(stepAfter({ step: 'release', number: 1 }, at, 7)).toBeNull();
    expect(['reminder', 'report', 'waiting_notice', 'release'].map((step) => stateAfter(step as never))).toEqual([
      'reminding',
      'confirming',
      'waiting',
      'released',
    ]);
  });

  it('is never early, not by a millisecond', () => {
    expect(isDue(at, new Date(at.getTime() - 1))).toBe(false);
    expect(isDue(at, at)).toBe(true);
  });

  it('allows a quorum of 1 only with a single contact', () => {
    expect(quorumProblem(1, 0)).toMatch(/at least one legacy contact/);
    expect(quorumProblem(1, 1)).toBeNull();
    expect(quorumProblem(1, 3)).toMatch(/at least 2 of them/);
    expect(quorumProblem(2, 3)).toBeNull();
    expect(quorumProblem(4, 3)).toMatch(/cannot be more than your 3/);
  });
});
