/**
 * A family tree is its owner's alone until the owner switches on "share with my family circle"
 * (docs/decisions/005), on SQLite and PostgreSQL: while private, the circle's viewers and editors get
 * 404 for the tree, its chart, its people and its writes, and do not see it listed; shared, viewers
 * read and editors write; unshared again, every door closes on the next request. Only the owner
 * flips the switch; legacy contacts and strangers see nothing either way.
 */
import { beforeAll, expect, it } from 'vitest';
import type { FamilyTree, TreeDetail } from '@heirloom/common/contracts/family-tree';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';

describeEachDatabase('family tree sharing with the circle', (context) => {
  const app = () => context().app;
  let owner: BuiltUser;
  let editor: BuiltUser;
  let viewer: BuiltUser;
  let legacyContact: BuiltUser;
  let stranger: BuiltUser;
  let tree: FamilyTree;
  let roseId: string;

  beforeAll(async () => {
    [owner, editor, viewer, legacyContact, stranger] = [
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
      await buildUser(app()),
    ];
    await joinCircle(owner, editor, 'editor');
    await joinCircle(owner, viewer, 'viewer');
    await joinCircle(owner, legacyContact, 'legacy_contact');
    tree = (await owner.client.post('/api/family-trees', { name: 'Lee family' })).json<FamilyTree>();
    roseId = (
      await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames: 'Rose', surname: 'Lee' })
    ).json<{ id: string }>().id;
  });

  const url = () => `/api/family-trees/${tree.id}`;
  const share = (client: TestClient, isSharedWithCircle: boolean) =>
    client.request({ method: 'PATCH', url: url(), payload: { isSharedWithCircle } });
  const listed = async (client: TestClient) =>
    (await client.get('/api/family-trees')).json<FamilyTree[]>().map((row) => row.id);

  async function expectHiddenFrom(members: BuiltUser[]) {
    for (const member of members) {
      expect((await member.client.get(url())).statusCode).toBe(404);
      expect((await member.client.get(`${url()}/individuals/${roseId}/focus`)).statusCode).toBe(404);
      expect((await member.client.get(`/api/family-trees/people/${roseId}`)).statusCode).toBe(404);
      expect(await listed(member.client)).not.toContain(tree.id);
    }
    const write = await editor.client.post(`${url()}/individuals`, { givenNames: 'Intruder' });
    expect(write.statusCode).toBe(404);
  }

  it('starts private: the circle sees nothing of a new tree', async () => {
    expect(tree).toMatchObject({ role: 'owner', isSharedWithCircle: false });
    await expectHiddenFrom([editor, viewer, legacyContact, stranger]);
    expect((await owner.client.get(url())).statusCode).toBe(200);
  });

  it('lets only the owner share it; then viewers read and editors write', async () => {
    for (const client of [editor.client, viewer.client, stranger.client])
      expect((await share(client, true)).statusCode).toBe(404);
    const bad = await owner.client.request({ method: 'PATCH', url: url(), payload: { isSharedWithCircle: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toEqual(expect.any(String));

    const shared = await share(owner.client, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<FamilyTree>()).toMatchObject({ id: tree.id, role: 'owner', isSharedWithCircle: true });
    const read = await viewer.client.get(url());
    expect(read.statusCode).toBe(200);
    expect(read.json<TreeDetail>().tree).toMatchObject({ role: 'viewer', isSharedWithCircle: true });
    expect((await viewer.client.get(`/api/family-trees/people/${roseId}`)).statusCode).toBe(200);
    expect((await viewer.client.get('/api/family-trees')).json<FamilyTree[]>()).toEqual([
      expect.objectContaining({ id: tree.id, role: 'viewer', isSharedWithCircle: true }),
    ]);
    expect((await viewer.client.post(`${url()}/individuals`, { givenNames: 'Nope' })).statusCode).toBe(404);
    expect((await editor.client.post(`${url()}/individuals`, { givenNames: 'Joe' })).statusCode).toBe(201);
    // Sharing is the owner's: an editor may change the tree, not who sees it, nor delete it.
    expect((await share(editor.client, false)).statusCode).toBe(404);
    expect((await editor.client.request({ method: 'DELETE', url: url() })).statusCode).toBe(404);
    for (const outsider of [legacyContact, stranger]) expect((await outsider.client.get(url())).statusCode).toBe(404);
  });

  it('closes every door again once the owner stops sharing it', async () => {
    const unshared = await share(owner.client, false);
    expect(unshared.json<FamilyTree>().isSharedWithCircle).toBe(false);
    await expectHiddenFrom([editor, viewer]);
    expect((await owner.client.get(url())).statusCode).toBe(200);
  });
});
