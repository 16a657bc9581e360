/**
 * "Life events in your family" on /legacy-messages (docs/product/messages-and-delivery.md "Life
 * events"): the events the signed-in user may follow — their own messages' and those of the owners
 * whose circle they are in — with what they may do now: report that it happened ("Maya graduated on
 * 14 June"), confirm a report (named confirmers and the owner), or, for the owner during the veto
 * window, stop the delivery (after a confirmation). Never shows the messages themselves.
 */
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { describeLifeEvent } from './life-event-format';
import { ReportLifeEventForm } from './report-life-event-form';
import {
  confirmLifeEvent,
  reportLifeEvent,
  useLifeEvents,
  useRefreshLifeEvents,
  vetoLifeEvent,
} from './life-events-queries';

function LifeEventCard({ event, onConfirm }: { event: LifeEvent; onConfirm: (confirmation: Confirmation) => void }) {
  const { user } = useSession();
  const refresh = useRefreshLifeEvents();
  const [isBusy, setIsBusy] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await run();
      await refresh();
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <li>
      <Card className="grid gap-3" data-testid="life-event-card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-xl text-ink">{event.label}</h3>
          <span className="text-sm text-ink-soft">
            {event.owner.id === user?.id ? 'Your message' : `A message from ${event.owner.name}`}
          </span>
        </div>
        <p className="text-ink">{describeLifeEvent(event)}</p>
        {event.canReport && (
          <ReportLifeEventForm
            isSending={isBusy}
            onReport={(happenedOn) =>
              void act(
                () => reportLifeEvent(event.messageId, happenedOn),
                'Thank you. The people named to confirm were asked.',
              )
            }
          />
        )}
        {event.canConfirm && (
          <Button
            className="justify-self-start"
            disabled={isBusy}
            onClick={() => void act(() => confirmLifeEvent(event.messageId), 'Your confirmation was recorded.')}
          >
            Confirm it happened
          </Button>
        )}
        {event.canVeto && (
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={isBusy}
            onClick={() =>
              onConfirm({
                title: 'Stop this delivery?',
                description: `The message waits for "${event.label}" to be reported again${event.latestAt ? ', or for its latest date' : ''}. The confirmations so far no longer count.`,
                confirmLabel: 'Stop the delivery',
                done: 'Stopped. The message waits for the event again.',
                run: async () => {
                  await vetoLifeEvent(event.messageId);
                  await refresh();
                },
              })
            }
          >
            Stop — this did not happen
          </Button>
        )}
      </Card>
    </li>
  );
}

export function LifeEventsPanel() {
  const events = useLifeEvents();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const list = events.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mt-12 grid gap-4" aria-labelledby="life-events-heading">
      <div>
        <h2 id="life-events-heading" className="flex items-center gap-2 text-2xl text-ink">
          <PartyPopper className="size-6 text-accent" aria-hidden /> Life events in your family
        </h2>
        <p className="text-ink-soft">Messages waiting for a moment in someone's life. Tell us when it happens.</p>
      </div>
      <ul className="grid gap-4">
        {list.map((event) => (
          <LifeEventCard key={event.messageId} event={event} onConfirm={setConfirmation} />
        ))}
      </ul>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </section>
  );
}
