/**
 * Writes a tree's rows as GEDCOM structures: HEAD, the records in the order the
 * file had them (new ones after), the kept GEDCOM back in place, dates in the version's syntax.
 * Individuals not known to be deceased (living or unknown, family-tree.living.ts) can be left out
 * (pointers to them become @VOID@ in 7.0, are dropped in 5.5.1) or reduced to "Living". Someone
 * recorded as deceased ("Has died" in the builder) without a death event gets "1 DEAT Y". Pure: the caller serializes (lib/gedcom) and zips.
 */
import { toGedcom551Date } from '@heirloom/common/domain/gedcom-date';
import { gedcomNode, type GedcomNode, type GedcomVersion } from '../../lib/gedcom/gedcom-node';
import { decodeKept, keptKey, type KeptGedcom, type TreeRows } from './family-tree.model';
import type { TreeEventsTable, TreeNotesTable } from '../../db/tables/family-tree';
import type { LivingStatus } from './family-tree.living';
import { nameTo551 } from './family-tree.names';

/** What to do with individuals not known to be deceased (exports meant to be shared). */
export type LivingInExport = 'include' | 'omit' | 'reduce';

export interface ExportOptions {
  version: GedcomVersion;
  living: LivingInExport;
  /** Each individual's status (decideLiving); one missing counts as possibly living. */
  statuses: ReadonlyMap<string, LivingStatus>;
  /** FILE payloads to write instead of the stored path (a GEDZIP's media names), by media file id. */
  filePaths?: Map<string, string>;
  /** Notes to add to a multimedia object (its recordings' transcripts), by media object id. */
  objectNotes?: Map<string, string[]>;
}

const SOURCE_NAME = 'HEIRLOOM';
const VOID = '@VOID@';

/** The records of a GEDCOM file (HEAD first, TRLR left to the serializer). */
export function treeToGedcom(rows: TreeRows, options: ExportOptions): GedcomNode[] {
  const { version } = options;
  const xrefOf = new Map<string, string>();
  for (const record of [...rows.individuals, ...rows.families, ...rows.sources, ...rows.mediaObjects]) {
    xrefOf.set(record.id, record.xref);
  }
  const omitted = new Set<string>();
  const reduced = new Set<string>();
  for (const individual of rows.individuals) {
    if (options.living === 'include' || options.statuses.get(individual.id) === 'deceased') continue;
    (options.living === 'omit' ? omitted : reduced).add(individual.xref);
  }
  const byOwner = <T>(items: T[], key: (item: T) => string | null) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const owner = key(item);
      if (!owner) continue;
      const list = map.get(owner);
      if (list) list.push(item);
      else map.set(owner, [item]);
    }
    return map;
  };
  const eventsOf = byOwner(rows.events, (event) => event.individual_id ?? event.family_id);
  const notesOf = byOwner(rows.notes, (note) => note.individual_id ?? note.family_id ?? note.event_id);
  const mediaLinksOf = byOwner(rows.mediaLinks, (link) => link.individual_id ?? link.family_id);
  const childOf = byOwner(rows.children, (child) => child.individual_id);
  const childrenOf = byOwner(rows.children, (child) => child.family_id);
  const partnerOf = byOwner(rows.partners, (partner) => partner.individual_id);
  const partnersOf = byOwner(rows.partners, (partner) => partner.family_id);
  const filesOf = byOwner(rows.mediaFiles, (file) => file.media_object_id);
  const byPosition = <T extends { position: number }>(items: T[] | undefined) =>
    [...(items ?? [])].sort((a, b) => a.position - b.position);

  const familyPosition = new Map(rows.families.map((family) => [family.id, family.position]));
  const byFamily = <T extends { family_id: string }>(items: T[] | undefined) =>
    [...(items ?? [])].sort((a, b) => familyPosition.get(a.family_id)! - familyPosition.get(b.family_id)!);
  const under = (kept: KeptGedcom, node: Pick<GedcomNode, 'tag' | 'pointer'>) => kept.under?.[keptKey(node)] ?? [];
  const notesNodes = (notes: TreeNotesTable[] | undefined) =>
    byPosition(notes).map((note) => gedcomNode('NOTE', { value: note.text }));
  const eventNode = (event: TreeEventsTable): GedcomNode => {
    const kept = decodeKept(event.extra_gedcom);
    const children: GedcomNode[] = [];
    if (event.event_type !== null) children.push(gedcomNode('TYPE', { value: event.event_type }));
    if (event.date !== null) {
      const dateChildren = [...under(kept, { tag: 'DATE' })];
      let payload = event.date;
      if (version === '5.5.1') payload = toGedcom551Date(event.date, event.date_phrase ?? undefined);
      else if (event.date_phrase !== null) dateChildren.unshift(gedcomNode('PHRASE', { value: event.date_phrase }));
      children.push(gedcomNode('DATE', { value: payload }, dateChildren));
    }
    if (event.place !== null) children.push(gedcomNode('PLAC', { value: event.place }, under(kept, { tag: 'PLAC' })));
    children.push(...notesNodes(notesOf.get(event.id)), ...(kept.rest ?? []));
    return gedcomNode(event.tag, { value: event.value }, children);
  };
  const mediaLinkNodes = (ownerId: string, kept: KeptGedcom) =>
    byPosition(mediaLinksOf.get(ownerId)).map((link) => {
      const pointer = xrefOf.get(link.media_object_id)!;
      return gedcomNode('OBJE', { pointer }, under(kept, { tag: 'OBJE', pointer }));
    });

  const records: { position: number; node: GedcomNode }[] = [];
  for (const individual of rows.individuals) {
    if (omitted.has(individual.xref)) continue;
    const isReduced = reduced.has(individual.xref);
    const kept: KeptGedcom = isReduced ? {} : decodeKept(individual.extra_gedcom);
    const children: GedcomNode[] = [];
    const names: GedcomNode[] = [];
    if (isReduced) names.push(gedcomNode('NAME', { value: 'Living' }));
    else {
      const nameChildren = [...under(kept, { tag: 'NAME' })];
      // A nickname is no part of the payload: one no NICK holds yet (rows from before pieces were kept) gets one.
      if (individual.nickname && !nameChildren.some((child) => child.tag === 'NICK')) {
        nameChildren.push(gedcomNode('NICK', { value: individual.nickname }));
      }
      if (individual.name_as_written !== null) {
        names.push(gedcomNode('NAME', { value: individual.name_as_written }, nameChildren));
      }
      // The other NAME structures (kept as read) follow the first, in file order.
      names.push(...(kept.rest ?? []).filter((node) => node.tag === 'NAME'));
    }
    children.push(...names.map((name) => (version === '5.5.1' ? nameTo551(name) : name)));
    if (!isReduced) {
      if (individual.sex) children.push(gedcomNode('SEX', { value: individual.sex }));
      const events = byPosition(eventsOf.get(individual.id));
      children.push(...events.map(eventNode));
      // Recorded as deceased without a death event: GEDCOM's "the death happened, nothing more known".
      if (!individual.is_living && !events.some((event) => event.tag === 'DEAT')) {
        children.push(gedcomNode('DEAT', { value: 'Y' }));
      }
    }
    // An individual's family links in the order of the families' records (stable across round trips).
    for (const link of byFamily(childOf.get(individual.id))) {
      const pointer = xrefOf.get(link.family_id)!;
      const linkChildren = [...under(kept, { tag: 'FAMC', pointer })];
      if (link.pedigree) {
        linkChildren.unshift(pedigreeNode(link.pedigree, version, kept.under?.[`FAMC ${pointer} PEDI`] ?? []));
      }
      children.push(gedcomNode('FAMC', { pointer }, linkChildren));
    }
    for (const link of byFamily(partnerOf.get(individual.id))) {
      const pointer = xrefOf.get(link.family_id)!;
      children.push(gedcomNode('FAMS', { pointer }, under(kept, { tag: 'FAMS', pointer })));
    }
    if (!isReduced) {
      children.push(...notesNodes(notesOf.get(individual.id)), ...mediaLinkNodes(individual.id, kept));
      children.push(...(kept.rest ?? []).filter((node) => node.tag !== 'NAME'));
    }
    records.push({ position: individual.position, node: { tag: 'INDI', xref: individual.xref, children } });
  }
  for (const family of rows.families) {
    const kept = decodeKept(family.extra_gedcom);
    const children: GedcomNode[] = [];
    const partners = [...(partnersOf.get(family.id) ?? [])].sort((a, b) => a.role.localeCompare(b.role));
    for (const partner of partners) {
      const pointer = xrefOf.get(partner.individual_id)!;
      if (!omitted.has(pointer))
        children.push(gedcomNode(partner.role, { pointer }, under(kept, { tag: partner.role, pointer })));
    }
    for (const child of byPosition(childrenOf.get(family.id))) {
      const pointer = xrefOf.get(child.individual_id)!;
      if (!omitted.has(pointer)) children.push(gedcomNode('CHIL', { pointer }, under(kept, { tag: 'CHIL', pointer })));
    }
    children.push(...byPosition(eventsOf.get(family.id)).map(eventNode));
    children.push(...notesNodes(notesOf.get(family.id)), ...mediaLinkNodes(family.id, kept), ...(kept.rest ?? []));
    records.push({ position: family.position, node: { tag: 'FAM', xref: family.xref, children } });
  }
  for (const source of rows.sources) {
    const children: GedcomNode[] = [];
    if (source.title !== null) children.push(gedcomNode('TITL', { value: source.title }));
    if (source.author !== null) children.push(gedcomNode('AUTH', { value: source.author }));
    if (source.publication !== null) children.push(gedcomNode('PUBL', { value: source.publication }));
    children.push(...(decodeKept(source.extra_gedcom).rest ?? []));
    records.push({ position: source.position, node: { tag: 'SOUR', xref: source.xref, children } });
  }
  for (const object of rows.mediaObjects) {
    const children = byPosition(filesOf.get(object.id)).map((file) => {
      const kept = decodeKept(file.extra_gedcom);
      const fileChildren: GedcomNode[] = [];
      if (file.media_type !== null)
        fileChildren.push(gedcomNode('FORM', { value: file.media_type }, under(kept, { tag: 'FORM' })));
      if (file.title !== null) fileChildren.push(gedcomNode('TITL', { value: file.title }));
      fileChildren.push(...(kept.rest ?? []));
      return gedcomNode('FILE', { value: options.filePaths?.get(file.id) ?? file.path }, fileChildren);
    });
    const kept = decodeKept(object.extra_gedcom).rest ?? [];
    children.push(...kept);
    for (const text of options.objectNotes?.get(object.id) ?? []) {
      if (!kept.some((node) => node.tag === 'NOTE' && node.value === text))
        children.push(gedcomNode('NOTE', { value: text }));
    }
    records.push({ position: object.position, node: { tag: 'OBJE', xref: object.xref, children } });
  }
  for (const other of rows.otherRecords)
    records.push({ position: other.position, node: JSON.parse(other.gedcom) as GedcomNode });

  const body = records.sort((a, b) => a.position - b.position).map((record) => record.node);
  const header = headerOf(rows, version);
  if (version === '5.5.1' && !header.children.some((child) => child.tag === 'SUBM')) {
    header.children.push(gedcomNode('SUBM', { pointer: '@HEIRLOOM_SUBM@' }));
    body.push({ tag: 'SUBM', xref: '@HEIRLOOM_SUBM@', children: [gedcomNode('NAME', { value: 'Heirloom' })] });
  }
  const gone = new Set([...omitted, ...(version === '5.5.1' ? [VOID] : [])]);
  return [header, ...body].map((node) => withoutPointersTo(node, gone, version)).filter((node) => node !== null);
}

function headerOf(rows: TreeRows, version: GedcomVersion): GedcomNode {
  const kept = JSON.parse(rows.tree.header_gedcom) as GedcomNode[];
  const gedc = gedcomNode('GEDC', {}, [
    gedcomNode('VERS', { value: version }),
    ...(version === '5.5.1' ? [gedcomNode('FORM', { value: 'LINEAGE-LINKED' })] : []),
  ]);
  const source = gedcomNode('SOUR', { value: SOURCE_NAME }, [gedcomNode('NAME', { value: 'Heirloom' })]);
  const charset = version === '5.5.1' ? [gedcomNode('CHAR', { value: 'UTF-8' })] : [];
  return gedcomNode('HEAD', {}, [gedc, ...charset, source, ...kept]);
}

/** GEDCOM 7.0 has no STEP pedigree: it is OTHER with the phrase "step"; 5.5.1 writes it lower-case. */
function pedigreeNode(pedigree: string, version: GedcomVersion, kept: GedcomNode[]): GedcomNode {
  if (version === '5.5.1') return gedcomNode('PEDI', { value: pedigree }, kept);
  if (pedigree === 'step')
    return gedcomNode('PEDI', { value: 'OTHER' }, [gedcomNode('PHRASE', { value: 'step' }), ...kept]);
  return gedcomNode('PEDI', { value: pedigree.toUpperCase() }, kept);
}

function withoutPointersTo(node: GedcomNode, gone: Set<string>, version: GedcomVersion): GedcomNode | null {
  if (node.pointer && gone.has(node.pointer)) {
    if (version === '5.5.1') return null;
    node = { ...node, pointer: VOID };
  }
  const children = node.children
    .map((child) => withoutPointersTo(child, gone, version))
    .filter((child) => child !== null);
  return { ...node, children };
}
