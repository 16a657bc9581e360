/**
 * Where /onboarding resumes: each of its three steps is done when the account already shows it —
 * a name other than the one derived from the e-mail address (common/src/utils/username.ts), a voice
 * recording kept, a relative in the circle or invited (the legacy progress's "voice" and "circle"
 * steps, common/src/domain/legacy-progress.ts) — and the page opens on the first step not done.
 */
import type { User } from '@heirloom/common/contracts/auth';
import type { LegacyProgress } from '@heirloom/common/domain/legacy-progress';
import { hasChosenName } from '@heirloom/common/utils/username';

/** Whether each onboarding step (name, recording, invitation) is already done, in step order. */
export function onboardingStepsDone(user: Pick<User, 'username' | 'email'>, progress: LegacyProgress): boolean[] {
  const isDone = (key: 'voice' | 'circle') => progress.steps.some((step) => step.key === key && step.isDone);
  return [hasChosenName(user), isDone('voice'), isDone('circle')];
}

/** The step to open on: the first not done, or the step count (everything done: the last screen). */
export const firstOpenStep = (done: readonly boolean[]): number => {
  const open = done.indexOf(false);
  return open === -1 ? done.length : open;
};
