import { describe, expect, it } from 'vitest';
import { ageBirthday, effectiveQuorum, releaseTimeAfterConfirmation, VETO_DAYS } from './life-events';

describe('life-event rules', () => {
  it('computes the birthday of an age, 29 February falling on 28 February', () => {
    expect(ageBirthday('2012-06-14', 18)).toBe('2030-06-14');
    expect(ageBirthday('2012-02-29', 18)).toBe('2030-02-28');
    expect(ageBirthday('2012-02-29', 20)).toBe('2032-02-29');
    expect(ageBirthday('2012-02-30', 18)).toBeNull();
    expect(ageBirthday('14/06/2012', 18)).toBeNull();
  });

  it('defaults the quorum to 2, or every confirmer when fewer are named, or the owner alone', () => {
    expect(effectiveQuorum(undefined, 3)).toBe(2);
    expect(effectiveQuorum(undefined, 1)).toBe(1);
    expect(effectiveQuorum(3, 3)).toBe(3);
    expect(effectiveQuorum(undefined, 0)).toBe(0);
  });

  it('waits VETO_DAYS while the owner is active and did not confirm, and releases at once otherwise', () => {
    const at = new Date('2030-06-14T10:00:00Z');
    const later = releaseTimeAfterConfirmation(at, { isConfirmedByOwner: false, isOwnerActive: true });
    expect(later.getTime() - at.getTime()).toBe(VETO_DAYS * 24 * 60 * 60 * 1000);
    expect(releaseTimeAfterConfirmation(at, { isConfirmedByOwner: true, isOwnerActive: true })).toEqual(at);
    expect(releaseTimeAfterConfirmation(at, { isConfirmedByOwner: false, isOwnerActive: false })).toEqual(at);
  });
});
