/**
 * A tree's model as plain data without ids, timestamps or kept GEDCOM (but for names), to compare
 * two imports of the same family: the same individuals with every NAME structure, families,
 * events, dates, places, notes and media links.
 */
import { decodeKept, type TreeRows } from './family-tree.model';
import { namePieceColumns, namePiecesOf } from './family-tree.names';

/**
 * An individual's NAME structures as GEDCOM: the first (payload and kept substructures), then the
 * others; without pointers to @VOID@, which 5.5.1 cannot write.
 */
function namesOf(individual: TreeRows['individuals'][number]) {
  const kept = decodeKept(individual.extra_gedcom);
  const names = [
    { tag: 'NAME', value: individual.name_as_written, children: kept.under?.NAME ?? [] },
    ...(kept.rest ?? []).filter((node) => node.tag === 'NAME'),
  ];
  return names.map((name) => ({ ...name, children: name.children.filter((node) => node.pointer !== '@VOID@') }));
}

/** Each individual and family by xref with its events (tag, type, value, date, phrase, sort key, place, notes), notes and media. */
export function describeTree(rows: TreeRows) {
  const xrefOf = new Map<string, string>();
  for (const record of [...rows.individuals, ...rows.families, ...rows.mediaObjects])
    xrefOf.set(record.id, record.xref);
  const notesOf = (id: string) =>
    rows.notes
      .filter((note) => [note.individual_id, note.family_id, note.event_id].includes(id))
      .map((note) => note.text);
  const eventsOf = (id: string) =>
    rows.events
      .filter((event) => event.individual_id === id || event.family_id === id)
      .map((event) => ({
        tag: event.tag,
        type: event.event_type,
        value: event.value,
        date: event.date,
        phrase: event.date_phrase,
        sortKey: event.date_sort_key,
        place: event.place,
        notes: notesOf(event.id),
      }));
  const mediaOf = (id: string) =>
    rows.mediaLinks
      .filter((link) => link.individual_id === id || link.family_id === id)
      .map((link) => xrefOf.get(link.media_object_id));
  return {
    individuals: rows.individuals
      .map((individual) => ({
        xref: individual.xref,
        name: [individual.name_as_written, ...Object.values(namePieceColumns(namePiecesOf(individual)))],
        names: namesOf(individual),
        sex: individual.sex,
        isLiving: individual.is_living,
        events: eventsOf(individual.id),
        notes: notesOf(individual.id),
        media: mediaOf(individual.id),
      }))
      .sort((a, b) => a.xref.localeCompare(b.xref)),
    families: rows.families
      .map((family) => ({
        xref: family.xref,
        partners: rows.partners
          .filter((partner) => partner.family_id === family.id)
          .map((partner) => `${partner.role} ${xrefOf.get(partner.individual_id)}`)
          .sort(),
        children: rows.children
          .filter((child) => child.family_id === family.id)
          .map((child) => `${xrefOf.get(child.individual_id)} ${child.pedigree}`),
        events: eventsOf(family.id),
        notes: notesOf(family.id),
        media: mediaOf(family.id),
      }))
      .sort((a, b) => a.xref.localeCompare(b.xref)),
    media: rows.mediaObjects
      .map((object) => ({
        xref: object.xref,
        files: rows.mediaFiles
          .filter((file) => file.media_object_id === object.id)
          .map((file) => [file.path, file.media_type, file.title]),
      }))
      .sort((a, b) => a.xref.localeCompare(b.xref)),
  };
}
