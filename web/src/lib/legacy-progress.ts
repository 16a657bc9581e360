/**
 * The signed-in user's legacy progress, read from the API's own answers — GET /api/messages,
 * /api/vault/items (voice recordings), /api/family-trees and each tree they own, the circle
 * overview, the legacy overview and the last wishes — and judged by
 * common/domain/legacy-progress.ts. Shared by /progress-tracking and the dashboard. The queries are
 * the pages' own keys, read afresh each time a page using this mounts (the app's queries never go
 * stale by themselves: docs/product/constants.md "Data fetching"), so what was just made elsewhere
 * — a recording, an invitation — counts at once.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TreeDetail } from '@heirloom/common/contracts/family-tree';
import { LAST_WISHES_SECTIONS } from '@heirloom/common/contracts/last-wishes';
import { vaultRoutes } from '@heirloom/common/routes/vault';
import { assessLegacyProgress, type LegacyProgress } from '@heirloom/common/domain/legacy-progress';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { lastWishesRoutes } from '@heirloom/common/routes/last-wishes';
import { legacyRoutes } from '@heirloom/common/routes/legacy';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { routeQuery } from './api-client';

/** The trees read to count people: a family keeps one, rarely a few. */
const MAX_OWNED_TREES = 3;

export type LegacyProgressState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; progress: LegacyProgress };

/** Reads every count and judges the steps; `status` says whether the answer is there yet. */
export function useLegacyProgress(): LegacyProgressState {
  const fresh = { refetchOnMount: 'always' } as const;
  const messages = useQuery({ ...routeQuery(messageRoutes.list), ...fresh });
  const voices = useQuery({
    ...routeQuery(vaultRoutes.listItems, { query: { kind: 'audio', limit: 1000 } }),
    ...fresh,
  });
  const trees = useQuery({ ...routeQuery(familyTreeRoutes.list), ...fresh });
  const owned = (trees.data ?? []).filter((tree) => tree.role === 'owner').slice(0, MAX_OWNED_TREES);
  const details = useQueries({
    queries: owned.map((tree) => ({ ...routeQuery(familyTreeRoutes.read, { params: { treeId: tree.id } }), ...fresh })),
  });
  const circle = useQuery({ ...routeQuery(circleRoutes.overview), ...fresh });
  const legacy = useQuery({ ...routeQuery(legacyRoutes.overview), ...fresh });
  const wishes = useQuery({ ...routeQuery(lastWishesRoutes.read), ...fresh });

  const all = [messages, voices, trees, circle, legacy, wishes, ...details];
  const failed = all.find((query) => query.isError);
  if (failed) return { status: 'error', message: String(failed.error) };
  // Counts read before this page mounted may be old: wait for the fresh ones rather than flicker.
  if (all.some((query) => query.isPending || query.isFetching)) return { status: 'loading' };

  const progress = assessLegacyProgress({
    scheduledMessages: (messages.data ?? []).filter((message) => message.status === 'scheduled').length,
    voicesKept: voices.data?.items.length ?? 0,
    peopleInTree: details.reduce(
      (sum, detail) => sum + ((detail.data as TreeDetail | null)?.individuals.length ?? 0),
      0,
    ),
    relativesInCircle:
      (circle.data?.members.length ?? 0) +
      (circle.data?.invitations.filter((invitation) => invitation.status === 'pending').length ?? 0),
    legacyContacts: legacy.data?.contacts.length ?? 0,
    lastWishesAnswered: wishes.data?.answered.length ?? 0,
    lastWishesSections: LAST_WISHES_SECTIONS.length,
  });
  return { status: 'ready', progress };
}
