/** Words for a life event's state, shared by the link page and the family's list. */
import type { LifeEvent } from '@heirloom/common/contracts/life-events';

/** "14 June 2030" for a reported day (YYYY-MM-DD). */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** "5 July 2030, 09:00" for an instant, in the reader's own time zone. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** Where the event stands, in one sentence. */
export function describeLifeEvent(
  event: Pick<
    LifeEvent,
    'state' | 'happenedOn' | 'reportedBy' | 'confirmers' | 'quorum' | 'deliverAt' | 'isDelivered' | 'owner'
  >,
): string {
  if (event.isDelivered)
    return `The message was delivered${event.happenedOn ? ` after it happened on ${formatDay(event.happenedOn)}` : ''}.`;
  const confirmed = event.confirmers.filter((person) => person.hasConfirmed).length;
  switch (event.state) {
    case 'dated':
      return event.deliverAt
        ? `Delivered on the birthday, ${formatMoment(event.deliverAt)}.`
        : 'Delivered on the birthday.';
    case 'awaiting':
      return event.deliverAt
        ? `Waiting for someone to report it. If nobody does, it is delivered on ${formatMoment(event.deliverAt)}.`
        : 'Waiting for someone to report it.';
    case 'reported':
      return `${event.reportedBy?.name ?? 'Someone'} reported it happened on ${formatDay(event.happenedOn!)}. ${
        event.quorum > 0
          ? `${confirmed} of ${event.quorum} confirmations so far.`
          : `Waiting for ${event.owner.name} to confirm.`
      }`;
    case 'confirmed':
      return `Confirmed: it happened on ${formatDay(event.happenedOn!)}. The message is delivered on ${formatMoment(event.deliverAt!)}.`;
  }
}
