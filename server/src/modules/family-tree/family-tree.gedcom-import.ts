/**
 * Maps a parsed GEDCOM file (lib/gedcom) into the family tree's rows (docs/product/family-tree.md
 * "The model", "GEDCOM import"): individuals, families with partners and children's pedigree,
 * events with dates in 7.0 syntax and a sort key, places, notes, sources, multimedia objects;
 * everything else is kept as GEDCOM (KeptGedcom, tree_other_records) so an export writes it back.
 * Pure: no database, no files.
 */
import { randomUUID } from 'node:crypto';
import { nameAsShown, nameSearchText, personName } from '@heirloom/common/contracts/family-tree-chart';
import type { TreePedigree } from '../../db/tables/family-tree';
import { parseGedcomDate, toGedcom70Date } from '@heirloom/common/domain/gedcom-date';
import { GedcomSyntaxError, stripLines, type GedcomNode, type GedcomVersion } from '../../lib/gedcom/gedcom-node';
import type { GedcomReading, GedcomWarning } from '../../lib/gedcom/gedcom-parse';
import { describeLoop, findAncestryLoops, parentsFromLinks } from './family-tree.ancestry-loops';
import { nameFrom551, namePieceColumns, readNamePieces } from './family-tree.names';
import {
  encodeKept,
  FAMILY_EVENT_TAGS,
  INDIVIDUAL_EVENT_TAGS,
  keptKey,
  type LinkRows,
  type RecordRows,
  type TreeRows,
} from './family-tree.model';

/** Header substructures Heirloom writes itself on export (the rest of HEAD is kept). */
const HEADER_WRITTEN_ON_EXPORT = new Set(['GEDC', 'CHAR', 'SOUR', 'DEST', 'DATE', 'FILE']);
const PEDIGREES: readonly TreePedigree[] = ['birth', 'adopted', 'foster', 'sealing', 'step', 'other'];

export interface MapOptions {
  treeId: string;
  ownerId: string;
  treeName: string;
  /** The clock's now (ISO-8601), for timestamps. */
  now: string;
}

/** Each record's new id by its xref, read before the records are mapped (a pointer may point forward). */
export interface XrefIndex {
  idsByXref: Map<string, { id: string; tag: string }>;
  /** The line each record starts on, by its new id. */
  lineOf: Map<string, number>;
  allXrefs: Set<string | undefined>;
}

/**
 * A new id for every individual, family, source and multimedia record of `records`.
 * @throws GedcomSyntaxError when two records share an xref (with the second one's line)
 */
export function indexXrefs(records: Iterable<GedcomNode>): XrefIndex {
  const index: XrefIndex = { idsByXref: new Map(), lineOf: new Map(), allXrefs: new Set() };
  for (const record of records) {
    index.allXrefs.add(record.xref);
    if (!record.xref || !['INDI', 'FAM', 'SOUR', 'OBJE'].includes(record.tag)) continue;
    if (index.idsByXref.has(record.xref)) {
      throw new GedcomSyntaxError(`The id ${record.xref} is used by two records.`, record.line);
    }
    const id = randomUUID();
    index.idsByXref.set(record.xref, { id, tag: record.tag });
    if (record.line !== undefined) index.lineOf.set(id, record.line);
  }
  return index;
}

/**
 * Maps the records of `reading` into a new tree's rows, `batchRecords` records at a time: each
 * batch's record rows go to `onBatch` (awaited) and are let go, so a 50,000-person file is never
 * held as rows whole. The link rows come back at the end, for the caller to write after every
 * record (their foreign keys point to records of any batch).
 * @param batchRecords records per batch: 100 keeps each batch short-lived enough to be collected
 *   young; batches of 1,000 were promoted to V8's old space and a 50,000-person file's mapping then
 *   peaked 190 MB above its start instead of close to none (server/bench/family-tree.bench.ts)
 * @param index indexXrefs of the same records
 * @throws GedcomSyntaxError from reading the records
 */
export async function mapGedcomInBatches(
  reading: GedcomReading,
  index: XrefIndex,
  options: MapOptions,
  onBatch: (rows: RecordRows) => Promise<void> | void,
  batchRecords = 100,
): Promise<{ tree: TreeRows['tree']; links: LinkRows; warnings: GedcomWarning[] }> {
  const mapper = createTreeMapper(reading, index, options);
  let position = 0;
  for (const record of reading.records()) {
    mapper.map(record, position);
    position += 1;
    if (position % batchRecords === 0) await onBatch(mapper.takeBatch());
  }
  await onBatch(mapper.takeBatch());
  return { tree: mapper.tree, ...mapper.finish() };
}

/** The new tree's own row for a file with this HEAD (whose structures an export does not write itself are kept). */
export function newTreeRow(header: GedcomNode, options: MapOptions): TreeRows['tree'] {
  return {
    id: options.treeId,
    owner_id: options.ownerId,
    name: options.treeName,
    header_gedcom: JSON.stringify(
      header.children.filter((child) => !HEADER_WRITTEN_ON_EXPORT.has(child.tag)).map(stripLines),
    ),
    shared_with_circle: 0, // the owner's alone until they share it
    created_at: options.now,
    updated_at: options.now,
  };
}

/** An empty set of record rows, to gather batches into. */
export const noRecordRows = (): RecordRows => ({
  individuals: [],
  families: [],
  events: [],
  notes: [],
  sources: [],
  mediaObjects: [],
  mediaFiles: [],
  otherRecords: [],
});

/** The mapping of one file's records, record by record (map), with the rows taken in batches. */
function createTreeMapper(
  source: { version: GedcomVersion; header: GedcomNode },
  { idsByXref, lineOf, allXrefs }: XrefIndex,
  options: MapOptions,
) {
  const { treeId, now } = options;
  const warnings: GedcomWarning[] = [];
  const tree = newTreeRow(source.header, options);
  let rows = noRecordRows();
  const links: LinkRows = { partners: [], children: [], mediaLinks: [] };
  const counts = { events: 0, notes: 0, mediaFiles: 0 };
  /** Names by individual id, for the ancestry loops' warnings. */
  const nameOf = new Map<string, string | null>();
  const partnerSlots = new Set<string>();
  const childLinks = new Map<string, TreeRows['children'][number]>();
  const targetOf = (node: GedcomNode, tag: string) => {
    const target = node.pointer ? idsByXref.get(node.pointer) : undefined;
    if (node.pointer && node.pointer !== '@VOID@' && !target && !allXrefs.has(node.pointer)) {
      warnings.push({
        line: node.line ?? 0,
        message: `${node.tag} points to ${node.pointer}, which is not in the file.`,
      });
    }
    return target?.tag === tag ? target.id : undefined;
  };

  /** Events, notes and media links of an individual or a family; returns what it did not take. */
  const takeCommon = (node: GedcomNode, owner: { individual_id: string | null; family_id: string | null }) => {
    const eventTags = owner.individual_id ? INDIVIDUAL_EVENT_TAGS : FAMILY_EVENT_TAGS;
    const rest: GedcomNode[] = [];
    const under: Record<string, GedcomNode[]> = {};
    for (const child of node.children) {
      if (eventTags.has(child.tag) && !child.pointer) {
        rows.events.push(mapEvent(child, owner));
      } else if (isPlainNote(child)) {
        rows.notes.push(noteRow(child, { ...owner, event_id: null }));
      } else if (child.tag === 'OBJE' && targetOf(child, 'OBJE')) {
        links.mediaLinks.push({
          media_object_id: targetOf(child, 'OBJE')!,
          ...owner,
          position: links.mediaLinks.length,
        });
        under[keptKey(child)] = child.children.map(stripLines);
      } else rest.push(child);
    }
    return { rest, under };
  };

  const noteRow = (
    node: GedcomNode,
    owner: { individual_id: string | null; family_id: string | null; event_id: string | null },
  ) => {
    return { id: randomUUID(), tree_id: treeId, ...owner, text: node.value ?? '', position: counts.notes++ };
  };

  const mapEvent = (node: GedcomNode, owner: { individual_id: string | null; family_id: string | null }) => {
    const id = randomUUID();
    const rest: GedcomNode[] = [];
    const under: Record<string, GedcomNode[]> = {};
    let date: string | null = null;
    let datePhrase: string | null = null;
    let sortKey: number | null = null;
    let place: string | null = null;
    let eventType: string | null = null;
    for (const child of node.children) {
      if (child.tag === 'DATE' && date === null) {
        const converted = source.version === '7.0' ? { value: child.value ?? '' } : toGedcom70Date(child.value ?? '');
        date = converted.value;
        const phrase = child.children.find((grandchild) => grandchild.tag === 'PHRASE');
        datePhrase = phrase?.value ?? converted.phrase ?? null;
        under.DATE = child.children.filter((grandchild) => grandchild !== phrase).map(stripLines);
        const reading = parseGedcomDate(date);
        if (!reading)
          warnings.push({
            line: child.line ?? 0,
            message: `The date "${child.value}" is kept as written but cannot be sorted.`,
          });
        sortKey = reading?.sortKey ?? null;
      } else if (child.tag === 'PLAC' && place === null) {
        place = child.value ?? '';
        under.PLAC = child.children.map(stripLines);
      } else if (child.tag === 'TYPE' && eventType === null) {
        eventType = child.value ?? '';
      } else if (isPlainNote(child)) {
        rows.notes.push(noteRow(child, { individual_id: null, family_id: null, event_id: id }));
      } else rest.push(stripLines(child));
    }
    return {
      id,
      tree_id: treeId,
      ...owner,
      tag: node.tag,
      event_type: eventType,
      value: node.value ?? null,
      date,
      date_phrase: datePhrase,
      date_sort_key: sortKey,
      place,
      extra_gedcom: encodeKept({ rest, under }),
      position: counts.events++,
    };
  };

  const map = (record: GedcomNode, position: number) => {
    const id = record.xref ? idsByXref.get(record.xref)?.id : undefined;
    if (record.tag === 'INDI' && id) {
      const taken = takeCommon(record, { individual_id: id, family_id: null });
      const rest: GedcomNode[] = [];
      const under = taken.under;
      let name: GedcomNode | undefined;
      let sex: string | null = null;
      for (const read of taken.rest) {
        const child = read.tag === 'NAME' && source.version === '5.5.1' ? nameFrom551(read) : read;
        if (child.tag === 'NAME' && !name) {
          name = child;
          under.NAME = child.children.map(stripLines);
        } else if (child.tag === 'SEX' && sex === null) sex = child.value ?? null;
        else if ((child.tag === 'FAMC' || child.tag === 'FAMS') && targetOf(child, 'FAM')) {
          const familyId = targetOf(child, 'FAM')!;
          if (child.tag === 'FAMC') {
            const pedigreeNode = child.children.find((grandchild) => grandchild.tag === 'PEDI');
            const pedigree = pedigreeOf(pedigreeNode);
            linkChild(familyId, id, pedigree);
            under[keptKey(child)] = child.children
              .filter((grandchild) => pedigree === null || grandchild !== pedigreeNode)
              .map(stripLines);
            if (pedigree !== null && pedigreeNode) {
              under[`${keptKey(child)} PEDI`] = pedigreeNode.children
                .filter((grandchild) => pedigree !== 'step' || grandchild.tag !== 'PHRASE')
                .map(stripLines);
            }
          } else under[keptKey(child)] = child.children.map(stripLines);
        } else rest.push(stripLines(child));
      }
      const pieces = namePieceColumns(readNamePieces(name));
      nameOf.set(id, name?.value ?? null);
      rows.individuals.push({
        id,
        tree_id: treeId,
        xref: record.xref!,
        ...pieces,
        name_as_written: name?.value ?? null,
        search_text: nameSearchText(name?.value ?? null, pieces.nickname),
        sex,
        is_living: 1, // not recorded as deceased by hand: the events decide (family-tree.living.ts)
        linked_user_id: null,
        extra_gedcom: encodeKept({ rest, under }),
        position,
        created_at: now,
        updated_at: now,
      });
    } else if (record.tag === 'FAM' && id) {
      const taken = takeCommon(record, { individual_id: null, family_id: id });
      const rest: GedcomNode[] = [];
      for (const child of taken.rest) {
        const individualId = targetOf(child, 'INDI');
        if ((child.tag === 'HUSB' || child.tag === 'WIFE') && individualId) {
          if (partnerSlots.has(`${id} ${child.tag}`)) {
            rest.push(stripLines(child));
            continue;
          }
          links.partners.push({ family_id: id, individual_id: individualId, role: child.tag });
          partnerSlots.add(`${id} ${child.tag}`);
          taken.under[keptKey(child)] = child.children.map(stripLines);
        } else if (child.tag === 'CHIL' && individualId) {
          linkChild(id, individualId, undefined);
          taken.under[keptKey(child)] = child.children.map(stripLines);
        } else rest.push(stripLines(child));
      }
      rows.families.push({
        id,
        tree_id: treeId,
        xref: record.xref!,
        extra_gedcom: encodeKept({ rest, under: taken.under }),
        position,
        created_at: now,
        updated_at: now,
      });
    } else if (record.tag === 'SOUR' && id) {
      const rest: GedcomNode[] = [];
      const fields: Record<string, string | null> = { TITL: null, AUTH: null, PUBL: null };
      for (const child of record.children) {
        if (child.tag in fields && fields[child.tag] === null && child.children.length === 0) {
          fields[child.tag] = child.value ?? '';
        } else rest.push(stripLines(child));
      }
      rows.sources.push({
        id,
        tree_id: treeId,
        xref: record.xref!,
        title: fields.TITL ?? null,
        author: fields.AUTH ?? null,
        publication: fields.PUBL ?? null,
        extra_gedcom: encodeKept({ rest }),
        position,
      });
    } else if (record.tag === 'OBJE' && id) {
      const rest: GedcomNode[] = [];
      for (const child of record.children) {
        if (child.tag !== 'FILE') {
          rest.push(stripLines(child));
          continue;
        }
        const fileRest: GedcomNode[] = [];
        const fileUnder: Record<string, GedcomNode[]> = {};
        let mediaType: string | null = null;
        let title: string | null = null;
        for (const grandchild of child.children) {
          if (grandchild.tag === 'FORM' && mediaType === null) {
            mediaType = grandchild.value ?? '';
            fileUnder.FORM = grandchild.children.map(stripLines);
          } else if (grandchild.tag === 'TITL' && title === null && grandchild.children.length === 0) {
            title = grandchild.value ?? '';
          } else fileRest.push(stripLines(grandchild));
        }
        rows.mediaFiles.push({
          id: randomUUID(),
          media_object_id: id,
          path: child.value ?? '',
          media_type: mediaType,
          title,
          vault_item_id: null,
          extra_gedcom: encodeKept({ rest: fileRest, under: fileUnder }),
          position: counts.mediaFiles++,
        });
      }
      rows.mediaObjects.push({ id, tree_id: treeId, xref: record.xref!, extra_gedcom: encodeKept({ rest }), position });
    } else {
      rows.otherRecords.push({
        id: randomUUID(),
        tree_id: treeId,
        gedcom: JSON.stringify(stripLines(record)),
        position,
      });
    }
  };

  function linkChild(familyId: string, individualId: string, pedigree: TreePedigree | null | undefined) {
    const existing = childLinks.get(`${familyId} ${individualId}`);
    if (existing) {
      if (pedigree !== undefined) existing.pedigree = pedigree;
      return;
    }
    const link = {
      family_id: familyId,
      individual_id: individualId,
      pedigree: pedigree ?? null,
      position: links.children.length,
    };
    links.children.push(link);
    childLinks.set(`${familyId} ${individualId}`, link);
  }

  return {
    tree,
    map,
    /** The record rows mapped since the last call. */
    takeBatch: () => {
      const batch = rows;
      rows = noRecordRows();
      return batch;
    },
    /** The link rows and every warning, the ancestry loops' last: once every record is mapped. */
    finish: () => ({ links, warnings: [...warnings, ...ancestryLoopWarnings(nameOf, links, lineOf)] }),
  };
}

/** One warning per ancestry loop, at its first person's INDI line, naming each person with their line. */
function ancestryLoopWarnings(
  nameOf: Map<string, string | null>,
  links: LinkRows,
  lineOf: Map<string, number>,
): GedcomWarning[] {
  const named = (id: string) => {
    return `${personName({ name: nameAsShown(nameOf.get(id) ?? null) })} (line ${lineOf.get(id)})`;
  };
  return findAncestryLoops(parentsFromLinks(links), nameOf.keys()).map((loop) => ({
    line: lineOf.get(loop[0]!) ?? 1,
    message: `${named(loop[0]!)} is their own ancestor: ${describeLoop(loop, named)}.`,
  }));
}

/**
 * The pedigree of a FAMC.PEDI: 7.0 upper-case and 5.5.1 lower-case values; 7.0 writes a step-child
 * as OTHER with the phrase "step". Null when absent or not one of GEDCOM's values.
 */
function pedigreeOf(node: GedcomNode | undefined): TreePedigree | null {
  const value = node?.value?.toLowerCase() as TreePedigree | undefined;
  if (!value || !PEDIGREES.includes(value)) return null;
  const phrase = node!.children.find((child) => child.tag === 'PHRASE')?.value?.toLowerCase();
  return value === 'other' && phrase === 'step' ? 'step' : value;
}

/** A NOTE the model holds: text without substructures (one with MIME, LANG, TRAN or SOUR is kept as GEDCOM). */
const isPlainNote = (node: GedcomNode) => node.tag === 'NOTE' && !node.pointer && node.children.length === 0;
