/**
 * Calls of the "Export everything" section of /settings (common/contracts/account-export.ts; server:
 * modules/account-export). While an export is being built the latest one is asked for every
 * EXPORT_POLL_MS, so its progress moves on screen; it stops once ready, failed or expired.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountExport } from '@heirloom/common/contracts/account-export';
import { apiRequest } from '../../lib/api';

const LATEST_KEY = ['/api/account/exports/latest'] as const;

/** How often a running export's progress is asked for, ms. */
export const EXPORT_POLL_MS = 1500;

const isBuilding = (entry: AccountExport | null | undefined) =>
  entry?.status === 'pending' || entry?.status === 'running';

/** GET /api/account/exports/latest: the newest export (null before the first), polled while it is built. */
export const useLatestExport = () =>
  useQuery({
    queryKey: LATEST_KEY,
    queryFn: async () => (await apiRequest<{ export: AccountExport | null }>('GET', LATEST_KEY[0])).export,
    refetchInterval: (query) => (isBuilding(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** POST /api/account/exports: starts an export (or answers the one being built). */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AccountExport>('POST', '/api/account/exports'),
    onSuccess: (started) => queryClient.setQueryData(LATEST_KEY, started),
  });
}
