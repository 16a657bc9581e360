/**
 * What one owner's family circle shares with a member (docs/decisions/005: nothing is shared until
 * its owner shares it): each kind's own list scope, narrowed to the circle the member asked about.
 * Only a member reaches it (`circle-membership`, whose gate in circle.policy.ts reads the standing
 * on every request, so a removed member gets 404 on the next one).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { CircleRoleName } from '../db/tables/circle';
import { listAlbumsSharedWith } from './album-contents.policy';
import type { CircleMembership } from './circle.policy';
import { listTreesFor } from './family-tree.policy';
import { listRecipeAccess } from './recipe.policy';
import { listScrapbookAccess } from './scrapbook.policy';
import { listCapsuleAccess } from './time-capsule.policy';

/** One shared thing: its id and the name its owner gave it. */
export interface SharedThingRow {
  id: string;
  name: string;
}

/** The member's role, and the albums (with item counts), trees, recipes, scrapbooks and draft capsules open to them. */
export interface CircleSharesRows {
  role: CircleRoleName;
  albums: (SharedThingRow & { itemCount: number })[];
  trees: SharedThingRow[];
  recipes: SharedThingRow[];
  scrapbooks: SharedThingRow[];
  capsules: SharedThingRow[];
}

/**
 * What the owner of a circle (`ownerId`) shares with its `member`, who holds `role` there: the same
 * scopes the lists of each kind use, keeping the rows whose owner is `ownerId` (the member's own
 * things and other circles' leave). The circle-membership gate has checked the membership.
 */
export async function listCircleShares(
  db: Kysely<Database>,
  { member, ownerId, role }: CircleMembership,
): Promise<CircleSharesRows> {
  const [albums, trees, recipes, scrapbooks, capsules] = await Promise.all([
    listAlbumsSharedWith(db, member.id),
    listTreesFor(db, member.id),
    listRecipeAccess(db, member.id),
    listScrapbookAccess(db, member.id),
    listCapsuleAccess(db, member),
  ]);
  return {
    role,
    albums: albums
      .filter((album) => album.owner_id === ownerId)
      .map((album) => ({ id: album.id, name: album.name, itemCount: Number(album.item_count ?? 0) })),
    trees: trees.filter((tree) => tree.owner_id === ownerId).map((tree) => ({ id: tree.id, name: tree.name })),
    recipes: recipes
      .filter(({ recipe }) => recipe.owner_id === ownerId)
      .map(({ recipe }) => ({ id: recipe.id, name: recipe.title })),
    scrapbooks: scrapbooks
      .filter(({ scrapbook }) => scrapbook.owner_id === ownerId)
      .map(({ scrapbook }) => ({ id: scrapbook.id, name: scrapbook.title })),
    capsules: capsules
      .filter(
        ({ capsule, role }) => capsule.owner_id === ownerId && role === 'contributor' && capsule.status === 'draft',
      )
      .map(({ capsule }) => ({ id: capsule.id, name: capsule.title })),
  };
}
