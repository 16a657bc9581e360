/**
 * What a genealogist checks in a tree, through the API on SQLite and PostgreSQL: exports other
 * programs read as UTF-8 (the GEDCOM 7.0 byte-order mark, in the .ged and inside the GEDZIP); a
 * person who is their own ancestor named in the import preview, the tree's warnings and the
 * relationship calculator, and refused by the builder, also when two requests would close it together; people decided "probably alive" the way
 * genealogy programs do, on the chart and in exports that leave out or reduce the living; and a date
 * that is not a GEDCOM date refused with a message rather than kept where nothing can read it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { FAMILY_TREE_MESSAGES, type FamilyTree, type TreeDetail } from '@heirloom/common/contracts/family-tree';
import type { ChartFocus, Relationship, TreeWarning } from '@heirloom/common/contracts/family-tree-chart';
import { openGedzip } from '../../lib/gedcom/gedzip';
import { buildUser } from '../../../test/factories';
import { importTreeThroughApi } from '../../../test/tree-imports';
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

/** Ann is Ben's parent, Ben is Cy's parent, and Cy is Ann's parent (lines 4, 7 and 10). */
const LOOP_GEDCOM = [
  '0 HEAD', '1 GEDC', '2 VERS 7.0',
  '0 @I1@ INDI', '1 NAME Ann /Loop/', '1 FAMC @F3@',
  '0 @I2@ INDI', '1 NAME Ben /Loop/', '1 FAMC @F1@',
  '0 @I3@ INDI', '1 NAME Cy /Loop/', '1 FAMC @F2@',
  '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I2@',
  '0 @F2@ FAM', '1 HUSB @I2@', '1 CHIL @I3@',
  '0 @F3@ FAM', '1 HUSB @I3@', '1 CHIL @I1@',
  '0 TRLR', '',
].join('\n'); // prettier-ignore

describeEachDatabase('family tree genealogy checks', (context) => {
  const app = () => context().app;

  async function importText(client: TestClient, text: string) {
    const { preview, outcome } = await importTreeThroughApi(app(), client, 'tree.ged', Buffer.from(text));
    const { treeId } = outcome;
    const detail = (await client.get(`/api/family-trees/${treeId}`)).json<TreeDetail>();
    const idOf = (xref: string) => detail.individuals.find((individual) => individual.xref === xref)!.id;
    return { preview, treeId: treeId!, detail, idOf };
  }

  it('names an ancestry loop in the preview, the warnings and the relationship calculator', async () => {
    const { client } = await buildUser(app());
    const { preview, treeId, idOf } = await importText(client, LOOP_GEDCOM);
    expect(preview.warnings).toContainEqual({
      line: 4,
      message:
        'Ann Loop (line 4) is their own ancestor: Ann Loop (line 4) → Cy Loop (line 10) → Ben Loop (line 7) → Ann Loop (line 4).',
    });
    const warnings = (await client.get(`/api/family-trees/${treeId}/warnings`)).json<TreeWarning[]>();
    expect(warnings).toEqual([
      {
        individualId: idOf('@I1@'),
        code: 'ancestry-loop',
        message: 'Ann Loop is their own ancestor: Ann Loop → Cy Loop → Ben Loop → Ann Loop.',
      },
    ]);
    const relationship = await client.get(
      `/api/family-trees/${treeId}/individuals/${idOf('@I2@')}/relationship/${idOf('@I1@')}`,
    );
    expect(relationship.json<Relationship>()).toMatchObject({
      term: null,
      label:
        'This cannot be worked out: Ben Loop is their own ancestor (Ben Loop → Ann Loop → Cy Loop → Ben Loop). Correct the parents in this loop first.',
      path: [idOf('@I2@'), idOf('@I1@'), idOf('@I3@')],
    });
  });

  it('refuses a parent link that would make a person their own ancestor, with the loop named', async () => {
    const { client } = await buildUser(app());
    const { treeId, ids } = await startTree(client, [
      { givenNames: 'Rose', surname: 'Lee' },
      { givenNames: 'Joe', surname: 'Lee' },
      { givenNames: 'Maya', surname: 'Lee' },
    ]);
    const [rose, joe, maya] = ids as [string, string, string];
    const family = (partnerIds: string[], childIds: string[]) => ({
      partnerIds,
      children: childIds.map((individualId) => ({ individualId, pedigree: 'birth' })),
    });
    const families = `/api/family-trees/${treeId}/families`;
    expect((await client.post(families, family([rose], [joe]))).statusCode).toBe(201);
    const second = await client.post(families, family([joe], [maya]));
    expect(second.statusCode).toBe(201);
    const closing = await client.post(families, family([maya], [rose]));
    expect(closing.statusCode).toBe(409);
    expect(closing.json()).toEqual({
      message:
        'Rose Lee cannot be a child here: it would make them their own ancestor (Rose Lee → Maya Lee → Joe Lee → Rose Lee).',
    });
    // Changing a family may not close one either; unrelated changes still work.
    const secondId = second.json<{ id: string }>().id;
    const change = (body: object) => client.request({ method: 'PATCH', url: `${families}/${secondId}`, payload: body });
    expect((await change(family([joe], [rose]))).statusCode).toBe(409);
    expect((await change(family([joe], [maya]))).statusCode).toBe(200);
    expect((await client.get(`/api/family-trees/${treeId}/warnings`)).json()).toEqual([]);
  });

  it('lets only one of two concurrent family links that together close a loop through', async () => {
    const { client } = await buildUser(app());
    const { treeId, ids } = await startTree(client, [
      { givenNames: 'Ann', surname: 'Race' },
      { givenNames: 'Ben', surname: 'Race' },
    ]);
    const [ann, ben] = ids as [string, string];
    const families = `/api/family-trees/${treeId}/families`;
    const familyOf = async (partnerId: string) =>
      (await client.post(families, { partnerIds: [partnerId], children: [] })).json<{ id: string }>().id;
    const [annFamily, benFamily] = [await familyOf(ann), await familyOf(ben)];
    // Each alone is fine; both would make Ann and Ben each other's parent.
    const makeChild = (familyId: string, partnerId: string, childId: string) =>
      client.request({
        method: 'PATCH',
        url: `${families}/${familyId}`,
        payload: { partnerIds: [partnerId], children: [{ individualId: childId, pedigree: 'birth' }] },
      });
    const fire = () => Promise.all([makeChild(annFamily, ann, ben), makeChild(benFamily, ben, ann)]);
    let answers: Awaited<ReturnType<typeof fire>>;
    if (context().dialect === 'postgres') {
      // Hold back every write of child links until both requests wait for a lock: a check made
      // outside the writing transaction (or before its lock) would by then have passed in both.
      const { db } = context();
      const pending = await db.transaction().execute(async (trx) => {
        await sql`lock table tree_family_children in exclusive mode`.execute(trx);
        const both = fire();
        await expect
          .poll(async () => {
            const { rows } = await sql<{ waiting: number }>`
              select count(*)::int as waiting from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike '%famil%'`.execute(db);
            return rows[0]!.waiting;
          })
          .toBe(2);
        return { both };
      });
      answers = await pending.both;
    } else {
      answers = await fire();
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = (await client.get(`/api/family-trees/${treeId}`)).json<TreeDetail>();
    expect(detail.families.flatMap((family) => family.children)).toHaveLength(1);
    expect((await client.get(`/api/family-trees/${treeId}/warnings`)).json()).toEqual([]);
  });

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

  it('keeps a man born in 1821 and his undated son as deceased; the living and the unknown are left out', async () => {
    const { client } = await buildUser(app());
    const { treeId, ids } = await startTree(client, [
      { givenNames: 'Jan', surname: 'Kowalczyń' },
      { givenNames: 'Józef', surname: 'Kowalczyń' },
      { givenNames: 'Maya', surname: 'Lee' },
      { givenNames: 'Stanisław', surname: 'Nowak' },
    ]);
    const [jan, jozef, maya, stanislaw] = ids as [string, string, string, string];
    const url = `/api/family-trees/${treeId}`;
    expect(
      (await client.post(`${url}/events`, { individualId: jan, tag: 'BIRT', date: '12 MAR 1821' })).statusCode,
    ).toBe(201);
    expect((await client.post(`${url}/events`, { individualId: maya, tag: 'BIRT', date: '2000' })).statusCode).toBe(
      201,
    );
    const family = { partnerIds: [jan], children: [{ individualId: jozef, pedigree: 'birth' }] };
    expect((await client.post(`${url}/families`, family)).statusCode).toBe(201);

    const focus = (await client.get(`${url}/individuals/${jozef}/focus`)).json<ChartFocus>();
    const livingOf = (id: string) => focus.people.find((person) => person.id === id)?.living;
    expect([livingOf(jan), livingOf(jozef)]).toEqual(['deceased', 'deceased']);
    const alone = async (id: string) =>
      (await client.get(`${url}/individuals/${id}/focus`)).json<ChartFocus>().people[0]!.living;
    expect([await alone(maya), await alone(stanislaw)]).toEqual(['living', 'unknown']);

    const omitted = (await client.get(`${url}/export?format=gedcom7&living=omit`)).rawPayload.toString('utf8');
    expect(omitted).toContain('1 NAME Jan /Kowalczyń/');
    expect(omitted).toContain('1 NAME Józef /Kowalczyń/');
    expect(omitted).not.toContain('Maya');
    expect(omitted).not.toContain('Stanisław');
    const reduced = (await client.get(`${url}/export?format=gedcom551&living=reduce`)).rawPayload.toString('utf8');
    expect(reduced).toContain('1 NAME Józef /Kowalczyń/');
    expect(reduced.match(/1 NAME Living/g)).toHaveLength(2);
  });

  it('keeps someone who has died without a death date as deceased, exported as "1 DEAT Y"', async () => {
    const { client } = await buildUser(app());
    const { treeId, ids } = await startTree(client, [{ givenNames: 'Ewa', surname: 'Nowak', isLiving: false }]);
    const [ewa] = ids as [string];
    const url = `/api/family-trees/${treeId}`;
    const focus = (await client.get(`${url}/individuals/${ewa}/focus`)).json<ChartFocus>();
    expect(focus.people[0]!.living).toBe('deceased');
    for (const format of ['gedcom7', 'gedcom551']) {
      const text = (await client.get(`${url}/export?format=${format}&living=omit`)).rawPayload.toString('utf8');
      expect(text).toMatch(/1 NAME Ewa \/Nowak\/\r?\n2 GIVN Ewa\r?\n2 SURN Nowak\r?\n1 DEAT Y\r?\n/);
    }
    // A recorded death is written once, with its date.
    expect((await client.post(`${url}/events`, { individualId: ewa, tag: 'DEAT', date: '1990' })).statusCode).toBe(201);
    const dated = (await client.get(`${url}/export?format=gedcom7`)).rawPayload.toString('utf8');
    expect(dated.match(/1 DEAT/g)).toHaveLength(1);
    expect(dated).toMatch(/1 DEAT\r?\n2 DATE 1990/);
  });
  it('refuses a date that is not a GEDCOM date with a message, and keeps nothing of it', async () => {
    const { client } = await buildUser(app());
    const { treeId, ids } = await startTree(client, [{ givenNames: 'Ewa', surname: 'Nowak' }]);
    const url = `/api/family-trees/${treeId}`;
    const refused = await client.post(`${url}/events`, { individualId: ids[0], tag: 'BIRT', date: '14/03/1965' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(FAMILY_TREE_MESSAGES.unreadableDate);
    expect((await client.get(url)).json<TreeDetail>().events).toEqual([]);

    const saved = await client.post(`${url}/events`, { individualId: ids[0], tag: 'BIRT', date: '14 MAR 1965' });
    expect(saved.statusCode).toBe(201);
    const timelineKey = (await client.get(url)).json<TreeDetail>().events[0]!.dateSortKey;
    expect(timelineKey).toBe(2438834); // Julian day number of 14 March 1965: the timeline files it there
    const changed = await client.request({
      method: 'PATCH',
      url: `${url}/events/${saved.json<{ id: string }>().id}`,
      payload: { individualId: ids[0], tag: 'BIRT', date: 'about 1938' },
    });
    expect(changed.statusCode).toBe(400);
    expect((await client.get(url)).json<TreeDetail>().events[0]!.date).toBe('14 MAR 1965');
  });
});
