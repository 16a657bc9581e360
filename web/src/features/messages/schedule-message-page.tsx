/**
 * Compose or change a future message (/schedule-message, ?edit={id}): opens the saved message (with
 * the life event it waits for) or a new one, delivered as `?when=` preselects, in the schedule form
 * (message-form.tsx).
 */
import { useSearchParams } from 'react-router';
import type { DeliveryKind } from '@heirloom/common/contracts/messages';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { useLifeEvent } from './life-events-queries';
import { MessageForm } from './message-form';
import { useMessage } from './messages-queries';

/** `?when=` a link may preselect (/before-its-too-late, /legacy). */
const WHEN_CHOICES: DeliveryKind[] = ['after_death', 'life_event'];

function EditOrCompose() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useMessage(editId);
  const lifeEvent = useLifeEvent(existing.data?.deliveryKind === 'life_event' ? existing.data.id : null);
  const isLoadingEvent = existing.data?.deliveryKind === 'life_event' && lifeEvent.isPending;
  if (editId && (existing.isPending || isLoadingEvent)) return <LoadingScreen message="Opening your message..." />;
  if (editId && !existing.data) {
    return (
      <Card className="text-center">
        <h1 className="mb-2 text-2xl">We could not find that message</h1>
        <p className="text-ink-soft">It may have been deleted. Your other messages are on the messages page.</p>
      </Card>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-4xl text-ink">{editId ? 'Change your message' : 'Schedule a message'}</h1>
      <p className="mb-8 text-lg text-ink-soft">
        Two days before it is delivered we will remind you, and the day before we will check that you are still here.
      </p>
      <MessageForm
        key={editId ?? 'new'}
        message={existing.data}
        lifeEvent={lifeEvent.data}
        deliveryKind={WHEN_CHOICES.find((choice) => choice === params.get('when')) ?? 'date'}
      />
    </>
  );
}

/** The page: its head tags, and the form for the message `?edit=` names or a new one. */
export function ScheduleMessagePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <div className="mx-auto max-w-3xl">
      <EditOrCompose />
    </div>
  );
}
