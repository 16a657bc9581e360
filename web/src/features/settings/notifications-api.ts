/**
 * Calls of the "E-mails we send you" section and the unsubscribe panel of /settings
 * (common/contracts/notifications.ts; server: modules/notifications). Each fails with the server's
 * sentence (ApiError).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationSettings,
  UnsubscribeResult,
} from '@heirloom/common/contracts/notifications';
import { apiRequest } from '../../lib/api';

const NOTIFICATIONS_KEY = ['/api/account/notifications'] as const;

/** GET /api/account/notifications: the switches, and whether the administrator paused optional e-mail. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest<NotificationSettings>('GET', NOTIFICATIONS_KEY[0]),
  });

/** PUT /api/account/notifications with every switch; the answer replaces the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      apiRequest<NotificationSettings>('PUT', NOTIFICATIONS_KEY[0], preferences),
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATIONS_KEY, settings),
  });
}

/** POST /api/notifications/unsubscribe/:token: turns off the kind an e-mailed link names. */
export const unsubscribeByLink = (token: string) =>
  apiRequest<UnsubscribeResult>('POST', `/api/notifications/unsubscribe/${encodeURIComponent(token)}`);
