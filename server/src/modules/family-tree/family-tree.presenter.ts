/** Public shapes of the family tree (common/src/contracts/family-tree.ts) from its rows. */
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import type {
  Family,
  FamilyTree,
  Individual,
  MediaObject,
  TreeDetail,
  TreeEvent,
  TreeNote,
} from '@heirloom/common/contracts/family-tree';
import type {
  FamilyTreesTable,
  TreeEventsTable,
  TreeFamilyChildrenTable,
  TreeFamilyPartnersTable,
  TreeIndividualsTable,
} from '../../db/tables/family-tree';
import { decodeKept, type TreeRows } from './family-tree.model';
import { otherNamesOf } from './family-tree.names';
import type { ImportRow } from './family-tree.repository';

/** An import of a GEDCOM or GEDZIP file, as its progress is shown (docs/decisions/006-family-tree-and-gedcom.md). */
export const presentImport = (row: ImportRow) => ({
  id: row.id,
  fileName: row.file_name,
  status: row.status,
  progress: row.progress,
  treeId: row.tree_id,
  error: row.error,
  errorLine: row.error_line,
});

export const presentTree = (tree: FamilyTreesTable, role: FamilyTree['role']): FamilyTree => ({
  id: tree.id,
  name: tree.name,
  ownerId: tree.owner_id,
  role,
  isSharedWithCircle: tree.shared_with_circle === 1,
  createdAt: tree.created_at,
});

/** The other NAME structures and translations an individual row keeps as GEDCOM (most rows have none: not parsed). */
function otherNamesOfRow(row: TreeIndividualsTable) {
  if (!row.extra_gedcom.includes('"tag":"NAME"') && !row.extra_gedcom.includes('"tag":"TRAN"')) return [];
  const kept = decodeKept(row.extra_gedcom);
  return otherNamesOf(
    kept.under?.NAME ?? [],
    (kept.rest ?? []).filter((node) => node.tag === 'NAME'),
  );
}

export const presentIndividual = (row: TreeIndividualsTable): Individual => ({
  id: row.id,
  xref: row.xref,
  name: nameAsShown(row.name_as_written),
  namePrefix: row.name_prefix,
  givenNames: row.given_names,
  nickname: row.nickname,
  surnamePrefix: row.surname_prefix,
  surname: row.surname,
  nameSuffix: row.name_suffix,
  otherNames: otherNamesOfRow(row),
  sex: (['M', 'F', 'X', 'U'] as const).find((sex) => sex === row.sex) ?? null,
  isLiving: row.is_living === 1,
  linkedUserId: row.linked_user_id,
});

export const presentFamily = (
  row: { id: string; xref: string },
  partners: TreeFamilyPartnersTable[],
  children: TreeFamilyChildrenTable[],
): Family => ({
  id: row.id,
  xref: row.xref,
  partners: partners
    .filter((partner) => partner.family_id === row.id)
    .map((partner) => ({ individualId: partner.individual_id, role: partner.role })),
  children: children
    .filter((child) => child.family_id === row.id)
    .map((child) => ({ individualId: child.individual_id, pedigree: child.pedigree })),
});

export const presentEvent = (row: TreeEventsTable): TreeEvent => ({
  id: row.id,
  individualId: row.individual_id,
  familyId: row.family_id,
  tag: row.tag,
  type: row.event_type,
  value: row.value,
  date: row.date,
  datePhrase: row.date_phrase,
  dateSortKey: row.date_sort_key === null ? null : Number(row.date_sort_key),
  place: row.place,
});

export const presentNote = (row: TreeRows['notes'][number]): TreeNote => ({
  id: row.id,
  individualId: row.individual_id,
  familyId: row.family_id,
  eventId: row.event_id,
  text: row.text,
});

/** A multimedia object with its files and the people and families it is linked to, in order. */
export function presentMediaObject(row: TreeRows['mediaObjects'][number], rows: TreeRows): MediaObject {
  const links = rows.mediaLinks
    .filter((link) => link.media_object_id === row.id)
    .sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    xref: row.xref,
    files: rows.mediaFiles
      .filter((file) => file.media_object_id === row.id)
      .sort((a, b) => a.position - b.position)
      .map((file) => ({
        path: file.path,
        mediaType: file.media_type,
        title: file.title,
        vaultItemId: file.vault_item_id,
      })),
    individualIds: links.flatMap((link) => (link.individual_id ? [link.individual_id] : [])),
    familyIds: links.flatMap((link) => (link.family_id ? [link.family_id] : [])),
  };
}

/** The whole tree as the builder and chart read it, records in file order. */
export function presentTreeDetail(rows: TreeRows, role: FamilyTree['role']): TreeDetail {
  const byPosition = <T extends { position: number }>(items: T[]) => [...items].sort((a, b) => a.position - b.position);
  return {
    tree: presentTree(rows.tree, role),
    individuals: byPosition(rows.individuals).map(presentIndividual),
    families: byPosition(rows.families).map((family) =>
      presentFamily(family, rows.partners, byPosition(rows.children)),
    ),
    events: byPosition(rows.events).map(presentEvent),
    notes: byPosition(rows.notes).map(presentNote),
    mediaObjects: byPosition(rows.mediaObjects).map((object) => presentMediaObject(object, rows)),
  };
}
