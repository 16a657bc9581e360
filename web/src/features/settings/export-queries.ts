/**
 * Calls of the "Export everything" section of /settings over their declared routes
 * (common/src/routes/account-export.ts; server: modules/account-export). While an export is being
 * built the latest one is asked for every EXPORT_POLL_MS, so its progress moves on screen; it stops
 * once ready, failed or expired.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountExport } from '@heirloom/common/contracts/account-export';
import { accountExportRoutes } from '@heirloom/common/routes/account-export';
import { callRoute, routeAddress } from '../../lib/api-client';

const LATEST_KEY = [routeAddress(accountExportRoutes.latest)] as const;

/** How often a running export's progress is asked for, ms. */
export const EXPORT_POLL_MS = 1500;

const isBuilding = (entry: AccountExport | null | undefined) =>
  entry?.status === 'pending' || entry?.status === 'running';

/** The newest export (null before the first), polled while it is built. */
export const useLatestExport = () =>
  useQuery({
    queryKey: LATEST_KEY,
    queryFn: async () => (await callRoute(accountExportRoutes.latest)).export,
    refetchInterval: (query) => (isBuilding(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** Starts an export (or answers the one being built). */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(accountExportRoutes.start),
    onSuccess: (started) => queryClient.setQueryData(LATEST_KEY, started),
  });
}
