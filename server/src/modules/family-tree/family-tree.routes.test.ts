/**
 * Family tree import and export through the API (docs/product/family-tree.md "GEDCOM import",
 * "GEDCOM export"), on SQLite and PostgreSQL: every official GEDCOM 7.0 test file (both .gdz
 * included) imports without an error; export → import gives the same individuals, families, events,
 * dates, places, notes and media links, through 7.0, 5.5.1 and GEDZIP (whose media come back from
 * the vault byte for byte); a malformed file names its line and leaves nothing behind.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { FamilyTree, ImportPreview, TreeDetail, TreeImport } from '@heirloom/common/contracts/family-tree';
import { openGedzip } from '../../lib/gedcom/gedzip';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { GEDCOM70_TESTDATA as TESTDATA } from '../../../test/gedcom70';

const FILES = readdirSync(TESTDATA).filter((name) => /\.(ged|gdz)$/.test(name));

/** The tree as data without ids: records by xref, links by xref, vault links as "has bytes". */
function describeDetail(detail: TreeDetail) {
  const xrefOf = new Map<string, string>();
  for (const record of [...detail.individuals, ...detail.families, ...detail.mediaObjects])
    xrefOf.set(record.id, record.xref);
  const notesOf = (id: string) =>
    detail.notes
      .filter((note) => [note.individualId, note.familyId, note.eventId].includes(id))
      .map((note) => note.text);
  const eventsOf = (id: string) =>
    detail.events
      .filter((event) => event.individualId === id || event.familyId === id)
      .map(({ id: eventId, individualId: _individual, familyId: _family, ...event }) => ({
        ...event,
        notes: notesOf(eventId),
      }));
  return {
    individuals: detail.individuals.map(({ id, ...individual }) => ({
      ...individual,
      events: eventsOf(id),
      notes: notesOf(id),
    })),
    families: detail.families.map((family) => ({
      xref: family.xref,
      partners: family.partners.map((partner) => `${partner.role} ${xrefOf.get(partner.individualId)}`),
      children: family.children.map((child) => `${xrefOf.get(child.individualId)} ${child.pedigree}`),
      events: eventsOf(family.id),
      notes: notesOf(family.id),
    })),
    mediaObjects: detail.mediaObjects.map((object) => ({
      xref: object.xref,
      files: object.files.map(({ vaultItemId, ...file }) => ({ ...file, hasBytes: vaultItemId !== null })),
      individuals: object.individualIds.map((id) => xrefOf.get(id)),
      families: object.familyIds.map((id) => xrefOf.get(id)),
    })),
  };
}

describeEachDatabase('family tree GEDCOM import and export', (context) => {
  const app = () => context().app;

  async function importFile(client: TestClient, name: string, content: Buffer) {
    const upload = await client.upload('/api/family-trees/imports', {
      name,
      type: 'application/octet-stream',
      content,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const preview = upload.json<ImportPreview>();
    expect(existsSync(path.join(context().config.dataDir, 'media', 'gedcom-imports', preview.id))).toBe(true);
    const run = await client.post(`/api/family-trees/imports/${preview.id}/run`);
    expect(run.statusCode, run.body).toBe(202);
    expect(await app().jobs.runTreeImportJob()).toBe(true);
    const outcome = (await client.get(`/api/family-trees/imports/${preview.id}`)).json<TreeImport>();
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 'done', progress: 100 });
    // The encrypted upload is removed once the tree is written.
    expect(existsSync(path.join(context().config.dataDir, 'media', 'gedcom-imports', preview.id))).toBe(false);
    const detail = (await client.get(`/api/family-trees/${outcome.treeId}`)).json<TreeDetail>();
    return { preview, treeId: outcome.treeId!, detail };
  }

  async function exportTree(client: TestClient, treeId: string, format: string) {
    const response = await client.get(`/api/family-trees/${treeId}/export?format=${format}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  }

  it.each(FILES)('%s: imports, and keeps its model through 7.0, 5.5.1 and GEDZIP', async (name) => {
    const { client } = await buildUser(app());
    const original = readFileSync(path.join(TESTDATA, name));
    const first = await importFile(client, name, original);
    const model = describeDetail(first.detail);
    expect(first.preview.counts.individuals).toBe(first.detail.individuals.length);
    if (name.startsWith('maximal70')) expect(first.detail.individuals.length).toBeGreaterThan(0);

    const gedcom7 = await exportTree(client, first.treeId, 'gedcom7');
    const via7 = await importFile(client, `again-${name}.ged`, gedcom7);
    const expectedAfterText = {
      ...model,
      // A plain GEDCOM file carries paths, not bytes: the vault links come back only through GEDZIP.
      mediaObjects: model.mediaObjects.map((object) => ({
        ...object,
        files: object.files.map((file) => ({ ...file, hasBytes: false })),
      })),
    };
    expect(describeDetail(via7.detail)).toEqual(expectedAfterText);
    expect((await exportTree(client, via7.treeId, 'gedcom7')).toString()).toBe(gedcom7.toString());

    const via551 = await importFile(
      client,
      `again-${name}-551.ged`,
      await exportTree(client, first.treeId, 'gedcom551'),
    );
    expect(describeDetail(via551.detail)).toEqual(expectedAfterText);

    const gedzip = await exportTree(client, first.treeId, 'gedzip');
    const viaZip = await importFile(client, `again-${name}.gdz`, gedzip);
    expect(describeDetail(viaZip.detail)).toEqual(model);
    if (name.endsWith('.gdz')) {
      const folder = path.join(os.tmpdir(), `gedzip-test-${first.treeId}`);
      writeFileSync(`${folder}-in.gdz`, original);
      writeFileSync(`${folder}-out.gdz`, gedzip);
      const [input, output] = [await openGedzip(`${folder}-in.gdz`, 1e8), await openGedzip(`${folder}-out.gdz`, 1e8)];
      try {
        for (const object of first.detail.mediaObjects) {
          for (const file of object.files.filter((candidate) => candidate.vaultItemId)) {
            const entry = decodeURIComponent(file.path);
            await input.extractFile(entry, `${folder}-a`);
            await output.extractFile(entry, `${folder}-b`);
            expect(readFileSync(`${folder}-b`).equals(readFileSync(`${folder}-a`)), entry).toBe(true);
          }
        }
      } finally {
        input.close();
        output.close();
        for (const suffix of ['-in.gdz', '-out.gdz', '-a', '-b']) rmSync(`${folder}${suffix}`, { force: true });
      }
    }
  });

  it('puts a GEDZIP photo into the owner’s vault, encrypted, linked to its multimedia object', async () => {
    const { client } = await buildUser(app());
    const { detail } = await importFile(client, 'maximal70.gdz', readFileSync(path.join(TESTDATA, 'maximal70.gdz')));
    const photo = detail.mediaObjects.flatMap((object) => object.files).find((file) => file.mediaType === 'image/jpeg');
    expect(photo?.vaultItemId).toBeTruthy();
    const item = await client.get(`/api/vault/items/${photo!.vaultItemId}`);
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json()).toMatchObject({ kind: 'photo' });
  });

  it.each([
    // ANSEL writes a combining mark before its letter: E2 acute, E1 grave.
    ['ANSEL', (text: string) => Buffer.from(text.replaceAll('é', '\u00e2e').replaceAll('è', '\u00e1e'), 'latin1')],
    ['ANSI', (text: string) => Buffer.from(text, 'latin1')],
    ['UNICODE', (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
  ])('imports a 5.5.1 file written in %s', async (charset, encode) => {
    const { client } = await buildUser(app());
    const text = [
      '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', `1 CHAR ${charset}`,
      '0 @I1@ INDI', '1 NAME René /Dupré/', '1 BIRT', '2 DATE 2 FEB 1850', '2 PLAC Liège', '0 TRLR', '',
    ].join('\r\n'); // prettier-ignore
    const { preview, detail } = await importFile(client, 'old.ged', encode(text));
    expect(preview).toMatchObject({
      version: '5.5.1',
      charset: charset === 'UNICODE' ? 'UTF-16LE' : charset === 'ANSI' ? 'CP1252' : 'ANSEL',
    });
    expect(detail.individuals[0]).toMatchObject({ givenNames: 'René', surname: 'Dupré' });
    expect(detail.events[0]).toMatchObject({ tag: 'BIRT', date: '2 FEB 1850', place: 'Liège' });
  });

  it('refuses a malformed file with its line number and leaves nothing behind', async () => {
    const { client } = await buildUser(app());
    const broken = '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Ann /Lee/\nnot a gedcom line\n0 TRLR\n';
    const response = await client.upload('/api/family-trees/imports', {
      name: 'broken.ged',
      type: 'text/plain',
      content: Buffer.from(broken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Line 6: /);
    expect((await client.get('/api/family-trees')).json<FamilyTree[]>()).toEqual([]);
    expect(await app().jobs.runTreeImportJob()).toBe(false);
  });

  it('builds a family in the API: owner and editors write, viewers read, strangers get 404', async () => {
    const owner = await buildUser(app());
    const stranger = await buildUser(app());
    const tree = (await owner.client.post('/api/family-trees', { name: 'Lee family' })).json<FamilyTree>();
    const add = (body: object) => owner.client.post(`/api/family-trees/${tree.id}/individuals`, body);
    // One after the other: the export below names Rose @I1@, and concurrent adds may number in any order.
    const added: { id: string }[] = [];
    for (const body of [
      { givenNames: 'Rose', surname: 'Lee', sex: 'F', isLiving: false },
      { givenNames: 'Joe', surname: 'Lee' },
      { givenNames: 'Maya' },
    ])
      added.push((await add(body)).json<{ id: string }>());
    const [rose, joe, maya] = added;
    const family = await owner.client.post(`/api/family-trees/${tree.id}/families`, {
      partnerIds: [rose!.id, joe!.id],
      children: [{ individualId: maya!.id, pedigree: 'adopted' }],
    });
    expect(family.statusCode, family.body).toBe(201);
    const birth = await owner.client.post(`/api/family-trees/${tree.id}/events`, {
      individualId: rose!.id,
      tag: 'BIRT',
      date: 'ABT JULIAN 1700',
      place: 'York, England',
    });
    expect(birth.json()).toMatchObject({ date: 'ABT JULIAN 1700', dateSortKey: expect.any(Number) });
    const death = (
      await owner.client.post(`/api/family-trees/${tree.id}/events`, {
        individualId: rose!.id,
        tag: 'DEAT',
        date: '1780',
      })
    ).json<{ id: string }>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const removed = await owner.client.request({
        method: 'DELETE',
        url: `/api/family-trees/${tree.id}/events/${death.id}`,
      });
      expect(removed.statusCode).toBe(204);
    }
    const text = (await exportTree(owner.client, tree.id, 'gedcom7')).toString();
    // The dated death is gone; Rose is still recorded as deceased, which GEDCOM writes "1 DEAT Y".
    expect(text).not.toContain('1780');
    expect(text).toMatch(
      /0 @I1@ INDI\n1 NAME Rose \/Lee\/\n2 GIVN Rose\n2 SURN Lee\n1 SEX F\n1 BIRT\n2 DATE ABT JULIAN 1700\n2 PLAC York, England\n1 DEAT Y\n1 FAMS @F\d+@/,
    );
    expect(text).toContain('1 FAMC @F4@\n2 PEDI ADOPTED');
    expect((await stranger.client.get(`/api/family-trees/${tree.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames: 'X' })).statusCode,
    ).toBe(404);
    // An id of another tree is not found in this one.
    const other = (await stranger.client.post('/api/family-trees', { name: 'Other' })).json<FamilyTree>();
    const wrongTree = await stranger.client.request({
      method: 'PATCH',
      url: `/api/family-trees/${other.id}/individuals/${maya!.id}`,
      payload: { givenNames: 'Stolen' },
    });
    expect(wrongTree.statusCode).toBe(404);
    // Joe (Rose's partner) and Maya (her child) have no dates, but Rose was born about 1700: all
    // three are deceased (family-tree.living.ts), so nothing is reduced or left out.
    const living = (await exportTree(owner.client, tree.id, 'gedcom7&living=reduce')).toString();
    expect(living).not.toContain('1 NAME Living');
    expect(living).toContain('1 NAME Rose /Lee/');
    const omitted = (await exportTree(owner.client, tree.id, 'gedcom7&living=omit')).toString();
    expect(omitted).toContain('Maya');
    expect(omitted).toMatch(/CHIL @I3@/);
  });
});
