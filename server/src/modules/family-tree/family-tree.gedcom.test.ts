/**
 * GEDCOM import and export without the database: every official 7.0 test file maps, and
 * export → re-import keeps the model (the same individuals, families, events, dates, places, notes
 * and media links); the 7.0 output is byte-stable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeGedcom } from '../../lib/gedcom/gedcom-decode';
import type { GedcomVersion } from '../../lib/gedcom/gedcom-node';
import { parseGedcom } from '../../lib/gedcom/gedcom-parse';
import { serializeGedcom } from '../../lib/gedcom/gedcom-serialize';
import { treeToGedcom } from './family-tree.gedcom-export';
import { mapGedcomToTree } from './family-tree.gedcom-import';
import { describeTree } from './family-tree.comparison';
import { GEDCOM70_TESTDATA as TESTDATA } from '../../../test/gedcom70';

const gedFiles = readdirSync(TESTDATA).filter((name) => name.endsWith('.ged'));
const OPTIONS = { treeId: 't', ownerId: 'u', treeName: 'Test', now: '2026-11-23T00:00:00.000Z' };

const importText = (text: string) =>
  mapGedcomToTree(parseGedcom(decodeGedcom(Buffer.from(text)).text, { maxRecords: 100_000 }), OPTIONS).rows;
const exportText = (text: string, version: GedcomVersion) =>
  serializeGedcom(treeToGedcom(importText(text), { version, living: 'include', statuses: new Map() }), version);

describe.each(gedFiles)('%s', (name) => {
  const original = readFileSync(path.join(TESTDATA, name), 'utf8');

  it('keeps individuals, families, events, dates, places, notes and media links through 7.0 and 5.5.1', () => {
    const model = describeTree(importText(original));
    const via70 = exportText(original, '7.0');
    expect(describeTree(importText(via70))).toEqual(model);
    expect(exportText(via70, '7.0')).toBe(via70);
    expect(describeTree(importText(exportText(original, '5.5.1')))).toEqual(model);
  });
});
