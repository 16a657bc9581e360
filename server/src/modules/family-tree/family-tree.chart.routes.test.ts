/**
 * The chart and builder calls (docs/product/family-tree.md "The builder", "The chart") on SQLite
 * and PostgreSQL: the people around a focus person by generation (photo and voice badge on the
 * cards; a branch-scoped member sees only their branch), a name search, "this is me", the
 * relationship calculator (cousins removed, half, in-law, step) with its path, merging two records,
 * and warnings for impossible dates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import type { ChartFocus, ChartPerson, Relationship, TreeWarning } from '@heirloom/common/contracts/family-tree-chart';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

/** Uploads a fixture into the client's vault (the real tus route); returns the vault item's id. */
async function upload(client: TestClient, name: string, collection = 'vault'): Promise<string> {
  const content = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
  const response = await uploadWithTus(client, content, { filename: name, filetype: '', collection });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

describeEachDatabase('family tree chart and builder', (context) => {
  const app = () => context().app;

  /** A tree of five generations from Albert Lee, with a second family, an in-law and bad dates. */
  async function buildFamily(client: TestClient) {
    const tree = (await client.post('/api/family-trees', { name: 'Lee family' })).json<FamilyTree>();
    const url = `/api/family-trees/${tree.id}`;
    const person = async (givenNames: string, sex: 'M' | 'F', birth?: string, death?: string) => {
      const response = await client.post(`${url}/individuals`, { givenNames, surname: 'Lee', sex, isLiving: !death });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: string }>().id;
      if (birth) await client.post(`${url}/events`, { individualId: id, tag: 'BIRT', date: birth });
      if (death) await client.post(`${url}/events`, { individualId: id, tag: 'DEAT', date: death });
      return id;
    };
    const family = async (partnerIds: string[], childIds: string[]) => {
      const response = await client.post(`${url}/families`, {
        partnerIds,
        children: childIds.map((individualId) => ({ individualId, pedigree: 'birth' })),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const p = {
      albert: await person('Albert', 'M', '1880'),
      beatrice: await person('Beatrice', 'F', '1882', '1915'),
      wilma: await person('Wilma', 'F', '1890'),
      carl: await person('Carl', 'M', '1910'),
      dora: await person('Dora', 'F', '1850'),
      zed: await person('Zed', 'M', '1925'),
      ella: await person('Ella', 'F', '1935'),
      paul: await person('Paul', 'M', '1933'),
      frank: await person('Frank', 'M', '1800'),
      gina: await person('Gina', 'F', '1960'),
      hugo: await person('Hugo', 'M', '1990', '1980'),
      ivy: await person('Ivy', 'F', '1985'),
    };
    await family([p.albert, p.beatrice], [p.carl, p.dora]);
    await family([p.albert, p.wilma], [p.zed]);
    await family([p.carl], [p.ella]);
    await family([p.dora], [p.frank]);
    await family([p.paul, p.ella], [p.gina]);
    await family([p.frank], [p.hugo]);
    await family([p.gina], [p.ivy]);
    return { url, p };
  }

  const generationsOf = (focus: ChartFocus, ids: Record<string, string>) => {
    const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return Object.fromEntries(focus.people.map((person) => [nameOf.get(person.id), person.generation]));
  };

  it('answers the focus person with N generations each way, partners, siblings and card data', async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const near = await client.get(`${url}/individuals/${p.ella}/focus?generations=1`);
    expect(near.statusCode, near.body).toBe(200);
    expect(generationsOf(near.json<ChartFocus>(), p)).toEqual({ ella: 0, carl: 1, paul: 0, gina: -1 });

    const wide = (await client.get(`${url}/individuals/${p.carl}/focus`)).json<ChartFocus>();
    expect(wide.generations).toBe(4);
    expect(generationsOf(wide, p)).toEqual({
      carl: 0, albert: 1, beatrice: 1, dora: 0, ella: -1, paul: -1, gina: -2, ivy: -3,
    }); // prettier-ignore
    const carl = wide.people.find((person) => person.id === p.carl)!;
    expect(carl).toMatchObject({
      givenNames: 'Carl',
      birthYear: 1910,
      birthDate: '1910',
      hasVoice: false,
      photoItemId: null,
    });
    expect(wide.families.find((family) => family.childIds.includes(p.gina))?.partnerIds).toEqual([p.paul, p.ella]);

    const bad = await client.get(`${url}/individuals/${p.carl}/focus?generations=11`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please ask for 1 to 10 generations.' });
  });

  it("puts the person's first photo and a voice badge on their card", async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const photo = await upload(client, 'photo.jpg');
    const voice = await upload(client, 'voice-note.wav', 'voice');
    for (const [itemId, role] of [
      [photo, 'photo'],
      [voice, 'recording'],
    ] as const) {
      const linked = await client.post(`${url}/individuals/${p.albert}/media`, { itemId, role });
      expect(linked.statusCode, linked.body).toBe(201);
    }
    const focus = (await client.get(`${url}/individuals/${p.carl}/focus?generations=1`)).json<ChartFocus>();
    const cardOf = (id: string) => focus.people.find((person) => person.id === id)!;
    expect(cardOf(p.albert)).toMatchObject({ photoItemId: photo, hasVoice: true });
    expect(cardOf(p.carl)).toMatchObject({ photoItemId: null, hasVoice: false });
  });

  it('names relationships with their path: cousins removed, half, in-law, step', async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const relate = async (a: string, b: string) => {
      const response = await client.get(`${url}/individuals/${a}/relationship/${b}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Relationship>();
    };
    const cousins = await relate(p.ivy, p.hugo);
    expect(cousins.label).toBe("Hugo Lee is Ivy Lee's second cousin once removed");
    expect(cousins.path).toEqual([p.ivy, p.gina, p.ella, p.carl, p.albert, p.dora, p.frank, p.hugo]);
    expect(cousins.people.map((person) => person.givenNames)).toEqual(
      ['Ivy', 'Gina', 'Ella', 'Carl', 'Albert', 'Dora', 'Frank', 'Hugo'],
    ); // prettier-ignore
    expect((await relate(p.carl, p.dora)).term).toBe('sister');
    expect((await relate(p.carl, p.zed)).term).toBe('half-brother');
    expect((await relate(p.ivy, p.albert)).term).toBe('great-great-grandfather');
    expect((await relate(p.ella, p.dora)).term).toBe('aunt');
    expect((await relate(p.ella, p.frank)).term).toBe('first cousin');
    expect((await relate(p.carl, p.paul)).term).toBe('son-in-law');
    expect((await relate(p.paul, p.carl)).term).toBe('father-in-law');
    expect((await relate(p.ella, p.paul)).term).toBe('husband');
    expect((await relate(p.carl, p.wilma)).term).toBe('stepmother');
    const none = await client.post(`${url}/individuals`, { givenNames: 'Stranger' });
    const unrelated = await relate(p.ivy, none.json<{ id: string }>().id);
    expect(unrelated).toMatchObject({ term: null, path: [] });
    expect(unrelated.label).toBe('No relationship between Stranger and Ivy Lee is recorded in this tree.');
  });

  it('searches by name and links a person to the account ("this is me")', async () => {
    const { client, user } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const found = (await client.get(`${url}/search?q=${encodeURIComponent('gin lee')}`)).json<ChartPerson[]>();
    expect(found.map((person) => person.id)).toEqual([p.gina]);
    expect((await client.get(`${url}/search`)).json<ChartPerson[]>()).toHaveLength(12);

    const linked = await client.request({ method: 'PUT', url: `${url}/individuals/${p.ivy}/me` });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<ChartPerson>().linkedUserId).toBe(user.id);
    await client.request({ method: 'PUT', url: `${url}/individuals/${p.gina}/me` });
    const focus = (await client.get(`${url}/individuals/${p.ivy}/focus?generations=1`)).json<ChartFocus>();
    const linkOf = (id: string) => focus.people.find((person) => person.id === id)!.linkedUserId;
    expect([linkOf(p.ivy), linkOf(p.gina)]).toEqual([null, user.id]);
    for (let attempt = 0; attempt < 2; attempt++) {
      const unlinked = await client.request({ method: 'DELETE', url: `${url}/individuals/${p.gina}/me` });
      expect(unlinked.statusCode).toBe(204);
    }
    const after = (await client.get(`${url}/individuals/${p.ivy}/focus?generations=1`)).json<ChartFocus>();
    expect(after.people.every((person) => person.linkedUserId === null)).toBe(true);
  });

  it("keeps a person linked to an account that account's: nobody else claims it, only the owner or they remove it", async () => {
    const owner = await buildUser(app());
    const editor = await buildUser(app());
    const viewer = await buildUser(app());
    await joinCircle(owner, editor, 'editor');
    await joinCircle(owner, viewer, 'viewer');
    const { url, p } = await buildFamily(owner.client);
    await owner.client.request({ method: 'PATCH', url, payload: { isSharedWithCircle: true } });
    expect((await owner.client.request({ method: 'PUT', url: `${url}/individuals/${p.ella}/me` })).statusCode).toBe(
      200,
    );
    expect((await editor.client.request({ method: 'PUT', url: `${url}/individuals/${p.gina}/me` })).statusCode).toBe(
      200,
    );

    // Neither an editor nor a viewer takes over the owner's record.
    for (const member of [editor, viewer]) {
      const claimed = await member.client.request({ method: 'PUT', url: `${url}/individuals/${p.ella}/me` });
      expect(claimed.statusCode).toBe(409);
      expect(claimed.json()).toEqual({
        message: 'Someone else has said this person is them. Only they can unlink it from their account.',
      });
    }
    // An editor removes neither the owner's record nor another's; a person linked to nobody, yes.
    const removed = await editor.client.request({ method: 'DELETE', url: `${url}/individuals/${p.ella}` });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({
      message: "Only the tree's owner can remove a person who is linked to someone's account.",
    });
    expect((await editor.client.request({ method: 'DELETE', url: `${url}/individuals/${p.ivy}` })).statusCode).toBe(
      204,
    );
    // Nor merges it away; and two people linked to two accounts are never merged, even by the owner.
    const mergedAway = await editor.client.post(`${url}/individuals/${p.zed}/merge`, { otherId: p.ella });
    expect(mergedAway.statusCode).toBe(403);
    const twoLinked = await owner.client.post(`${url}/individuals/${p.ella}/merge`, { otherId: p.gina });
    expect(twoLinked.statusCode).toBe(409);
    expect(twoLinked.json()).toEqual({
      message:
        'These two people are linked to two different accounts, so they cannot be merged. One of them can unlink first.',
    });
    const focus = (await owner.client.get(`${url}/individuals/${p.ella}/focus?generations=1`)).json<ChartFocus>();
    expect(focus.people.find((person) => person.id === p.ella)?.linkedUserId).toBe(owner.user.id);

    // The holder removes their own record; the owner may remove anyone's.
    expect((await editor.client.request({ method: 'PUT', url: `${url}/individuals/${p.paul}/me` })).statusCode).toBe(
      200,
    );
    expect((await editor.client.request({ method: 'DELETE', url: `${url}/individuals/${p.paul}` })).statusCode).toBe(
      204,
    );
    expect((await editor.client.request({ method: 'PUT', url: `${url}/individuals/${p.gina}/me` })).statusCode).toBe(
      200,
    );
    expect((await owner.client.request({ method: 'DELETE', url: `${url}/individuals/${p.gina}` })).statusCode).toBe(
      204,
    );
    const left = (await owner.client.get(`${url}/search`)).json<ChartPerson[]>().map((person) => person.id);
    expect(left).toContain(p.ella);
    expect(left).not.toContain(p.ivy);
    expect(left).not.toContain(p.paul);
    expect(left).not.toContain(p.gina);

    // A wrong claim is never stuck: the owner takes the record back.
    const claim = (client: TestClient) => client.request({ method: 'PUT', url: `${url}/individuals/${p.carl}/me` });
    expect((await claim(editor.client)).statusCode).toBe(200);
    expect((await claim(owner.client)).statusCode).toBe(200);
    const carl = (await owner.client.get(`${url}/individuals/${p.carl}/focus?generations=1`)).json<ChartFocus>();
    expect(carl.people.find((person) => person.id === p.carl)?.linkedUserId).toBe(owner.user.id);
  });

  it('offers as the first focus the person who is "me", else the most connected, not the first record', async () => {
    const { client } = await buildUser(app());
    const tree = (await client.post('/api/family-trees', { name: 'Placeholders first' })).json<FamilyTree>();
    const url = `/api/family-trees/${tree.id}`;
    const add = async (givenNames: string) =>
      (await client.post(`${url}/individuals`, { givenNames, surname: 'Lee' })).json<{ id: string }>().id;
    const [unknownHusband, unknownWife] = [await add('Unknown'), await add('Unknown')];
    await client.post(`${url}/families`, { partnerIds: [unknownHusband, unknownWife] });
    const [rose, tom, maya, sam] = [await add('Rose'), await add('Tom'), await add('Maya'), await add('Sam')];
    await client.post(`${url}/families`, {
      partnerIds: [rose, tom],
      children: [maya, sam].map((individualId) => ({ individualId, pedigree: 'birth' })),
    });
    const firstOffered = async () => (await client.get(`${url}/search`)).json<ChartPerson[]>()[0]!.id;
    expect([rose, tom]).toContain(await firstOffered()); // three close relatives each; the placeholders one
    await client.request({ method: 'PUT', url: `${url}/individuals/${sam}/me` });
    expect(await firstOffered()).toBe(sam);
  });

  it('merges two records of one person: events and families move over, the second is gone', async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const twin = (await client.post(`${url}/individuals`, { givenNames: '', surname: 'Lee', nickname: 'Ives' })).json<{
      id: string;
    }>().id;
    await client.post(`${url}/events`, { individualId: twin, tag: 'OCCU', value: 'Pilot' });
    const jack = (await client.post(`${url}/individuals`, { givenNames: 'Jack', surname: 'Lee' })).json<{
      id: string;
    }>().id;
    await client.post(`${url}/families`, { partnerIds: [twin], children: [{ individualId: jack }] });
    await client.post(`${url}/families`, { partnerIds: [p.gina], children: [{ individualId: twin }] });

    const self = await client.post(`${url}/individuals/${p.ivy}/merge`, { otherId: p.ivy });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'Please choose two different people to merge.' });
    const merged = await client.post(`${url}/individuals/${p.ivy}/merge`, { otherId: twin });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<ChartPerson>()).toMatchObject({ givenNames: 'Ivy', nickname: 'Ives', birthYear: 1985 });

    expect((await client.get(`${url}/individuals/${twin}/focus`)).statusCode).toBe(404);
    expect((await client.get(`${url}/individuals/${p.ivy}/relationship/${jack}`)).json<Relationship>().term).toBe(
      'child',
    );
    const focus = (await client.get(`${url}/individuals/${p.gina}/focus?generations=1`)).json<ChartFocus>();
    expect(focus.people.filter((person) => person.id === p.ivy)).toHaveLength(1);
    const detail = (await client.get(url)).json<{ events: { individualId: string; tag: string }[] }>();
    expect(detail.events.filter((event) => event.individualId === p.ivy).map((event) => event.tag)).toEqual([
      'BIRT',
      'OCCU',
    ]);
    expect((await client.post(`${url}/individuals/${p.ivy}/merge`, { otherId: twin })).statusCode).toBe(404);
  });

  it('refuses to merge a person with their own ancestor or descendant, naming the line, and changes nothing', async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const before = (await client.get(url)).json();
    for (const [kept, other] of [
      [p.ivy, p.albert],
      [p.albert, p.ivy],
    ]) {
      const merged = await client.post(`${url}/individuals/${kept}/merge`, { otherId: other });
      expect(merged.statusCode).toBe(409);
      expect(merged.json()).toMatchObject({
        message:
          'These two cannot be one person: Albert Lee is an ancestor of Ivy Lee ' +
          '(Ivy Lee → Gina Lee → Ella Lee → Carl Lee → Albert Lee), so the merged person would be their own ancestor.',
      });
    }
    // A parent and child are refused too; siblings may still be merged (two records of one child).
    expect((await client.post(`${url}/individuals/${p.gina}/merge`, { otherId: p.ivy })).statusCode).toBe(409);
    expect((await client.get(url)).json()).toEqual(before);
    expect((await client.post(`${url}/individuals/${p.carl}/merge`, { otherId: p.dora })).statusCode).toBe(200);
    expect((await client.get(`${url}/warnings`)).json()).not.toContainEqual(
      expect.objectContaining({ code: 'ancestry-loop' }),
    );
  });

  it('shows a branch-scoped member only their branch: cards, search, relationships', async () => {
    const owner = await buildUser(app());
    const member = await buildUser(app());
    await joinCircle(owner, member, 'viewer');
    const { url, p } = await buildFamily(owner.client);
    await owner.client.request({ method: 'PATCH', url, payload: { isSharedWithCircle: true } });
    const scope = await owner.client.request({
      method: 'PUT',
      url: `${url}/branch-scopes/${member.user.id}`,
      payload: { rootIndividualId: p.ella, generations: 1 },
    });
    expect(scope.statusCode, scope.body).toBe(200);
    const focus = (await member.client.get(`${url}/individuals/${p.ella}/focus`)).json<ChartFocus>();
    expect(Object.keys(generationsOf(focus, p)).sort()).toEqual(['carl', 'ella', 'gina']);
    expect((await member.client.get(`${url}/individuals/${p.albert}/focus`)).statusCode).toBe(404);
    expect((await member.client.get(`${url}/individuals/${p.ella}/relationship/${p.albert}`)).statusCode).toBe(404);
    const found = (await member.client.get(`${url}/search?q=lee`)).json<ChartPerson[]>();
    expect(found.map((person) => person.givenNames).sort()).toEqual(['Carl', 'Ella', 'Gina']);
  });

  it('warns of impossible dates, and hides the tree from strangers', async () => {
    const { client } = await buildUser(app());
    const { url, p } = await buildFamily(client);
    const warnings = (await client.get(`${url}/warnings`)).json<TreeWarning[]>();
    expect(warnings).toEqual([
      {
        individualId: p.dora,
        code: 'child-before-parent',
        message: 'Dora Lee was born before their parent Albert Lee.',
      },
      {
        individualId: p.dora,
        code: 'child-before-parent',
        message: 'Dora Lee was born before their parent Beatrice Lee.',
      },
      {
        individualId: p.frank,
        code: 'child-before-parent',
        message: 'Frank Lee was born before their parent Dora Lee.',
      },
      { individualId: p.hugo, code: 'death-before-birth', message: 'Hugo Lee died before being born.' },
    ]);
    // Frank in a second family of Dora's (as a merge of two records of her leaves him): still one warning.
    const second = await client.post(`${url}/families`, {
      partnerIds: [p.dora],
      children: [{ individualId: p.frank, pedigree: 'birth' }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const again = (await client.get(`${url}/warnings`)).json<TreeWarning[]>();
    expect(again.filter((warning) => warning.individualId === p.frank)).toHaveLength(1);
    const { client: stranger } = await buildUser(app());
    for (const path of [
      `/individuals/${p.ella}/focus`,
      '/warnings',
      '/search',
      `/individuals/${p.ella}/relationship/${p.ivy}`,
    ]) {
      expect((await stranger.get(`${url}${path}`)).statusCode).toBe(404);
    }
  });
});
