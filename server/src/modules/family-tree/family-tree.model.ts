/**
 * The family tree's rows as one in-memory document: what a GEDCOM import writes in one
 * transaction and what an export reads (docs/decisions/006). Also the "kept GEDCOM" of each
 * modelled structure: the substructures the model does not hold, written back on export.
 */
import type { GedcomNode } from '../../lib/gedcom/gedcom-node';
import type {
  FamilyTreesTable,
  TreeEventsTable,
  TreeFamiliesTable,
  TreeFamilyChildrenTable,
  TreeFamilyPartnersTable,
  TreeIndividualsTable,
  TreeMediaFilesTable,
  TreeMediaLinksTable,
  TreeMediaObjectsTable,
  TreeNotesTable,
  TreeOtherRecordsTable,
  TreeSourcesTable,
} from '../../db/tables/family-tree';

export interface TreeRows {
  tree: FamilyTreesTable;
  individuals: TreeIndividualsTable[];
  families: TreeFamiliesTable[];
  partners: TreeFamilyPartnersTable[];
  children: TreeFamilyChildrenTable[];
  events: TreeEventsTable[];
  notes: TreeNotesTable[];
  sources: TreeSourcesTable[];
  mediaObjects: TreeMediaObjectsTable[];
  mediaFiles: TreeMediaFilesTable[];
  mediaLinks: TreeMediaLinksTable[];
  otherRecords: TreeOtherRecordsTable[];
}

/** The rows a record maps to: its own row and what hangs on it (events, notes, a multimedia object's files). */
export type RecordRows = Pick<
  TreeRows,
  'individuals' | 'families' | 'events' | 'notes' | 'sources' | 'mediaObjects' | 'mediaFiles' | 'otherRecords'
>;

/** The rows that link records to one another (partners, children, media links): known only once every record is read. */
export type LinkRows = Pick<TreeRows, 'partners' | 'children' | 'mediaLinks'>;

/**
 * What a structure keeps of its GEDCOM beyond the model: `rest` are whole substructures, `under`
 * the unmodelled substructures of a modelled one, by key ("NAME", "DATE", "FAMC @F1@").
 */
export interface KeptGedcom {
  rest?: GedcomNode[];
  under?: Record<string, GedcomNode[]>;
}

/** The key of a modelled substructure in KeptGedcom.under: its tag, and its pointer if it has one. */
export const keptKey = (node: Pick<GedcomNode, 'tag' | 'pointer'>): string =>
  node.pointer ? `${node.tag} ${node.pointer}` : node.tag;

/** JSON for an `extra_gedcom` column; "{}" when nothing is kept. */
export function encodeKept(kept: KeptGedcom): string {
  const compact: KeptGedcom = {};
  if (kept.rest?.length) compact.rest = kept.rest;
  const under = Object.entries(kept.under ?? {}).filter(([, nodes]) => nodes.length > 0);
  if (under.length) compact.under = Object.fromEntries(under);
  return JSON.stringify(compact);
}

/** Reads an `extra_gedcom` column. */
export const decodeKept = (json: string): KeptGedcom => JSON.parse(json) as KeptGedcom;

/** GEDCOM 7.0 individual events and attributes the model holds as events (g7 INDIVIDUAL_EVENT_STRUCTURE, INDIVIDUAL_ATTRIBUTE_STRUCTURE). */
export const INDIVIDUAL_EVENT_TAGS = new Set([
  'ADOP', 'BAPM', 'BARM', 'BASM', 'BIRT', 'BLES', 'BURI', 'CENS', 'CHR', 'CHRA', 'CONF', 'CREM', 'DEAT',
  'EMIG', 'EVEN', 'FCOM', 'GRAD', 'IMMI', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL',
  'CAST', 'DSCR', 'EDUC', 'FACT', 'IDNO', 'NATI', 'NCHI', 'NMR', 'OCCU', 'PROP', 'RELI', 'RESI', 'SSN', 'TITL',
]); // prettier-ignore

/** GEDCOM 7.0 family events and attributes (g7 FAMILY_EVENT_STRUCTURE, FAMILY_ATTRIBUTE_STRUCTURE). */
export const FAMILY_EVENT_TAGS = new Set([
  'ANUL', 'CENS', 'DIV', 'DIVF', 'ENGA', 'EVEN', 'MARB', 'MARC', 'MARL', 'MARR', 'MARS', 'FACT', 'NCHI', 'RESI',
]); // prettier-ignore
