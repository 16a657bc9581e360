/**
 * Calls of the admin panel (common/src/routes/admin.ts; server: modules/admin), through the
 * declared-route client. Loads follow the default fetcher; a failed load is only logged
 * (docs/product/validation-and-errors.md "Failures shown nowhere"). Downloads (CSV exports, the
 * encrypted backup) are fetched as files and saved under the server's file name.
 */
import { useMutation, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminExportKind, SystemSettings } from '@heirloom/common/contracts/admin';
import type { SiteContent } from '@heirloom/common/contracts/site-content';
import { adminRoutes } from '@heirloom/common/routes/admin';
import { fetchCsrfToken, throwIfNotOk } from '../../lib/api';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

export const ADMIN_STATS_KEY = [routeAddress(adminRoutes.stats)] as const;
export const ADMIN_SETTINGS_KEY = [routeAddress(adminRoutes.settings)] as const;
export const ADMIN_CONTENT_KEY = [routeAddress(adminRoutes.content)] as const;
const USERS_ADDRESS = routeAddress(adminRoutes.users);

/** Logs a failed admin load. */
function useLoggedFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load the admin ${what}.`, error);
  }, [error, what]);
}

/** A query of the admin panel (routeQuery's options) whose failure is logged. */
function useAdminQuery<Answer>(
  options: { queryKey: readonly [string]; queryFn: QueryFunction<Answer, readonly [string]> },
  what: string,
) {
  const query = useQuery(options);
  useLoggedFailure(query.error, what);
  return query;
}

export const useAdminStats = () => useAdminQuery(routeQuery(adminRoutes.stats), 'stats');
export const useAdminSettings = () => useAdminQuery(routeQuery(adminRoutes.settings), 'settings');
export const useAdminAnalytics = () => useAdminQuery(routeQuery(adminRoutes.analytics), 'analytics');
/** Money-back refunds, newest first. */
export const useAdminRefunds = () => useAdminQuery(routeQuery(adminRoutes.refunds), 'refunds');
export const useAdminDatabase = () => useAdminQuery(routeQuery(adminRoutes.database), 'database');
/** One page of users matching `search`. */
export const useAdminUsers = (search: string, page: number) =>
  useAdminQuery(routeQuery(adminRoutes.users, { query: { search, page } }), 'users');

/** Refreshes every users page and the stat cards after a user changed or went. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(USERS_ADDRESS) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    ]);
}

/** Suspends (or restores) a user. */
export function useSetSuspended() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) =>
      callRoute(isSuspended ? adminRoutes.suspendUser : adminRoutes.restoreUser, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Deletes a user and everything they own. */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => callRoute(adminRoutes.deleteUser, { params: { id } }),
    onSuccess: refresh,
  });
}

/** E-mails the user a password-reset link; audited. */
export const sendPasswordReset = (id: string) => callRoute(adminRoutes.sendPasswordReset, { params: { id } });

/** Replaces the whole settings object. */
export const saveSettings = (settings: SystemSettings) => callRoute(adminRoutes.replaceSettings, { body: settings });

/** The file name of a download's Content-Disposition, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/u.exec(header)?.[1] ?? fallback;
}

/** Saves `blob` as `fileName` through a temporary link. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the CSV export of `kind`. @returns the saved file's name @throws ApiError */
export async function downloadExport(kind: AdminExportKind): Promise<string> {
  const response = await fetch(routeAddress(adminRoutes.exportCsv, { params: { kind } }), {
    credentials: 'include',
    cache: 'no-store',
  });
  await throwIfNotOk(response);
  const fileName = fileNameOf(response, `${kind}-export.csv`);
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Downloads the encrypted backup sealed with `passphrase`. @returns the saved file's name @throws ApiError */
export async function downloadBackup(passphrase: string): Promise<string> {
  const body = { passphrase };
  const response = await fetch(routeAddress(adminRoutes.backup, { body }), {
    method: adminRoutes.backup.method,
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': await fetchCsrfToken() },
    body: JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const fileName = fileNameOf(response, 'heirloom-backup.age');
  saveFile(await response.blob(), fileName);
  return fileName;
}

export const useSiteContent = () => useAdminQuery(routeQuery(adminRoutes.content), 'content');
export const useNewsletterSubscribers = () =>
  useAdminQuery(routeQuery(adminRoutes.newsletterSubscribers), 'newsletter subscribers');

/** Replaces the marketing figures and testimonials. */
export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => callRoute(adminRoutes.replaceContent, { body: content }),
    onSuccess: (stored) => queryClient.setQueryData(ADMIN_CONTENT_KEY, stored),
  });
}
