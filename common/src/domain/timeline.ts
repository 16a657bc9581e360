/**
 * The family timeline of /timeline and /enhanced: the signed-in user's memories (vault items, by
 * when they were taken, else added), messages (by delivery, done or due) and family tree events (by
 * the earliest day their GEDCOM date can mean), in one chronological list, all from the API's own
 * answers. Drafts without a date and tree events without a date are left out: a timeline shows only
 * what has a day.
 */
import type { MessageSummary } from '../contracts/messages';
import type { TreeDetail } from '../contracts/family-tree';
import type { VaultItem } from '../contracts/vault';

export interface TimelineEntry {
  /** Unique across kinds (`message:…`, `memory:…`, `event:…`). */
  key: string;
  kind: 'memory' | 'message' | 'tree-event';
  /** Milliseconds since the epoch of the day the entry sorts by. */
  at: number;
  /** The date as the page shows it: an ISO instant, or a GEDCOM date as written ("ABT 1900"). */
  date: { iso: string } | { gedcom: string };
  title: string;
  detail: string;
  /** Where the entry opens. */
  path: string;
}

/** Julian day number of 1970-01-01 (the Unix epoch's day). */
const UNIX_EPOCH_JDN = 2_440_588;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GEDCOM 7.0 event tags as a person says them. */
const EVENT_NAMES: Record<string, string> = {
  BIRT: 'Birth',
  CHR: 'Christening',
  BAPM: 'Baptism',
  DEAT: 'Death',
  BURI: 'Burial',
  CREM: 'Cremation',
  MARR: 'Marriage',
  DIV: 'Divorce',
  ENGA: 'Engagement',
  GRAD: 'Graduation',
  EMIG: 'Emigration',
  IMMI: 'Immigration',
  NATU: 'Naturalisation',
  OCCU: 'Occupation',
  RESI: 'Residence',
  RETI: 'Retirement',
  EVEN: 'Event',
};

const MEMORY_KINDS: Record<string, string> = {
  photo: 'Photo',
  video: 'Video',
  audio: 'Recording',
  document: 'Document',
};

function messageEntry(message: MessageSummary): TimelineEntry | undefined {
  const when = message.deliveredAt ?? message.deliverAt;
  if (!when || message.status === 'draft' || message.status === 'cancelled') return undefined;
  const names = message.recipients.map((recipient) => recipient.name).join(', ');
  return {
    key: `message:${message.id}`,
    kind: 'message',
    at: Date.parse(when),
    date: { iso: when },
    title: message.title,
    detail: `${message.deliveredAt ? 'Delivered to' : 'To be delivered to'} ${names}`,
    path: '/legacy-messages',
  };
}

function memoryEntry(item: VaultItem): TimelineEntry {
  const when = item.takenAt ?? item.createdAt;
  return {
    key: `memory:${item.id}`,
    kind: 'memory',
    at: Date.parse(when),
    date: { iso: when },
    title: item.title,
    detail: `${MEMORY_KINDS[item.kind] ?? 'Memory'}${item.takenAt ? '' : ', added'}${item.people.length ? ` with ${item.people.join(', ')}` : ''}`,
    path: `/memory-vault?item=${item.id}`,
  };
}

function treeEntries(detail: TreeDetail): TimelineEntry[] {
  const nameOf = (id: string | null) => {
    const person = detail.individuals.find((individual) => individual.id === id);
    return person ? person.name || 'Unnamed person' : undefined;
  };
  const familyNames = (id: string | null) => {
    const family = detail.families.find((candidate) => candidate.id === id);
    return family?.partners
      .map((partner) => nameOf(partner.individualId))
      .filter(Boolean)
      .join(' and ');
  };
  return detail.events.flatMap((event) => {
    if (event.dateSortKey === null || !event.date) return [];
    const who = nameOf(event.individualId) ?? familyNames(event.familyId) ?? '';
    return [
      {
        key: `event:${event.id}`,
        kind: 'tree-event' as const,
        at: (event.dateSortKey - UNIX_EPOCH_JDN) * DAY_MS,
        date: { gedcom: event.date },
        title: `${EVENT_NAMES[event.tag] ?? event.type ?? event.tag}${who ? ` of ${who}` : ''}`,
        detail: [event.place, detail.tree.name].filter(Boolean).join(' · '),
        path: '/family-tree',
      },
    ];
  });
}

/** The timeline of everything given, oldest first (ties keep the order memories, messages, events). */
export function buildTimeline(sources: {
  messages: readonly MessageSummary[];
  items: readonly VaultItem[];
  trees: readonly TreeDetail[];
}): TimelineEntry[] {
  const entries = [
    ...sources.items.map(memoryEntry),
    ...sources.messages.flatMap((message) => messageEntry(message) ?? []),
    ...sources.trees.flatMap(treeEntries),
  ];
  return entries.filter((entry) => Number.isFinite(entry.at)).sort((a, b) => a.at - b.at);
}
