/**
 * /onboarding: three short steps after sign-up that leave the user with something real — the name
 * their family knows them by, a first recording (or skip), one relative invited (or skip) — then
 * where to go next. Each step saves through the API the rest of the app uses; nothing here is kept
 * in the browser alone. The dashboard offers it to an account that has done nothing yet; coming
 * back, it opens on the first step the account does not show done yet (onboarding-resume.ts), and
 * the progress bar marks the steps already done.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { useSession } from '../../lib/auth';
import { useLegacyProgress } from '../../lib/legacy-progress';
import { usePageMeta } from '../../lib/page-meta';
import { FinishedStep, type OnboardingOutcome } from './finished-step';
import { InviteStep } from './invite-step';
import { NameStep } from './name-step';
import { firstOpenStep, onboardingStepsDone } from './onboarding-resume';
import { RecordingStep } from './recording-step';

const STEP_TITLES = ['What should your family call you?', 'Record a first memory', 'Invite one relative'] as const;

export function OnboardingPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const progress = useLegacyProgress();
  const [resumedAt, setResumedAt] = useState<{ step: number; done: boolean[] } | null>(null);
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<OnboardingOutcome>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the account's progress is read, open on the first step it does not show done yet.
  useEffect(() => {
    if (resumedAt || !user || progress.status === 'loading') return;
    // Progress that cannot be read starts at the beginning rather than holding the page.
    const done = progress.status === 'ready' ? onboardingStepsDone(user, progress.progress) : [false, false, false];
    const first = firstOpenStep(done);
    setResumedAt({ step: first, done });
    setStep(first);
    setOutcome({ name: done[0] ? user.username : undefined, hadRecording: done[1], hadRelative: done[2] });
  }, [resumedAt, user, progress]);
  // Moving to the next step takes the focus to its heading, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (resumedAt && step > resumedAt.step) heading.current?.focus();
  }, [step, resumedAt]);
  const next = (change: OnboardingOutcome = {}) => {
    setOutcome((current) => ({ ...current, ...change }));
    setStep((current) => current + 1);
  };
  if (!resumedAt) return <LoadingScreen message="Finding where you left off..." />;
  const isFinished = step >= STEP_TITLES.length;
  const isDone = (index: number) => index < step || Boolean(resumedAt.done[index]);
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
          {isFinished ? 'All done' : `Step ${step + 1} of ${STEP_TITLES.length}`}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-4xl text-ink outline-none">
          {isFinished ? 'You have made a start' : STEP_TITLES[step]}
        </h1>
        <ol className="flex gap-2" aria-label="Steps">
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              className={`h-2 flex-1 rounded-full ${index === step ? 'bg-accent' : isDone(index) ? 'bg-sage' : 'bg-line'}`}
            >
              <span className="sr-only">
                {title}: {index === step ? 'this step' : isDone(index) ? 'done' : 'to do'}
              </span>
            </li>
          ))}
        </ol>
      </header>
      {user && step === 0 && <NameStep user={user} onDone={(name) => next({ name })} />}
      {step === 1 && <RecordingStep onDone={(recordingTitle) => next({ recordingTitle })} onSkip={() => next()} />}
      {step === 2 && <InviteStep onDone={(invitedName) => next({ invitedName })} onSkip={() => next()} />}
      {isFinished && <FinishedStep outcome={outcome} />}
    </div>
  );
}
