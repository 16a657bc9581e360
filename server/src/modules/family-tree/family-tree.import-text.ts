/**
 * For tests of small files: GEDCOM text mapped into a new tree's rows the way an import maps a file
 * (readGedcom, indexXrefs, then mapGedcomInBatches), the batches gathered into one set of rows.
 */
import { readGedcom } from '../../lib/gedcom/gedcom-parse';
import { indexXrefs, mapGedcomInBatches, noRecordRows, type MapOptions } from './family-tree.gedcom-import';
import type { RecordRows, TreeRows } from './family-tree.model';

/**
 * The rows of a new tree from GEDCOM `text` (already decoded), with the mapping's warnings.
 * @throws GedcomSyntaxError for a malformed file (with its line)
 */
export async function mapGedcomText(text: string, options: MapOptions) {
  const reading = readGedcom(text, { maxRecords: 100_000 });
  const records = noRecordRows();
  const mapped = await mapGedcomInBatches(reading, indexXrefs(reading.records()), options, (batch) => {
    for (const table of Object.keys(records) as (keyof RecordRows)[])
      (records[table] as unknown[]).push(...batch[table]);
  });
  const rows: TreeRows = { tree: mapped.tree, ...records, ...mapped.links };
  return { rows, warnings: mapped.warnings };
}
