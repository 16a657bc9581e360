/**
 * A person's name through the API, on SQLite and PostgreSQL (docs/decisions/006, "Names"): every
 * GEDCOM name piece (NPFX, GIVN, NICK, SPFX, SURN, NSFX), the 7.0 name TYPE and TRAN, and a second
 * NAME survive import, export as 7.0, 5.5.1 and GEDZIP, import of that export, and an edit in the
 * builder; the name is shown as written (the payload without slashes) in the tree, the chart and
 * the search.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Individual, TreeDetail } from '@heirloom/common/contracts/family-tree';
import type { ChartFocus, ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import { openGedzip } from '../../lib/gedcom/gedzip';
import { buildUser } from '../../../test/factories';
import { importTreeThroughApi } from '../../../test/tree-imports';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';

const GOETHE_NAME = [
  '1 NAME Dr. Johann /von Goethe/ Sr',
  '2 TYPE BIRTH',
  '2 NPFX Dr.',
  '2 GIVN Johann',
  '2 NICK Hans',
  '2 SPFX von',
  '2 SURN Goethe',
  '2 NSFX Sr',
  '2 TRAN Иоганн /фон Гёте/',
  '3 LANG ru',
  '3 GIVN Иоганн',
  '3 SURN Гёте',
  '2 NOTE Named after his grandfather',
];
const FILE = [
  '0 HEAD', '1 GEDC', '2 VERS 7.0',
  '0 @I1@ INDI', ...GOETHE_NAME, '1 NAME Hans Goethe', '2 TYPE AKA', '1 SEX M', '1 BIRT', '2 DATE 28 AUG 1749',
  '0 @I2@ INDI', '1 NAME Maria /Müller Schmidt/', '2 SURN Müller', '2 SURN Schmidt',
  '0 @I3@ INDI', '1 NAME /Kovács/ János',
  '0 TRLR', '',
].join('\n'); // prettier-ignore

describeEachDatabase('family tree names', (context) => {
  const app = () => context().app;

  async function importFile(client: TestClient, name: string, content: Buffer) {
    const { outcome } = await importTreeThroughApi(app(), client, name, content);
    expect(outcome.status, JSON.stringify(outcome)).toBe('done');
    return outcome.treeId!;
  }
  const readTree = async (client: TestClient, treeId: string) => {
    const detail = (await client.get(`/api/family-trees/${treeId}`)).json<TreeDetail>();
    return (xref: string) => detail.individuals.find((individual) => individual.xref === xref)!;
  };
  const exportText = async (client: TestClient, treeId: string, format: 'gedcom7' | 'gedcom551') => {
    const response = await client.get(`/api/family-trees/${treeId}/export?format=${format}`);
    expect(response.statusCode).toBe(200);
    return response.body.replace(/^\uFEFF/, '');
  };
  const namePieces = (individual: Individual) => {
    const { name, namePrefix, givenNames, nickname, surnamePrefix, surname, nameSuffix } = individual;
    return { name, namePrefix, givenNames, nickname, surnamePrefix, surname, nameSuffix };
  };
  const GOETHE = {
    name: 'Dr. Johann von Goethe Sr',
    namePrefix: 'Dr.',
    givenNames: 'Johann',
    nickname: 'Hans',
    surnamePrefix: 'von',
    surname: 'Goethe',
    nameSuffix: 'Sr',
  };

  it('keeps every name piece, the name type, its translation and a second name through 7.0, 5.5.1 and GEDZIP', async () => {
    const { client } = await buildUser(app());
    const treeId = await importFile(client, 'goethe.ged', Buffer.from(FILE));
    const person = await readTree(client, treeId);
    expect(namePieces(person('@I1@'))).toEqual(GOETHE);
    expect(person('@I1@').otherNames).toEqual([
      { name: 'Иоганн фон Гёте', type: null, language: 'ru' },
      { name: 'Hans Goethe', type: 'AKA', language: null },
    ]);
    // Two SURN lines: shown as the payload writes them, not joined with a comma.
    expect(person('@I2@')).toMatchObject({ name: 'Maria Müller Schmidt', surname: 'Müller Schmidt' });
    expect(person('@I3@')).toMatchObject({ name: 'Kovács János', givenNames: 'János', surname: 'Kovács' });

    const gedcom7 = await exportText(client, treeId, 'gedcom7');
    expect(gedcom7).toContain(`0 @I1@ INDI\n${GOETHE_NAME.join('\n')}\n1 NAME Hans Goethe\n2 TYPE AKA\n1 SEX M\n`);
    expect(gedcom7).toContain('1 NAME Maria /Müller Schmidt/\n2 SURN Müller\n2 SURN Schmidt\n');

    // 5.5.1 has lower-case name types and no TRAN: the translation goes as the extension _TRAN.
    const gedcom551 = await exportText(client, treeId, 'gedcom551');
    const expected551 = GOETHE_NAME.map((line) =>
      line.replace('2 TYPE BIRTH', '2 TYPE birth').replace('2 TRAN', '2 _TRAN'),
    );
    expect(gedcom551).toContain(`${expected551.join('\n')}\n1 NAME Hans Goethe\n2 TYPE aka\n`);
    // Read back, the 5.5.1 file gives the same person and the same 7.0 file.
    const via551 = await importFile(client, 'goethe-551.ged', Buffer.from(gedcom551));
    expect(namePieces((await readTree(client, via551))('@I1@'))).toEqual(GOETHE);
    expect(await exportText(client, via551, 'gedcom7')).toContain(`${GOETHE_NAME.join('\n')}\n1 NAME Hans Goethe\n`);

    const gedzip = (await client.get(`/api/family-trees/${treeId}/export?format=gedzip`)).rawPayload;
    const zipPath = path.join(os.tmpdir(), `names-${treeId}.gdz`);
    writeFileSync(zipPath, gedzip);
    const archive = await openGedzip(zipPath, 1e8);
    try {
      expect(archive.gedcom.toString('utf8')).toContain(GOETHE_NAME.join('\n'));
    } finally {
      archive.close();
      rmSync(zipPath, { force: true });
    }
  });

  it('shows the name as written in the chart and finds it by its particle', async () => {
    const { client } = await buildUser(app());
    const treeId = await importFile(client, 'goethe.ged', Buffer.from(FILE));
    const goethe = (await readTree(client, treeId))('@I1@');
    const found = (await client.get(`/api/family-trees/${treeId}/search?q=${encodeURIComponent('von goethe')}`)).json<
      ChartPerson[]
    >();
    expect(found.map((person) => person.name)).toEqual(['Dr. Johann von Goethe Sr']);
    const focus = (
      await client.get(`/api/family-trees/${treeId}/individuals/${goethe.id}/focus?generations=1`)
    ).json<ChartFocus>();
    expect(focus.people.find((person) => person.id === goethe.id)!.name).toBe('Dr. Johann von Goethe Sr');
  });

  it('finds people by any case of their name, nickname or a literal wildcard, and by their new name after an edit or a merge', async () => {
    const { client } = await buildUser(app());
    const treeId = await importFile(client, 'goethe.ged', Buffer.from(FILE));
    const url = `/api/family-trees/${treeId}`;
    const add = async (body: object) => (await client.post(`${url}/individuals`, body)).json<{ id: string }>().id;
    const siobhan = await add({ givenNames: 'Siobhán', surname: 'Ó BRIAIN', nickname: '100%' });
    const anna = await add({ givenNames: 'Anna', surname: 'Петрова' });
    const search = async (query: string) =>
      (await client.get(`${url}/search?q=${encodeURIComponent(query)}`))
        .json<ChartPerson[]>()
        .map((person) => person.id);

    expect(await search('siobhán ó briain')).toEqual([siobhan]);
    expect(await search('ПЕТРОВА')).toEqual([anna]);
    expect(await search('100%')).toEqual([siobhan]);
    expect(await search('_')).toEqual([]); // a wildcard is a character to find, not "any character"
    const renamed = await client.request({
      method: 'PATCH',
      url: `${url}/individuals/${anna}`,
      payload: { givenNames: 'Anna', surname: 'Ivanova', nickname: 'Anya' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('петрова')).toEqual([]);
    expect(await search('anya ivanova')).toEqual([anna]);
    // A merge keeps the first record's name and takes the other's nickname when it has none.
    const rosa = await add({ givenNames: 'Rosa', surname: 'Lee' });
    const nameless = await add({ givenNames: '', surname: '', nickname: 'Granny Ann' });
    expect((await client.post(`${url}/individuals/${rosa}/merge`, { otherId: nameless })).statusCode).toBe(200);
    expect(await search('granny rosa')).toEqual([rosa]);
  });

  it('edits the pieces: the changed ones and the payload are written again, the type, translation and note stay', async () => {
    const { client } = await buildUser(app());
    const treeId = await importFile(client, 'goethe.ged', Buffer.from(FILE));
    const person = await readTree(client, treeId);
    const change = (id: string, body: object) =>
      client.request({ method: 'PATCH', url: `/api/family-trees/${treeId}/individuals/${id}`, payload: body });

    const edited = await change(person('@I1@').id, { ...GOETHE, surnamePrefix: 'van', nameSuffix: '', sex: 'M' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Individual>()).toMatchObject({ name: 'Dr. Johann van Goethe', surnamePrefix: 'van' });
    // A surname-first name keeps its order when its given name changes.
    await change(person('@I3@').id, { givenNames: 'Jani', surname: 'Kovács' });

    const after = await readTree(client, treeId);
    expect(namePieces(after('@I1@'))).toEqual({
      ...GOETHE,
      name: 'Dr. Johann van Goethe',
      surnamePrefix: 'van',
      nameSuffix: '',
    });
    const gedcom7 = await exportText(client, treeId, 'gedcom7');
    const expected = [
      '1 NAME Dr. Johann /van Goethe/',
      ...GOETHE_NAME.slice(1).filter((line) => line !== '2 NSFX Sr'),
    ].map((line) => line.replace('2 SPFX von', '2 SPFX van'));
    expect(gedcom7).toContain(`0 @I1@ INDI\n${expected.join('\n')}\n1 NAME Hans Goethe\n`);
    expect(gedcom7).toContain('1 NAME /Kovács/ Jani\n2 GIVN Jani\n');
    expect(await exportText(client, treeId, 'gedcom551')).toContain('1 NAME Dr. Johann /van Goethe/\n2 TYPE birth\n');
  });

  it('writes the pieces of a person added in the builder', async () => {
    const { client } = await buildUser(app());
    const tree = (await client.post('/api/family-trees', { name: 'Goethe' })).json<{ id: string }>();
    const { name: _shown, ...pieces } = GOETHE;
    const added = await client.post(`/api/family-trees/${tree.id}/individuals`, pieces);
    expect(added.statusCode, added.body).toBe(201);
    expect(namePieces(added.json<Individual>())).toEqual(GOETHE);
    expect(await exportText(client, tree.id, 'gedcom7')).toContain(
      [
        '1 NAME Dr. Johann /von Goethe/ Sr',
        '2 NPFX Dr.',
        '2 GIVN Johann',
        '2 NICK Hans',
        '2 SPFX von',
        '2 SURN Goethe',
        '2 NSFX Sr',
      ].join('\n'),
    );
  });
});
