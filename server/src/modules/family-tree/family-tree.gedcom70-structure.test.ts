/**
 * The 7.0 export follows the standard's structure rules, so other genealogy programs accept it;
 * checked here against the substructure and cardinality tables of the GEDCOM 7.0 specification
 * (§2 "Structures"; no validator package exists on npm) for every record and structure Heirloom
 * writes, over the export of every official test file and of a tree made in the builder. Extension
 * tags (`_X`) are allowed anywhere, as the standard says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGedcomDate } from '@heirloom/common/domain/gedcom-date';
import { decodeGedcom } from '../../lib/gedcom/gedcom-decode';
import type { GedcomNode } from '../../lib/gedcom/gedcom-node';
import { readGedcom } from '../../lib/gedcom/gedcom-parse';
import { serializeGedcom } from '../../lib/gedcom/gedcom-serialize';
import { treeToGedcom } from './family-tree.gedcom-export';
import { mapGedcomText } from './family-tree.import-text';
import { linkGraph } from './family-tree.graph';
import { decideLiving } from './family-tree.living';
import type { TreeRows } from './family-tree.model';
import { GEDCOM70_TESTDATA as TESTDATA } from '../../../test/gedcom70';

type Cardinality = '0:1' | '1:1' | '0:M' | '1:M';
type Rules = Record<string, Cardinality>;

const many = (tags: string, cardinality: Cardinality = '0:M'): Rules =>
  Object.fromEntries(tags.split(' ').map((tag) => [tag, cardinality]));
const NOTES = many('NOTE SNOTE');
const IDENTIFIERS = many('REFN UID EXID');
const INDIVIDUAL_ATTRIBUTES = 'CAST DSCR EDUC IDNO NATI NCHI NMR OCCU PROP RELI RESI SSN TITL FACT';
const INDIVIDUAL_EVENTS =
  'ADOP BAPM BARM BASM BIRT BLES BURI CENS CHR CHRA CONF CREM DEAT EMIG FCOM GRAD IMMI NATU ORDN PROB RETI WILL EVEN';
const FAMILY_ATTRIBUTES = 'NCHI RESI FACT';
const FAMILY_EVENTS = 'ANUL CENS DIV DIVF ENGA MARB MARC MARR MARL MARS EVEN';
/** EVENT_DETAIL (GEDCOM 7.0 §2.1 g7:EVENT_DETAIL), shared by every event and attribute. */
const EVENT_DETAIL: Rules = {
  TYPE: '0:1', DATE: '0:1', PLAC: '0:1', ADDR: '0:1', AGNC: '0:1', RELI: '0:1', CAUS: '0:1', RESN: '0:1', SDATE: '0:1',
  ...many('PHON EMAIL FAX WWW ASSO SOUR OBJE UID'), ...NOTES,
}; // prettier-ignore

/** Substructures allowed under each structure Heirloom writes, keyed by a context path. */
const RULES: Record<string, Rules> = {
  HEAD: { GEDC: '1:1', SCHMA: '0:1', SOUR: '0:1', DEST: '0:1', DATE: '0:1', SUBM: '0:1', COPR: '0:1', LANG: '0:1', PLAC: '0:1', NOTE: '0:1', SNOTE: '0:1' }, // prettier-ignore
  'HEAD.GEDC': { VERS: '1:1' },
  'HEAD.SOUR': { VERS: '0:1', NAME: '0:1', CORP: '0:1', DATA: '0:1' },
  INDI: {
    RESN: '0:1', SEX: '0:1', CHAN: '0:1', CREA: '0:1',
    ...many(`NAME ${INDIVIDUAL_ATTRIBUTES} ${INDIVIDUAL_EVENTS} NO BAPL CONL ENDL INIL SLGC FAMC FAMS SUBM ASSO ALIA ANCI DESI SOUR OBJE`),
    ...IDENTIFIERS, ...NOTES,
  }, // prettier-ignore
  FAM: {
    RESN: '0:1', HUSB: '0:1', WIFE: '0:1', CHAN: '0:1', CREA: '0:1',
    ...many(`${FAMILY_ATTRIBUTES} ${FAMILY_EVENTS} NO CHIL ASSO SUBM SLGS SOUR OBJE`),
    ...IDENTIFIERS, ...NOTES,
  }, // prettier-ignore
  'INDI.NAME': { TYPE: '0:1', ...many('NPFX GIVN NICK SPFX SURN NSFX TRAN SOUR'), ...NOTES },
  'INDI.FAMC': { PEDI: '0:1', STAT: '0:1', ...NOTES },
  'INDI.FAMC.PEDI': { PHRASE: '0:1' },
  'INDI.FAMS': { ...NOTES },
  'FAM.HUSB': { PHRASE: '0:1' },
  'FAM.WIFE': { PHRASE: '0:1' },
  'FAM.CHIL': { PHRASE: '0:1' },
  'INDI.<event>': { ...EVENT_DETAIL, AGE: '0:1', FAMC: '0:1' },
  'FAM.<event>': { ...EVENT_DETAIL, HUSB: '0:1', WIFE: '0:1' },
  '<event>.DATE': { TIME: '0:1', PHRASE: '0:1' },
  OBJE: { RESN: '0:1', FILE: '1:M', CHAN: '0:1', CREA: '0:1', ...many('SOUR'), ...IDENTIFIERS, ...NOTES },
  'OBJE.FILE': { FORM: '1:1', TITL: '0:1', TRAN: '0:M' },
  'OBJE.FILE.FORM': { MEDI: '0:1' },
};
const PAYLOADS: Record<string, RegExp> = {
  'INDI.SEX': /^[MFXU]$/,
  'INDI.FAMC.PEDI': /^(ADOPTED|BIRTH|FOSTER|SEALING|OTHER)$/,
  'HEAD.GEDC.VERS': /^7\.0$/,
};

/** Every rule the structure `node` at `context` breaks, as readable lines. */
function check(node: GedcomNode, context: string, xrefs: Set<string>, problems: string[]): void {
  const rules = RULES[context];
  const payloadRule = PAYLOADS[context];
  // Extension enumeration values (`_X`) are allowed wherever an enumeration is (GEDCOM 7.0 §1.5).
  const isExtensionValue = /^_[A-Z0-9_]+$/.test(node.value ?? '');
  if (payloadRule && !isExtensionValue && !payloadRule.test(node.value ?? ''))
    problems.push(`${context}: payload "${node.value}"`);
  if (node.pointer && node.pointer !== '@VOID@' && !xrefs.has(node.pointer))
    problems.push(`${context}: ${node.pointer} points nowhere`);
  if (context === '<event>.DATE' && node.value && parseGedcomDate(node.value) === null) {
    problems.push(`${context}: "${node.value}" is not a GEDCOM 7.0 date`);
  }
  if (!rules) return;
  const counts = new Map<string, number>();
  for (const child of node.children) {
    if (child.tag.startsWith('_')) continue;
    if (!(child.tag in rules)) problems.push(`${context}: ${child.tag} is not allowed here`);
    counts.set(child.tag, (counts.get(child.tag) ?? 0) + 1);
  }
  for (const [tag, cardinality] of Object.entries(rules)) {
    const count = counts.get(tag) ?? 0;
    if (cardinality.startsWith('1') && count === 0) problems.push(`${context}: ${tag} is required`);
    if (cardinality.endsWith(':1') && count > 1) problems.push(`${context}: ${tag} at most once, found ${count}`);
  }
  const isEventContext = context === 'INDI' || context === 'FAM';
  const eventTags = new Set(`${INDIVIDUAL_ATTRIBUTES} ${INDIVIDUAL_EVENTS} ${FAMILY_EVENTS}`.split(' '));
  for (const child of node.children) {
    const childContext = isEventContext && eventTags.has(child.tag) ? `${context}.<event>` : `${context}.${child.tag}`;
    check(child, childContext.endsWith('<event>.DATE') ? '<event>.DATE' : childContext, xrefs, problems);
  }
}

/** Validates a GEDCOM 7.0 file's text: lines, header, trailer, xrefs, pointers and the rules above. */
function validateGedcom70(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n').filter((line) => line !== '');
  if (lines[0] !== '0 HEAD' || lines[1] !== '1 GEDC' || lines[2] !== '2 VERS 7.0')
    problems.push('does not start with 0 HEAD / 1 GEDC / 2 VERS 7.0');
  if (lines.at(-1) !== '0 TRLR') problems.push('does not end with 0 TRLR');
  for (const [index, line] of lines.entries()) {
    if (/^\s/.test(line) || / CONC /.test(line)) problems.push(`line ${index + 1}: leading space or CONC`);
    const payload = /^\d+ (?:@[^@]+@ )?[A-Z0-9_]+ (.*)$/.exec(line)?.[1];
    if (payload?.startsWith('@') && !payload.startsWith('@@') && !/^@[^@]+@$/.test(payload))
      problems.push(`line ${index + 1}: unescaped @`);
  }
  const reading = readGedcom(text, { maxRecords: 100_000 });
  const parsed = { header: reading.header, records: [...reading.records()] };
  const xrefs = new Set<string>();
  for (const record of parsed.records) {
    if (record.xref && xrefs.has(record.xref)) problems.push(`${record.xref} is used twice`);
    if (record.xref) xrefs.add(record.xref);
  }
  check(parsed.header, 'HEAD', xrefs, problems);
  for (const record of parsed.records) check(record, record.tag, xrefs, problems);
  return problems;
}

const OPTIONS = { treeId: 't', ownerId: 'u', treeName: 'T', now: '2026-11-23T00:00:00.000Z' };
const rowsOf = async (text: string) => (await mapGedcomText(text, OPTIONS)).rows;
/** Everyone of the rows as decideLiving sees them on the options' date. */
const statusesOf = (rows: TreeRows) =>
  decideLiving(
    linkGraph(rows, null),
    { events: rows.events, recordedDeceasedIds: new Set() },
    rows.individuals.map((row) => row.id),
    new Date(OPTIONS.now),
  );
const export70 = (rows: TreeRows, living: 'include' | 'omit' | 'reduce' = 'include') =>
  serializeGedcom(treeToGedcom(rows, { version: '7.0', living, statuses: statusesOf(rows) }), '7.0');

describe('GEDCOM 7.0 structure of the export', () => {
  it.each(readdirSync(TESTDATA).filter((name) => name.endsWith('.ged')))('%s', async (name) => {
    const rows = await rowsOf(decodeGedcom(readFileSync(path.join(TESTDATA, name))).text);
    expect(validateGedcom70(export70(rows))).toEqual([]);
    expect(validateGedcom70(export70(rows, 'omit'))).toEqual([]);
  });

  it('a 5.5.1 file with a step-child, an INT date and a Julian date', async () => {
    const text = [
      '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8',
      '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 SEX F', '1 BIRT', '2 DATE INT 1900 (about then)', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME Bo /Lee/', '1 CHR', '2 DATE @#DJULIAN@ 1 JAN 1699/00', '1 FAMC @F1@', '2 PEDI step',
      '0 @F1@ FAM', '1 WIFE @I1@', '1 CHIL @I2@', '1 MARR Y', '0 TRLR',
    ].join('\n'); // prettier-ignore
    const exported = export70(await rowsOf(text));
    expect(validateGedcom70(exported)).toEqual([]);
    expect(exported).toContain('2 DATE 1900\n3 PHRASE about then');
    expect(exported).toContain('2 DATE JULIAN 1 JAN 1699');
    expect(exported).toContain('2 PEDI OTHER\n3 PHRASE step');
  });

  it('finds the faults it is meant to find', () => {
    const bad =
      '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 SEX male\n1 FAMC @F9@\n1 BIRT\n2 DATE sometime\n2 DATE 1900\n0 @O1@ OBJE\n0 TRLR\n';
    expect(validateGedcom70(bad)).toEqual([
      'INDI.SEX: payload "male"',
      'INDI.FAMC: @F9@ points nowhere',
      'INDI.<event>: DATE at most once, found 2',
      '<event>.DATE: "sometime" is not a GEDCOM 7.0 date',
      'OBJE: FILE is required',
    ]);
  });
});
