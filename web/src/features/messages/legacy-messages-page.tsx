/**
 * /legacy-messages: for the owner, every message (drafts, scheduled, delivered, cancelled) with its
 * status, its health (message-health.tsx) and next delivery-protection step, and the actions that
 * fit (change, postpone, cancel, delete, withdraw a recipient's link, correct an address), and
 * under each the replies its recipients sent (components/replies/reply-list.tsx). For a
 * visitor, what legacy messages are, with calls to action to /dashboard or /pricing. With
 * ?respond={token}, the delivery-protection link page; with ?confirm={token}, the "Still right?" one.
 */
import { AlertTriangle, CalendarClock, Mail, Mic, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import type { MessageReply } from '@heirloom/common/contracts/message-replies';
import type { MessageSummary } from '@heirloom/common/contracts/messages';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { messageReplyRoutes } from '@heirloom/common/routes/message-replies';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { ReplyList } from '../../components/replies/reply-list';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { routeQuery } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { describeDelivery, OCCASION_LABELS, STATUS_LABELS, STEP_LABELS } from './message-format';
import {
  cancelMessage,
  deleteMessage,
  postponeMessage,
  reissueRecipient,
  revokeRecipient,
  useMessageHealth,
  useMessages,
  useRefreshMessages,
} from './messages-queries';
import { HealthBadge } from '../../components/message-health/health-badge';
import { HealthReasons } from './message-health';
import { OwnerMessageContents } from './owner-message-contents';
import { ProtectionResponse } from './protection-response';
import { StillRightResponse } from './still-right-response';
import { LifeEventResponse } from './life-event-response';
import { LifeEventsPanel } from './life-events-panel';
import { formatDate } from '../../lib/reader-dates';

const KIND_ICONS = { voice: Mic, video: Video, letter: Mail } as const;
const STATUS_STYLES: Record<MessageSummary['status'], string> = {
  draft: 'bg-paper-deep text-ink',
  scheduled: 'bg-accent-soft text-accent-strong',
  delivered: 'bg-[#e3efe6] text-sage',
  cancelled: 'bg-paper-deep text-ink-soft',
};

interface PendingConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
  done: string;
}

function MessageCard({
  message,
  health,
  replies,
  onConfirm,
}: {
  message: MessageSummary;
  /** Its health (scheduled, or delivered but not everywhere); undefined otherwise. */
  health: MessageHealthEntry | undefined;
  /** What its recipients answered, newest first. */
  replies: MessageReply[];
  onConfirm: (confirmation: PendingConfirmation) => void;
}) {
  const refresh = useRefreshMessages();
  const Icon = KIND_ICONS[message.kind];
  const isActive = message.status === 'draft' || message.status === 'scheduled';
  const { user } = useSession();
  // Recipients' refused or delayed e-mails are the health's to explain, with their fix (an address
  // corrected since included); the owner's own (a reminder, say) stay here.
  const otherEmailProblems = health
    ? message.emailProblems.filter((problem) => problem.recipient === user?.email)
    : message.emailProblems;
  const cancelConfirmation: PendingConfirmation = {
    title: 'Cancel this message?',
    description: 'Nothing more will be sent. You can still read it here, or delete it.',
    confirmLabel: 'Cancel the message',
    run: () => cancelMessage(message.id),
    done: 'Message cancelled',
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      await refresh();
      toast({ title: done, description: message.title });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message,
      });
    }
  };
  return (
    <li>
      <Card className="grid gap-4" data-testid="message-card">
        <div className="flex flex-wrap items-start gap-3">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent"
            aria-hidden
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-48 flex-1 break-words">
            <h2 className="text-xl text-ink">{message.title}</h2>
            <p className="text-sm text-ink-soft">
              {OCCASION_LABELS[message.occasion]}
              {message.media?.durationMs ? ` · ${formatDuration(message.media.durationMs)}` : ''} · to{' '}
              {message.recipients
                .filter((recipient) => recipient.carriesFor === null)
                .map((recipient) => recipient.name)
                .join(', ') || 'nobody yet'}
            </p>
          </div>
          <span className="flex flex-wrap gap-2">
            {health && (health.status === 'scheduled' || health.level !== 'healthy') && (
              <HealthBadge level={health.level} />
            )}
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[message.status]}`}>
              {STATUS_LABELS[message.status]}
            </span>
          </span>
        </div>
        {health && <HealthReasons entry={health} onCancelMessage={() => onConfirm(cancelConfirmation)} />}

        {message.deliverAt && message.status !== 'delivered' && (
          <p className="text-ink">
            <CalendarClock className="mr-2 inline size-4 text-accent" aria-hidden />
            Delivery: {formatDate(message.deliverAt, 'short-zoned-moment', message.timeZone)}
          </p>
        )}
        {message.deliveryKind === 'after_death' && message.status === 'scheduled' && !message.deliverAt && (
          <p className="text-ink">
            <CalendarClock className="mr-2 inline size-4 text-accent" aria-hidden />
            Delivery: after my death, released by{' '}
            <Link to="/legacy" className="text-accent underline">
              your legacy plan
            </Link>
          </p>
        )}
        {message.deliveryKind === 'life_event' && message.status === 'scheduled' && (
          <p className="text-ink" data-testid="life-event-delivery">
            <CalendarClock className="mr-2 inline size-4 text-accent" aria-hidden />
            Delivery: on a life event, once it is reported and confirmed
            {message.deliverAt ? ' (or on the date above)' : ''}
          </p>
        )}
        {message.nextStep && (
          <p className="text-sm text-ink-soft" data-testid="next-step">
            Next: {STEP_LABELS[message.nextStep.step]} on{' '}
            {formatDate(message.nextStep.at, 'short-zoned-moment', message.timeZone)}
          </p>
        )}
        {message.status === 'delivered' && message.deliveredAt && (
          <p className="text-ink">
            Delivered {formatDate(message.deliveredAt, 'short-zoned-moment', message.timeZone)}
          </p>
        )}
        {/* Every state can be heard or read again by its owner. */}
        <OwnerMessageContents id={message.id} kind={message.kind} />
        {otherEmailProblems.length > 0 && (
          <p role="alert" className="flex gap-2 rounded-2xl bg-[#fbeaea] p-3 text-sm text-danger">
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            {otherEmailProblems
              .map((problem) =>
                problem.isFinal
                  ? `The e-mail to ${problem.recipient} was refused: ${problem.error}. Please check the address.`
                  : `The e-mail to ${problem.recipient} has not gone out yet; we keep trying.`,
              )
              .join(' ')}
          </p>
        )}

        {message.status === 'delivered' && (
          <ul className="grid gap-2 text-sm">
            {message.recipients.map((recipient) => (
              <li key={recipient.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {recipient.name} ({recipient.email}){recipient.isRevoked ? ' · link withdrawn' : ''}
                  {recipient.carriesFor !== null &&
                    ` · to pass on to ${message.recipients.find((each) => each.id === recipient.carriesFor)?.name ?? 'a recipient it could not reach'}`}
                  <span className="block text-ink-soft" data-testid="delivery-line">
                    {describeDelivery(
                      recipient,
                      message.timeZone,
                      message.emailProblems.some(
                        (problem) =>
                          problem.isFinal && problem.recipient.toLowerCase() === recipient.email.toLowerCase(),
                      ),
                    )}
                  </span>
                </span>
                {!recipient.isRevoked && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      onConfirm({
                        title: `Withdraw ${recipient.name}'s link?`,
                        description: `${recipient.name} will no longer be able to open this message with the link they have. You can send them a new link later.`,
                        confirmLabel: 'Withdraw the link',
                        run: () => revokeRecipient(message.id, recipient.id),
                        done: 'Link withdrawn',
                      })
                    }
                  >
                    Withdraw link
                  </Button>
                )}
                {recipient.isRevoked && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      onConfirm({
                        title: `Send ${recipient.name} a new link?`,
                        description: `We will e-mail ${recipient.email} a new link to this message. The link you withdrew stays closed.`,
                        confirmLabel: 'Send a new link',
                        run: () => reissueRecipient(message.id, recipient.id),
                        done: `A new link is on its way to ${recipient.name}`,
                      })
                    }
                  >
                    Send a new link
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}

        <div className="flex flex-wrap gap-2">
          {isActive && (
            <Link to={`/schedule-message?edit=${message.id}`} className={buttonClasses('secondary', 'sm')}>
              Change
            </Link>
          )}
          {message.status === 'scheduled' && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void act(() => postponeMessage(message.id, 7), 'Postponed by one week')}
            >
              Postpone a week
            </Button>
          )}
          {isActive && (
            <Button variant="ghost" size="sm" onClick={() => onConfirm(cancelConfirmation)}>
              Cancel
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onConfirm({
                title: 'Delete this message for good?',
                description:
                  message.status === 'delivered'
                    ? 'Its recipients will no longer be able to open it. This cannot be undone.'
                    : 'The message and its recording will be gone. This cannot be undone.',
                confirmLabel: 'Delete',
                run: () => deleteMessage(message.id),
                done: 'Message deleted',
              })
            }
          >
            Delete
          </Button>
        </div>
        {replies.length > 0 && (
          <section className="grid gap-3 border-t border-line pt-4" aria-label={`Replies to ${message.title}`}>
            <h3 className="text-lg font-semibold text-ink">Replies</h3>
            <ReplyList replies={replies} />
          </section>
        )}
      </Card>
    </li>
  );
}

function OwnerMessages() {
  const messages = useMessages();
  const health = useMessageHealth();
  const healthOf = new Map((health.data ?? []).map((entry) => [entry.messageId, entry]));
  const replies = useQuery(routeQuery(messageReplyRoutes.received));
  const repliesTo = (messageId: string) => (replies.data ?? []).filter((reply) => reply.messageId === messageId);
  const refresh = useRefreshMessages();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  if (messages.isPending) return <LoadingScreen message="Loading your messages..." />;
  const list = messages.data ?? [];
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">Your messages</h1>
          <p className="text-ink-soft">Change anything at any time while you are here.</p>
        </div>
        <Link to="/schedule-message" className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden /> New message
        </Link>
      </div>
      {list.length === 0 ? (
        <Card className="text-center">
          <Mic className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h2 className="mb-2 text-2xl text-ink">No messages yet</h2>
          <p className="mb-6 text-ink-soft">
            Record your voice, upload a video or write a letter, and choose the day it arrives.
          </p>
          <Link to="/schedule-message" className={buttonClasses('primary')}>
            Schedule your first message
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-5">
          {list.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              health={healthOf.get(message.id)}
              replies={repliesTo(message.id)}
              onConfirm={setConfirmation}
            />
          ))}
        </ul>
      )}
      <LifeEventsPanel />
      <Dialog open={confirmation !== null} onOpenChange={(open) => !open && setConfirmation(null)}>
        {confirmation && (
          <DialogContent>
            <DialogTitle className="mb-2 text-2xl text-ink">{confirmation.title}</DialogTitle>
            <DialogDescription className="mb-6 text-ink-soft">{confirmation.description}</DialogDescription>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setConfirmation(null)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                onClick={async () => {
                  const current = confirmation;
                  setConfirmation(null);
                  try {
                    await current.run();
                    await refresh();
                    toast({ title: current.done });
                  } catch (error) {
                    toast({
                      variant: 'destructive',
                      title: 'That did not work',
                      description:
                        error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message,
                    });
                  }
                }}
              >
                {confirmation.confirmLabel}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function VisitorIntroduction() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Legacy messages</h1>
      <p className="mb-4 text-lg text-ink">
        Record your voice, film a video or write a letter today, and choose the day it reaches the people you love: a
        birthday, a wedding, a graduation, or a date years from now.
      </p>
      <p className="mb-8 text-ink-soft">
        Two days before delivery we remind you; the day before, we check that you are still here. If we hear nothing,
        your message is delivered exactly as you left it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
          Start in your dashboard
        </Link>
        <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
          See the plans
        </Link>
      </div>
    </section>
  );
}

export function LegacyMessagesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params] = useSearchParams();
  const { user } = useSession();
  const respondToken = params.get('respond');
  if (respondToken) return <ProtectionResponse token={respondToken} />;
  const stillRightToken = params.get('confirm');
  if (stillRightToken) return <StillRightResponse token={stillRightToken} />;
  const lifeEventToken = params.get('lifeEvent');
  if (lifeEventToken) return <LifeEventResponse token={lifeEventToken} />;
  return user ? <OwnerMessages /> : <VisitorIntroduction />;
}
