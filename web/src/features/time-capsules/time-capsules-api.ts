/**
 * Calls of time capsules (common/contracts/time-capsules.ts; server: modules/time-capsules). Every
 * change refreshes the capsule list and the capsule it touched.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type {
  CapsuleItem,
  CapsuleItemInput,
  TimeCapsuleContents,
  TimeCapsuleInput,
  TimeCapsuleSummary,
} from '@heirloom/common/contracts/time-capsules';
import { apiRequest } from '../../lib/api';

export const CAPSULES_PATH = '/api/time-capsules';
const capsulePath = (id: string) => `${CAPSULES_PATH}/${encodeURIComponent(id)}`;

/** Capsules the signed-in user owns, fills or receives, soonest opening first (null when signed out). */
export const useTimeCapsules = () => useQuery<TimeCapsuleSummary[] | null>({ queryKey: [CAPSULES_PATH] });

/** What is known of one capsule without its contents. */
export const useTimeCapsule = (id: string) => useQuery<TimeCapsuleSummary | null>({ queryKey: [capsulePath(id)] });

/** Its letters and media, asked only when the server says the caller may read them. */
export const useCapsuleContents = (id: string, isAllowed: boolean) =>
  useQuery<TimeCapsuleContents | null>({ queryKey: [`${capsulePath(id)}/contents`], enabled: isAllowed });

/** An opened capsule by a recipient's e-mailed link (no account needed). */
export const useOpenedCapsule = (token: string) =>
  useQuery<TimeCapsuleContents>({ queryKey: [`${CAPSULES_PATH}/opened/${encodeURIComponent(token)}`] });

/** The owner's family circle, for choosing contributors and recipients. */
export const useCircleForCapsules = () => useQuery<CircleOverview | null>({ queryKey: ['/api/circle'] });

function useRefresh() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: [CAPSULES_PATH] }),
      id ? client.invalidateQueries({ queryKey: [capsulePath(id)] }) : undefined,
      id ? client.invalidateQueries({ queryKey: [`${capsulePath(id)}/contents`] }) : undefined,
    ]);
}

export function useCreateCapsule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeCapsuleInput) => apiRequest<TimeCapsuleSummary>('POST', CAPSULES_PATH, input),
    onSuccess: () => refresh(),
  });
}

export function useAddCapsuleItem(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CapsuleItemInput) => apiRequest<CapsuleItem>('POST', `${capsulePath(id)}/items`, input),
    onSuccess: () => refresh(id),
  });
}

/** Seals the capsule (cannot be undone); its contents are dropped from the cache, never asked again while sealed. */
export function useSealCapsule(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TimeCapsuleSummary>('POST', `${capsulePath(id)}/seal`),
    onSuccess: (sealed) => {
      client.setQueryData([capsulePath(id)], sealed);
      client.removeQueries({ queryKey: [`${capsulePath(id)}/contents`] });
      return client.invalidateQueries({ queryKey: [CAPSULES_PATH] });
    },
  });
}
