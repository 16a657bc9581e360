/**
 * What a circle shares with a member (GET /api/circles/:ownerId/shared): only what its owner
 * switched on for the circle, only that owner's, and only to members of that circle; on both dialects.
 */
import { expect, it } from 'vitest';
import type { CircleShares } from '@heirloom/common/contracts/circle-shares';
import type { VaultAlbum } from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

const recipeInput = (title: string) => ({
  title,
  servings: 4,
  ingredients: [{ quantity: 2, unit: 'cups', item: 'flour' }],
  steps: ['Mix and bake.'],
});

describeEachDatabase('what a circle shares with a member', (context) => {
  const app = () => context().app;

  /** Makes an album, a tree and a recipe named `prefix …` for `owner`; shares them when `isShared`. */
  async function makeThings(owner: BuiltUser, prefix: string, isShared: boolean) {
    const album = (await owner.client.post('/api/vault/albums', { name: `${prefix} album` })).json<VaultAlbum>();
    const tree = (await owner.client.post('/api/family-trees', { name: `${prefix} tree` })).json<{ id: string }>();
    const recipe = (await owner.client.post('/api/recipes', recipeInput(`${prefix} recipe`))).json<{
      id: string;
    }>();
    if (!isShared) return;
    const patches = [
      { url: `/api/vault/albums/${album.id}`, payload: { sharedWithCircle: true } },
      { url: `/api/family-trees/${tree.id}`, payload: { isSharedWithCircle: true } },
      { url: `/api/recipes/${recipe.id}`, payload: { isSharedWithCircle: true } },
    ];
    for (const patch of patches) {
      const response = await owner.client.request({ method: 'PATCH', ...patch });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  it("lists the owner's shared albums, trees and recipes to a member, and nothing unshared or of another circle", async () => {
    const anna = await buildUser(app());
    const son = await buildUser(app());
    const aunt = await buildUser(app());
    await joinCircle(anna, son, 'editor', 'My son');
    await joinCircle(aunt, son, 'viewer');
    await makeThings(anna, 'Shared', true);
    await makeThings(anna, 'Private', false);
    await makeThings(aunt, 'Aunt', true);
    await makeThings(son, 'Own', true);

    const response = await son.client.get(`/api/circles/${anna.user.id}/shared`);
    expect(response.statusCode, response.body).toBe(200);
    const shares = response.json<CircleShares>();
    expect(shares).toMatchObject({ ownerId: anna.user.id, ownerName: anna.user.username, role: 'editor' });
    expect(shares.albums.map((album) => album.name)).toEqual(['Shared album']);
    expect(shares.albums[0]!.itemCount).toBe(0);
    expect(shares.trees.map((tree) => tree.name)).toEqual(['Shared tree']);
    expect(shares.recipes.map((recipe) => recipe.name)).toEqual(['Shared recipe']);
    expect(shares.scrapbooks).toEqual([]);
    expect(shares.capsules).toEqual([]);
  });

  it('lists the time capsules the member may still add to: drafts naming them a contributor, not sealed ones or others', async () => {
    const anna = await buildUser(app());
    const son = await buildUser(app());
    await joinCircle(anna, son, 'editor', 'My son');
    const capsule = async (title: string, contributorIds: string[]) => {
      const created = await anna.client.post('/api/time-capsules', {
        title,
        opensAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Maya', email: 'maya@example.com' }],
        contributorIds,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string }>().id;
    };
    await capsule('For Maya at 18', [son.user.id]);
    await capsule('Just from me', []);
    const sealedId = await capsule('Already sealed', [son.user.id]);
    const letter = { kind: 'letter', text: 'Dear Maya.' };
    expect((await anna.client.post(`/api/time-capsules/${sealedId}/items`, letter)).statusCode).toBe(201);
    expect((await anna.client.post(`/api/time-capsules/${sealedId}/seal`)).statusCode).toBe(200);

    const shares = (await son.client.get(`/api/circles/${anna.user.id}/shared`)).json<CircleShares>();
    expect(shares.capsules.map((shared) => shared.name)).toEqual(['For Maya at 18']);
  });

  it('answers an empty list before the owner shares anything, and 404 to her, a stranger and a removed member', async () => {
    const anna = await buildUser(app());
    const son = await buildUser(app());
    const stranger = await buildUser(app());
    await joinCircle(anna, son, 'viewer');
    await makeThings(anna, 'Private', false);
    const empty = (await son.client.get(`/api/circles/${anna.user.id}/shared`)).json<CircleShares>();
    expect(empty).toMatchObject({ role: 'viewer', albums: [], trees: [], recipes: [], scrapbooks: [], capsules: [] });

    for (const outsider of [anna, stranger]) {
      const denied = await outsider.client.get(`/api/circles/${anna.user.id}/shared`);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ message: expect.any(String) });
    }
    const membershipId = (await anna.client.get('/api/circle')).json<{ members: { id: string }[] }>().members[0]!.id;
    expect(
      (await anna.client.request({ method: 'DELETE', url: `/api/circle/members/${membershipId}` })).statusCode,
    ).toBe(204);
    expect((await son.client.get(`/api/circles/${anna.user.id}/shared`)).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: `/api/circles/${anna.user.id}/shared` })).statusCode).toBe(401);
  });
});
