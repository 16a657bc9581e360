/**
 * What the circles a user belongs to share with them (circleRoutes.shares in
 * common/src/routes/circle.ts), and where each shared thing opens; read by the circle pages and the
 * dashboard.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { routeQuery } from './api-client';

/** The kinds a circle shares, in the order the pages list them: heading, nouns (one, several) and page address. */
export const SHARED_KINDS = [
  {
    key: 'albums',
    label: 'Albums',
    nouns: ['album', 'albums'],
    hrefOf: (id: string) => `/memory-vault?view=shared&sharedAlbum=${id}`,
  },
  {
    key: 'trees',
    label: 'Family trees',
    nouns: ['family tree', 'family trees'],
    hrefOf: (id: string) => `/family-tree?tree=${id}`,
  },
  {
    key: 'recipes',
    label: 'Recipes',
    nouns: ['recipe', 'recipes'],
    hrefOf: (id: string) => `/family-recipes?recipe=${id}`,
  },
  {
    key: 'scrapbooks',
    label: 'Scrapbooks',
    nouns: ['scrapbook', 'scrapbooks'],
    hrefOf: (id: string) => `/scrapbooks?book=${id}`,
  },
  {
    key: 'capsules',
    label: 'Time capsules you can add to',
    nouns: ['time capsule to add to', 'time capsules to add to'],
    hrefOf: (id: string) => `/time-capsules?capsule=${id}`,
  },
] as const;

const sharesQuery = (ownerId: string) => routeQuery(circleRoutes.shares, { params: { ownerId } });

/** What the circle of `ownerId` shares with the signed-in member. */
export const useCircleShares = (ownerId: string) => useQuery(sharesQuery(ownerId));

/** What each circle the user is a member of (their own aside) shares with them; pending while any loads. */
export function useSharedWithYou() {
  const memberships = useQuery(routeQuery(circleRoutes.memberships));
  const circles = (memberships.data ?? []).filter((membership) => membership.role !== 'owner');
  const shares = useQueries({ queries: circles.map((membership) => sharesQuery(membership.ownerId)) });
  return {
    isPending: memberships.isPending || shares.some((share) => share.isPending),
    circles: shares.flatMap((share) => (share.data ? [share.data] : [])),
  };
}
