/**
 * What a genealogist checks in a tree, through the API on SQLite and PostgreSQL: exports other
 * programs read as UTF-8 (the GEDCOM 7.0 byte-order mark, in the .ged and inside the GEDZIP).
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import { openGedzip } from '../../lib/gedcom/gedzip';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function startTree(client: TestClient, people: object[]) {
  const tree = (await client.post('/api/family-trees', { name: 'Kowalski' })).json<FamilyTree>();
  const ids: string[] = [];
  for (const person of people) {
    const added = await client.post(`/api/family-trees/${tree.id}/individuals`, person);
    expect(added.statusCode, added.body).toBe(201);
    ids.push(added.json<{ id: string }>().id);
  }
  return { treeId: tree.id, ids };
}

describeEachDatabase('family tree genealogy checks', (context) => {
  const app = () => context().app;

  it('starts GEDCOM 7.0 and GEDZIP exports with the UTF-8 byte-order mark, names intact', async () => {
    const { client } = await buildUser(app());
    const { treeId } = await startTree(client, [
      { givenNames: 'Jan', surname: 'Kowalczyń' },
      { givenNames: 'Élodie', surname: 'Lefèvre' },
      { givenNames: 'Иван', surname: 'Петров' },
    ]);
    const download = async (format: string) => {
      const response = await client.get(`/api/family-trees/${treeId}/export?format=${format}`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return response.rawPayload;
    };
    const ged = await download('gedcom7');
    expect(ged.subarray(0, 9)).toEqual(Buffer.concat([UTF8_BOM, Buffer.from('0 HEAD')]));
    expect(ged.subarray(3).toString('utf8')).toContain('1 NAME Иван /Петров/');

    const zipPath = path.join(os.tmpdir(), `bom-${treeId}.gdz`);
    writeFileSync(zipPath, await download('gedzip'));
    const archive = await openGedzip(zipPath, 1e7);
    try {
      expect(archive.gedcom.subarray(0, 9)).toEqual(ged.subarray(0, 9));
      expect(archive.gedcom.toString('utf8')).toContain('1 NAME Jan /Kowalczyń/');
    } finally {
      archive.close();
      rmSync(zipPath, { force: true });
    }
    // 5.5.1 declares its charset in HEAD.CHAR and is left as other programs expect it.
    expect((await download('gedcom551')).subarray(0, 6).toString()).toBe('0 HEAD');
  });
});
