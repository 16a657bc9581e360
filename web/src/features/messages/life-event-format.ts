/** Words for a life event's state, shared by the link page and the family's list. */
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import { formatCalendarDay, formatDate } from '../../lib/reader-dates';

/** Where the event stands, in one sentence. */
export function describeLifeEvent(
  event: Pick<
    LifeEvent,
    'state' | 'happenedOn' | 'reportedBy' | 'confirmers' | 'quorum' | 'deliverAt' | 'isDelivered' | 'owner'
  >,
): string {
  if (event.isDelivered)
    return `The message was delivered${event.happenedOn ? ` after it happened on ${formatCalendarDay(event.happenedOn, 'day')}` : ''}.`;
  const confirmed = event.confirmers.filter((person) => person.hasConfirmed).length;
  switch (event.state) {
    case 'dated':
      return event.deliverAt
        ? `Delivered on the birthday, ${formatDate(event.deliverAt, 'moment')}.`
        : 'Delivered on the birthday.';
    case 'awaiting':
      return event.deliverAt
        ? `Waiting for someone to report it. If nobody does, it is delivered on ${formatDate(event.deliverAt, 'moment')}.`
        : 'Waiting for someone to report it.';
    case 'reported':
      return `${event.reportedBy?.name ?? 'Someone'} reported it happened on ${formatCalendarDay(event.happenedOn!, 'day')}. ${
        event.quorum > 0
          ? `${confirmed} of ${event.quorum} confirmations so far.`
          : `Waiting for ${event.owner.name} to confirm.`
      }`;
    case 'confirmed':
      return `Confirmed: it happened on ${formatCalendarDay(event.happenedOn!, 'day')}. The message is delivered on ${formatDate(event.deliverAt!, 'moment')}.`;
  }
}
