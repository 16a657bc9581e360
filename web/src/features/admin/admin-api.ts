/**
 * Calls of the admin panel (common/contracts/admin.ts; server: modules/admin). Loads follow SPEC.md
 * §7's default fetcher; a failed load is only logged (§8 "Admin data load failure"). Downloads
 * (CSV exports, the encrypted backup) are fetched as files and saved under the server's file name.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  AdminAnalytics,
  AdminDatabase,
  AdminExportKind,
  AdminRefunds,
  AdminStats,
  AdminUser,
  AdminUsersPage,
  SystemSettings,
} from '@heirloom/common/contracts/admin';
import type { NewsletterSubscriber, SiteContent, SiteContentAnswer } from '@heirloom/common/contracts/site-content';
import { apiRequest, fetchCsrfToken, throwIfNotOk } from '../../lib/api';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const ADMIN_SETTINGS_KEY = ['/api/admin/settings'] as const;
const usersKey = (search: string, page: number) =>
  [`/api/admin/users?${new URLSearchParams({ search, page: String(page) }).toString()}`] as const;

/** Logs a failed admin load (SPEC.md §8: logged only). */
function useLoggedFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load the admin ${what}.`, error);
  }, [error, what]);
}

/** A query of the admin panel whose failure is logged. */
function useAdminQuery<T>(queryKey: readonly string[], what: string) {
  const query = useQuery<T | null>({ queryKey });
  useLoggedFailure(query.error, what);
  return query;
}

export const useAdminStats = () => useAdminQuery<AdminStats>(ADMIN_STATS_KEY, 'stats');
export const useAdminSettings = () => useAdminQuery<SystemSettings>(ADMIN_SETTINGS_KEY, 'settings');
export const useAdminAnalytics = () => useAdminQuery<AdminAnalytics>(['/api/admin/analytics'], 'analytics');
/** Money-back refunds, newest first. */
export const useAdminRefunds = () => useAdminQuery<AdminRefunds>(['/api/admin/refunds'], 'refunds');
export const useAdminDatabase = () => useAdminQuery<AdminDatabase>(['/api/admin/database'], 'database');
/** One page of users matching `search`. */
export const useAdminUsers = (search: string, page: number) =>
  useAdminQuery<AdminUsersPage>(usersKey(search, page), 'users');

/** Refreshes every users page and the stat cards after a user changed or went. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/users') }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    ]);
}

/** Suspends (or restores) a user. */
export function useSetSuspended() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) =>
      apiRequest<AdminUser>(
        'POST',
        `/api/admin/users/${encodeURIComponent(id)}/${isSuspended ? 'suspend' : 'restore'}`,
      ),
    onSuccess: refresh,
  });
}

/** Deletes a user and everything they own. */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/password-reset: e-mails the user a reset link (issue 13 item 3); audited. */
export const sendPasswordReset = (id: string) =>
  apiRequest<{ message: string }>('POST', `/api/admin/users/${encodeURIComponent(id)}/password-reset`);

/** PUT /api/admin/settings with the whole object (SPEC.md §4, §7). */
export const saveSettings = (settings: SystemSettings) =>
  apiRequest<SystemSettings>('PUT', '/api/admin/settings', settings);

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

/** Downloads GET /api/admin/export/{kind} (SPEC.md §7). @returns the saved file's name @throws ApiError */
export async function downloadExport(kind: AdminExportKind): Promise<string> {
  const response = await fetch(`/api/admin/export/${kind}`, { credentials: 'include', cache: 'no-store' });
  await throwIfNotOk(response);
  const fileName = fileNameOf(response, `${kind}-export.csv`);
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Downloads the encrypted backup sealed with `passphrase`. @returns the saved file's name @throws ApiError */
export async function downloadBackup(passphrase: string): Promise<string> {
  const response = await fetch('/api/admin/backup', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': await fetchCsrfToken() },
    body: JSON.stringify({ passphrase }),
  });
  await throwIfNotOk(response);
  const fileName = fileNameOf(response, 'heirloom-backup.age');
  saveFile(await response.blob(), fileName);
  return fileName;
}

export const ADMIN_CONTENT_KEY = ['/api/admin/content'] as const;
export const useSiteContent = () => useAdminQuery<SiteContentAnswer>(ADMIN_CONTENT_KEY, 'content');
export const useNewsletterSubscribers = () =>
  useAdminQuery<NewsletterSubscriber[]>(['/api/admin/newsletter'], 'newsletter subscribers');

/** PUT /api/admin/content: replaces the marketing figures and testimonials. */
export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => apiRequest<SiteContentAnswer>('PUT', '/api/admin/content', content),
    onSuccess: (stored) => queryClient.setQueryData(ADMIN_CONTENT_KEY, stored),
  });
}
