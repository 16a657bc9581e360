/**
 * /onboarding (issue 13 item 4): three short steps after sign-up that leave the user with something
 * real — the name their family knows them by, a first recording (or skip), one relative invited (or
 * skip) — then where to go next. Each step saves through the API the rest of the app uses; nothing
 * here is kept in the browser alone. The dashboard offers it to an account that has done nothing yet.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { FinishedStep, type OnboardingOutcome } from './finished-step';
import { InviteStep } from './invite-step';
import { NameStep } from './name-step';
import { RecordingStep } from './recording-step';

const STEP_TITLES = ['What should your family call you?', 'Record a first memory', 'Invite one relative'] as const;

export function OnboardingPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<OnboardingOutcome>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to the next step takes the focus to its heading, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (step > 0) heading.current?.focus();
  }, [step]);
  const next = (change: OnboardingOutcome = {}) => {
    setOutcome((current) => ({ ...current, ...change }));
    setStep((current) => current + 1);
  };
  const isFinished = step >= STEP_TITLES.length;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
          {isFinished ? 'All done' : `Step ${step + 1} of ${STEP_TITLES.length}`}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-4xl text-ink outline-none">
          {isFinished ? 'You have made a start' : STEP_TITLES[step]}
        </h1>
        <ol className="flex gap-2" aria-hidden>
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              className={`h-2 flex-1 rounded-full ${index < step ? 'bg-sage' : index === step ? 'bg-accent' : 'bg-line'}`}
            />
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
