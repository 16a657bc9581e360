/**
 * What one owner's family circle shares with a member (docs/decisions/005: nothing is shared until
 * its owner shares it): each kind's own list scope, narrowed to the circle the member asked about.
 * Only a member reaches it (`circle-membership`): the standing is read on every request, so a
 * removed member gets 404 on the next one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { CircleRoleName } from '../db/tables/circle';
import { AppError } from '../lib/app-error';
import { listAlbumsSharedWith } from './album.policy';
import { findCircleStanding } from './circle.policy';
import { listTreesFor } from './family-tree.policy';
import { listRecipeAccess } from './recipe.policy';
import { listScrapbookAccess } from './scrapbook.policy';
import { listCapsuleAccess, type CapsuleActor } from './time-capsule.policy';

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
 * What `ownerId` shares with `member` through the circle: the same scopes the lists of each kind
 * use, keeping the rows whose owner is `ownerId` (the member's own things and other circles' leave).
 * @throws AppError 'not_found' with `deniedMessage` unless `member` is a member of that circle now
 */
export async function listCircleShares(
  db: Kysely<Database>,
  member: CapsuleActor,
  ownerId: string,
  deniedMessage: string,
): Promise<CircleSharesRows> {
  const role = await findCircleStanding(db, member.id, ownerId);
  if (role === null || role === 'owner') throw new AppError('not_found', deniedMessage);
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
