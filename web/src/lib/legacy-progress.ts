/**
 * The signed-in user's legacy progress (issue 13 item 4), read from the API's own answers —
 * GET /api/messages, /api/vault/items (voice recordings), /api/family-trees and each tree they own,
 * /api/circle, /api/legacy and /api/last-wishes — and judged by common/domain/legacy-progress.ts.
 * Shared by /progress-tracking and the dashboard. The queries are the pages' own keys, read afresh
 * each time a page using this mounts (the app's queries never go stale by themselves, SPEC.md §9),
 * so what was just made elsewhere — a recording, an invitation — counts at once.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type { TreeDetail } from '@heirloom/common/contracts/family-tree';
import { LAST_WISHES_SECTIONS, type LastWishes } from '@heirloom/common/contracts/last-wishes';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import type { MessageSummary } from '@heirloom/common/contracts/messages';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { assessLegacyProgress, type LegacyProgress } from '@heirloom/common/domain/legacy-progress';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { routeQuery } from './api-client';

/** The trees read to count people: a family keeps one, rarely a few. */
const MAX_OWNED_TREES = 3;

export type LegacyProgressState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; progress: LegacyProgress };

/** Reads every count and judges the steps; `status` says whether the answer is there yet. */
export function useLegacyProgress(): LegacyProgressState {
  const fresh = { refetchOnMount: 'always' } as const;
  const messages = useQuery<MessageSummary[] | null>({ queryKey: ['/api/messages'], ...fresh });
  const voices = useQuery<{ items: VaultItem[] } | null>({
    queryKey: ['/api/vault/items?kind=audio&limit=1000'],
    ...fresh,
  });
  const trees = useQuery({ ...routeQuery(familyTreeRoutes.list), ...fresh });
  const owned = (trees.data ?? []).filter((tree) => tree.role === 'owner').slice(0, MAX_OWNED_TREES);
  const details = useQueries({
    queries: owned.map((tree) => ({ ...routeQuery(familyTreeRoutes.read, { params: { treeId: tree.id } }), ...fresh })),
  });
  const circle = useQuery<CircleOverview | null>({ queryKey: ['/api/circle'], ...fresh });
  const legacy = useQuery<LegacyOverview | null>({ queryKey: ['/api/legacy'], ...fresh });
  const wishes = useQuery<LastWishes | null>({ queryKey: ['/api/last-wishes'], ...fresh });

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
