/** The end of onboarding: what the three steps left behind, and where to go next. */
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** What each step left behind, for the last screen. */
export interface OnboardingOutcome {
  name?: string;
  recordingTitle?: string;
  invitedName?: string;
  /** Done before this visit: a recording kept, a relative in the circle or invited. */
  hadRecording?: boolean;
  hadRelative?: boolean;
}

export function FinishedStep({ outcome }: { outcome: OnboardingOutcome }) {
  const lines = [
    { isDone: Boolean(outcome.name), text: outcome.name ? `Your family will see you as ${outcome.name}.` : '' },
    {
      isDone: Boolean(outcome.recordingTitle || outcome.hadRecording),
      text: outcome.recordingTitle
        ? `“${outcome.recordingTitle}” is kept in your voice recordings.`
        : outcome.hadRecording
          ? 'Your voice recordings already keep your voice.'
          : 'No recording yet — you can record one any time in Voice recordings.',
    },
    {
      isDone: Boolean(outcome.invitedName || outcome.hadRelative),
      text: outcome.invitedName
        ? `${outcome.invitedName} has been sent an invitation.`
        : outcome.hadRelative
          ? 'Your family circle already has a relative in it or invited.'
          : 'Nobody invited yet — your family circle is there when you are ready.',
    },
  ].filter((line) => line.text);
  return (
    <Card className="grid gap-4">
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li key={line.text} className="flex items-start gap-2 text-ink">
            {line.isDone ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sage" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-label="Not yet" />
            )}
            {line.text}
          </li>
        ))}
      </ul>
      <p className="text-ink-soft">
        What matters most is a message that reaches someone you love on the right day. See what is left to do, or go
        straight to your dashboard.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/progress-tracking" className={buttonClasses('primary', 'md')}>
          See your progress
        </Link>
        <Link to="/schedule-message" className={buttonClasses('secondary', 'md')}>
          Schedule a message
        </Link>
        <Link to="/dashboard" className={buttonClasses('ghost', 'md')}>
          Go to your dashboard
        </Link>
      </div>
    </Card>
  );
}
