/**
 * React Query hooks over the time capsule routes (common/src/routes/time-capsules.ts; server:
 * modules/time-capsules), called through the declared-route client. Every change refreshes the
 * capsule list and the capsule it touched.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CapsuleItemInput, TimeCapsuleInput } from '@heirloom/common/contracts/time-capsules';
import { exactGedcomDay } from '@heirloom/common/domain/birthday-opening';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { timeCapsuleRoutes } from '@heirloom/common/routes/time-capsules';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

const LIST_ADDRESS = routeAddress(timeCapsuleRoutes.list);
const capsuleAddress = (id: string) => routeAddress(timeCapsuleRoutes.read, { params: { id } });
const contentsAddress = (id: string) => routeAddress(timeCapsuleRoutes.contents, { params: { id } });

/** Capsules the signed-in user owns, fills or receives, soonest opening first (null when signed out). */
export const useTimeCapsules = () => useQuery(routeQuery(timeCapsuleRoutes.list));

/** What is known of one capsule without its contents. */
export const useTimeCapsule = (id: string) => useQuery(routeQuery(timeCapsuleRoutes.read, { params: { id } }));

/** Its letters and media, asked only when the server says the caller may read them. */
export const useCapsuleContents = (id: string, isAllowed: boolean) =>
  useQuery({ ...routeQuery(timeCapsuleRoutes.contents, { params: { id } }), enabled: isAllowed });

/** An opened capsule by a recipient's e-mailed link (no account needed). */
export const useOpenedCapsule = (token: string) =>
  useQuery(routeQuery(timeCapsuleRoutes.opened, { params: { token } }));

/** The owner's family circle, for choosing contributors and recipients. */
export const useCircleForCapsules = () => useQuery(routeQuery(circleRoutes.overview));

function useRefresh() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: [LIST_ADDRESS] }),
      id ? client.invalidateQueries({ queryKey: [capsuleAddress(id)] }) : undefined,
      id ? client.invalidateQueries({ queryKey: [contentsAddress(id)] }) : undefined,
    ]);
}

export function useCreateCapsule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeCapsuleInput) => callRoute(timeCapsuleRoutes.create, { body: input }),
    onSuccess: () => refresh(),
  });
}

/** Changes a draft (its owner only). */
export function useUpdateCapsule(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeCapsuleInput) => callRoute(timeCapsuleRoutes.update, { params: { id }, body: input }),
    onSuccess: () => refresh(id),
  });
}

export function useAddCapsuleItem(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CapsuleItemInput) => callRoute(timeCapsuleRoutes.addItem, { params: { id }, body: input }),
    onSuccess: () => refresh(id),
  });
}

/** Adds items of the user's own vault by reference, all or none; ones the capsule holds already are not added again. */
export function useAddCapsuleVaultItems(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (vaultItemIds: string[]) =>
      callRoute(timeCapsuleRoutes.addVaultItems, { params: { id }, body: { vaultItemIds } }),
    onSuccess: () => refresh(id),
  });
}

/** Seals the capsule (cannot be undone); its contents are dropped from the cache, never asked again while sealed. */
export function useSealCapsule(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(timeCapsuleRoutes.seal, { params: { id } }),
    onSuccess: (sealed) => {
      client.setQueryData([capsuleAddress(id)], sealed);
      client.removeQueries({ queryKey: [contentsAddress(id)] });
      return client.invalidateQueries({ queryKey: [LIST_ADDRESS] });
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
              name: individual.name || individual.nickname,
              treeName: detail.tree.name,
              birthDate: birth?.date ?? null,
              birthDay: exactGedcomDay(birth?.date),
            };
          }),
        )
        .sort((a, b) => Number(!a.birthDay) - Number(!b.birthDay) || a.name.localeCompare(b.name));
    },
  });
