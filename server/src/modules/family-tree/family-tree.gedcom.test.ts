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
import { serializeGedcom } from '../../lib/gedcom/gedcom-serialize';
import { treeToGedcom } from './family-tree.gedcom-export';
import { mapGedcomText } from './family-tree.import-text';
import { describeTree } from './family-tree.comparison';
import { GEDCOM70_TESTDATA as TESTDATA } from '../../../test/gedcom70';

const gedFiles = readdirSync(TESTDATA).filter((name) => name.endsWith('.ged'));
const OPTIONS = { treeId: 't', ownerId: 'u', treeName: 'Test', now: '2026-11-23T00:00:00.000Z' };

const importText = async (text: string) => (await mapGedcomText(decodeGedcom(Buffer.from(text)).text, OPTIONS)).rows;
const exportText = async (text: string, version: GedcomVersion) =>
  serializeGedcom(treeToGedcom(await importText(text), { version, living: 'include', statuses: new Map() }), version);

describe.each(gedFiles)('%s', (name) => {
  const original = readFileSync(path.join(TESTDATA, name), 'utf8');

  it('keeps individuals, families, events, dates, places, notes and media links through 7.0 and 5.5.1', async () => {
    const model = describeTree(await importText(original));
    const via70 = await exportText(original, '7.0');
    expect(describeTree(await importText(via70))).toEqual(model);
    expect(await exportText(via70, '7.0')).toBe(via70);
    expect(describeTree(await importText(await exportText(original, '5.5.1')))).toEqual(model);
  });
});
