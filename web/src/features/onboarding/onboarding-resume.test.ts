import { expect, it } from 'vitest';
import { assessLegacyProgress, type LegacyProgressCounts } from '@heirloom/common/domain/legacy-progress';
import { firstOpenStep, onboardingStepsDone } from './onboarding-resume';

const nothing: LegacyProgressCounts = {
  scheduledMessages: 0,
  voicesKept: 0,
  peopleInTree: 0,
  relativesInCircle: 0,
  legacyContacts: 0,
  lastWishesAnswered: 0,
  lastWishesSections: 6,
};
const newUser = { username: 'ruth.lee', email: 'ruth.lee@example.com' };

it('opens a new account on the name, and a named one that recorded on the invitation', () => {
  expect(firstOpenStep(onboardingStepsDone(newUser, assessLegacyProgress(nothing)))).toBe(0);
  const named = { ...newUser, username: 'Grandma Ruth' };
  const recorded = assessLegacyProgress({ ...nothing, voicesKept: 1 });
  expect(onboardingStepsDone(named, recorded)).toEqual([true, true, false]);
  expect(firstOpenStep(onboardingStepsDone(named, recorded))).toBe(2);
});

it('skips to the last screen when everything is done, and back to a step left undone', () => {
  const named = { ...newUser, username: 'Grandma Ruth' };
  expect(
    firstOpenStep(
      onboardingStepsDone(named, assessLegacyProgress({ ...nothing, voicesKept: 2, relativesInCircle: 1 })),
    ),
  ).toBe(3);
  expect(firstOpenStep(onboardingStepsDone(named, assessLegacyProgress({ ...nothing, relativesInCircle: 1 })))).toBe(1);
});
