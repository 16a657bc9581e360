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
import { exactGedcomDay } from '@heirloom/common/domain/birthday-opening';
import { apiRequest } from '../../lib/api';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress } from '../../lib/api-client';

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

/** PATCH /api/time-capsules/:id: changes a draft (its owner only). */
export function useUpdateCapsule(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeCapsuleInput) => apiRequest<TimeCapsuleSummary>('PATCH', capsulePath(id), input),
    onSuccess: () => refresh(id),
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

/** Someone of a family tree the user reads, as the birthday opening offers them. */
export interface BirthdayPerson {
  individualId: string;
  name: string;
  treeName: string;
  /** The birth date as the tree writes it (GEDCOM), or null. */
  birthDate: string | null;
  /** Its calendar day when exact (YYYY-MM-DD); null when it cannot open a capsule. */
  birthDay: string | null;
}

/**
 * The people of every family tree the user reads, with their birth dates, for "when Maya turns
 * 18" (GET /api/family-trees, then each tree); those with an exact date first, then by name.
 */
export const useBirthdayPeople = (isWanted: boolean) =>
  useQuery({
    queryKey: [routeAddress(familyTreeRoutes.list), 'birthday-people'],
    enabled: isWanted,
    queryFn: async (): Promise<BirthdayPerson[]> => {
      const trees = await callRoute(familyTreeRoutes.list);
      const details = await Promise.all(
        trees.map((tree) => callRoute(familyTreeRoutes.read, { params: { treeId: tree.id } })),
      );
      return details
        .flatMap((detail) =>
          detail.individuals.map((individual) => {
            const birth = detail.events.find((event) => event.individualId === individual.id && event.tag === 'BIRT');
            return {
              individualId: individual.id,
              name: [individual.givenNames, individual.surname].filter(Boolean).join(' ') || individual.nickname,
              treeName: detail.tree.name,
              birthDate: birth?.date ?? null,
              birthDay: exactGedcomDay(birth?.date),
            };
          }),
        )
        .sort((a, b) => Number(!a.birthDay) - Number(!b.birthDay) || a.name.localeCompare(b.name));
    },
  });
