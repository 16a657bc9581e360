/**
 * The owner's legacy plan at a glance (docs/product/legacy-release.md "The plan"): where the
 * release process stands and the next check-in, "I'm still here", the legacy contacts, the messages
 * for after death and for life events, what each contact will receive, the settings and the audit
 * log.
 */
import { HeartHandshake, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { LEGACY_RELEASE_SUMMARY } from '@heirloom/common/domain/legacy-release-contents';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { checkIn, useRefreshLegacy } from './legacy-queries';
import { LegacyAuditLog } from './legacy-audit-log';
import { LegacyContacts } from './legacy-contacts';
import { describeLifeEventMessage, describeNextStep, describeQuorum, MESSAGE_KIND_LABELS } from './legacy-format';
import { LegacyPlanForm } from './legacy-plan-form';
import { deriveLegacyStatus } from './legacy-status';

const STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Waiting for release',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The plan's one status (legacy-status.ts): its sentence and what it means, marked by how urgent it is. */
function LegacyStatusMessage({ overview }: { overview: LegacyOverview }) {
  const status = deriveLegacyStatus(overview);
  const isCalm = status.tone === 'calm';
  const Icon = isCalm ? ShieldCheck : ShieldAlert;
  return (
    <div role={isCalm ? 'status' : 'alert'} className="grid gap-2" data-status={status.kind}>
      <Icon className={`size-9 ${isCalm ? 'text-accent' : 'text-danger'}`} aria-hidden />
      <p className={`text-lg font-semibold ${isCalm ? 'text-ink' : 'text-danger'}`}>{status.title}</p>
      <p className="text-ink">{status.explanation}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-2xl text-ink">{title}</h2>
      {children}
    </Card>
  );
}

export function LegacyPlanView({ overview }: { overview: LegacyOverview }) {
  const refresh = useRefreshLegacy();
  const { plan } = overview;
  const designated = [
    ...overview.albums.filter((album) => album.isDesignated).map((album) => `the album “${album.name}”`),
    ...overview.messages.filter((message) => message.isDesignated).map((message) => `the message “${message.title}”`),
  ];
  const stillHere = async () => {
    try {
      await checkIn();
      await refresh();
      toast({ title: 'Thank you for checking in' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };

  return (
    <div className="grid gap-6">
      <Card className="grid gap-3" data-testid="legacy-status">
        <LegacyStatusMessage overview={overview} />
        {plan && (
          <>
            {describeNextStep(plan) && <p className="font-semibold text-ink">{describeNextStep(plan)}</p>}
            <p className="text-ink-soft">
              Check-in every {plan.intervalMonths === 1 ? 'month' : `${plan.intervalMonths} months`} ·{' '}
              {describeQuorum(plan.quorum, overview.contacts.length)} · {plan.waitingDays}-day waiting period you can
              stop
            </p>
            {plan.state !== 'released' && (
              <Button className="justify-self-start" onClick={() => void stillHere()}>
                I&apos;m still here
              </Button>
            )}
          </>
        )}
      </Card>

      <Section title="Legacy contacts">
        <LegacyContacts overview={overview} />
      </Section>

      <Section title="Messages for after your death">
        {overview.posthumousMessages.length === 0 ? (
          <p className="text-ink-soft">
            None yet. A message for after your death waits here until your plan is released.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Messages for after your death">
            {overview.posthumousMessages.map((message) => (
              <li key={message.id} className="flex flex-wrap justify-between gap-2 rounded-2xl bg-paper p-3">
                <span className="min-w-0 break-words">
                  <Link to={`/schedule-message?edit=${message.id}`} className="font-semibold text-accent underline">
                    {message.title}
                  </Link>
                  <span className="block text-sm text-ink-soft">
                    {MESSAGE_KIND_LABELS[message.kind]} · to {message.recipientNames.join(', ') || 'nobody yet'}
                  </span>
                </span>
                <span className="text-sm text-ink-soft">{STATUS_LABELS[message.status]}</span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/schedule-message?when=after_death"
          className={buttonClasses('secondary', 'md', 'justify-self-start h-auto min-h-11 py-2 whitespace-normal')}
        >
          Write a message for after my death
        </Link>
      </Section>

      <Section title="Messages for life events">
        {overview.lifeEventMessages.length === 0 ? (
          <p className="text-ink-soft">
            None yet. A message can wait for a graduation, a wedding, a birth or a birthday, and reach them then.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Messages for life events">
            {overview.lifeEventMessages.map((message) => (
              <li key={message.id} className="flex flex-wrap justify-between gap-2 rounded-2xl bg-paper p-3">
                <span className="min-w-0 break-words">
                  <Link to={`/schedule-message?edit=${message.id}`} className="font-semibold text-accent underline">
                    {message.title}
                  </Link>
                  <span className="block text-sm text-ink-soft">
                    {message.label} · {MESSAGE_KIND_LABELS[message.kind]} · to{' '}
                    {message.recipientNames.join(', ') || 'nobody yet'}
                  </span>
                </span>
                <span className="text-sm text-ink-soft">{describeLifeEventMessage(message)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/schedule-message?when=life_event"
          className={buttonClasses('secondary', 'md', 'justify-self-start h-auto min-h-11 py-2 whitespace-normal')}
        >
          Write a message for a life event
        </Link>
      </Section>

      <Section title="What each contact will receive">
        <p className="flex gap-2 text-ink" data-testid="legacy-release-summary">
          <HeartHandshake className="size-5 shrink-0 text-accent" aria-hidden />
          {LEGACY_RELEASE_SUMMARY}
        </p>
        <p className="text-ink-soft">
          {overview.contacts.length === 0
            ? 'You have not named legacy contacts yet.'
            : designated.length === 0
              ? 'You have not chosen albums or messages for them yet: choose them in your plan below.'
              : `You chose for them: ${designated.join(', ')}.`}{' '}
          Your last wishes are written on{' '}
          <Link to="/last-wishes" className="text-accent underline">
            the last wishes page
          </Link>
          .
        </p>
      </Section>

      {plan?.state !== 'released' && (
        <Section title={plan ? 'Your plan' : 'Start your plan'}>
          <LegacyPlanForm
            key={plan ? `${plan.intervalMonths}-${plan.quorum}-${plan.waitingDays}` : 'new'}
            overview={overview}
          />
        </Section>
      )}

      <Section title="Audit log">
        <LegacyAuditLog events={overview.audit} />
      </Section>
    </div>
  );
}
