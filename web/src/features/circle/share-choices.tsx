/**
 * "What to share with them" in the invitation form (docs/decisions/005: nothing is shared until its
 * owner shares it): the owner's albums, family trees, recipes and scrapbooks with their sharing now;
 * ticking one shares it with the whole circle once the invitation is sent, through each kind's own
 * sharing call. What is already shared stays shared (its box is ticked and cannot be cleared here).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recipeRoutes } from '@heirloom/common/routes/recipes';
import { scrapbookRoutes } from '@heirloom/common/routes/scrapbooks';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { isVaultQueryKey, setVaultAlbumSharing, useVaultOverview } from '../../lib/vault-queries';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';

/** One thing the owner may share: its kind, id, name and whether the circle sees it already. */
export interface ShareChoice {
  kind: 'album' | 'tree' | 'recipe' | 'scrapbook';
  id: string;
  name: string;
  isShared: boolean;
}

const KIND_HEADINGS: Record<ShareChoice['kind'], string> = {
  album: 'Albums',
  tree: 'Family trees',
  recipe: 'Recipes',
  scrapbook: 'Scrapbooks',
};

/** Switches sharing with the circle on for one choice, through its kind's PATCH route. */
const SHARE_ON: Record<ShareChoice['kind'], (id: string) => Promise<unknown>> = {
  album: (id) => setVaultAlbumSharing(id, true),
  tree: (id) => callRoute(familyTreeRoutes.setSharing, { params: { treeId: id }, body: { isSharedWithCircle: true } }),
  recipe: (id) => callRoute(recipeRoutes.setSharing, { params: { id }, body: { isSharedWithCircle: true } }),
  scrapbook: (id) => callRoute(scrapbookRoutes.patch, { params: { id }, body: { isSharedWithCircle: true } }),
};

export const choiceKey = (choice: Pick<ShareChoice, 'kind' | 'id'>) => `${choice.kind}:${choice.id}`;

/** The owner's own albums, trees, recipes and scrapbooks, each with its sharing now; null while loading. */
export function useShareChoices(): ShareChoice[] | null {
  const albums = useVaultOverview();
  const trees = useQuery(routeQuery(familyTreeRoutes.list));
  const recipes = useQuery(routeQuery(recipeRoutes.list));
  const scrapbooks = useQuery(routeQuery(scrapbookRoutes.list));
  if ([albums, trees, recipes, scrapbooks].some((query) => query.isPending)) return null;
  return [
    ...(albums.data?.albums ?? []).map((album) => ({
      kind: 'album' as const,
      id: album.id,
      name: album.name,
      isShared: album.sharedWithCircle,
    })),
    ...(trees.data ?? [])
      .filter((tree) => tree.role === 'owner')
      .map((tree) => ({ kind: 'tree' as const, id: tree.id, name: tree.name, isShared: tree.isSharedWithCircle })),
    ...(recipes.data ?? [])
      .filter((recipe) => recipe.role === 'owner')
      .map((recipe) => ({
        kind: 'recipe' as const,
        id: recipe.id,
        name: recipe.title,
        isShared: recipe.isSharedWithCircle,
      })),
    ...(scrapbooks.data ?? [])
      .filter((scrapbook) => scrapbook.role === 'owner')
      .map((scrapbook) => ({
        kind: 'scrapbook' as const,
        id: scrapbook.id,
        name: scrapbook.title,
        isShared: scrapbook.isSharedWithCircle,
      })),
  ];
}

/** Shares every chosen thing with the circle, then refreshes the lists that show their sharing. */
export function useShareChosen() {
  const queryClient = useQueryClient();
  return async (chosen: ShareChoice[]) => {
    try {
      await Promise.all(chosen.map((choice) => SHARE_ON[choice.kind](choice.id)));
    } finally {
      await queryClient.invalidateQueries({
        predicate: (query) =>
          isVaultQueryKey(query.queryKey) ||
          [
            routeAddress(familyTreeRoutes.list),
            routeAddress(recipeRoutes.list),
            routeAddress(scrapbookRoutes.list),
          ].some((path) => String(query.queryKey[0]).startsWith(path)),
      });
    }
  };
}

interface ShareChoicesProps {
  choices: ShareChoice[] | null;
  /** Keys (choiceKey) of the things ticked to share now. */
  chosen: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

export function ShareChoices({ choices, chosen, onToggle }: ShareChoicesProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby="share-choices-text" data-testid="share-choices">
      <legend className="mb-1.5 text-sm font-semibold text-ink">What to share with them</legend>
      <p id="share-choices-text" className="text-sm text-ink-soft">
        Everyone in your family circle will see these. Nothing you already share is turned off.
      </p>
      {choices === null ? (
        <p className="text-sm text-ink-soft">Loading your albums, trees, recipes and scrapbooks…</p>
      ) : choices.length === 0 ? (
        <p className="rounded-2xl bg-paper-deep p-4 text-sm text-ink">
          You have no albums, family trees, recipes or scrapbooks yet. Share them later from each one's page.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {(Object.keys(KIND_HEADINGS) as ShareChoice['kind'][]).map((kind) => {
            const ofKind = choices.filter((choice) => choice.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <div key={kind} className="rounded-2xl bg-paper-deep p-4">
                <p className="mb-2 font-semibold text-ink">{KIND_HEADINGS[kind]}</p>
                <ul className="grid gap-2">
                  {ofKind.map((choice) => (
                    <li key={choice.id}>
                      <label className="flex cursor-pointer items-center gap-3 text-ink">
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-accent"
                          checked={choice.isShared || chosen.has(choiceKey(choice))}
                          disabled={choice.isShared}
                          onChange={() => onToggle(choiceKey(choice))}
                        />
                        <span className="min-w-0 break-words">
                          {choice.name}
                          {choice.isShared && <span className="text-sm text-ink-soft"> · already shared</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
