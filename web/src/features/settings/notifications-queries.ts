/**
 * React Query hooks and calls of the "E-mails we send you" section and the unsubscribe panel of
 * /settings (common/src/routes/notifications.ts; server: modules/notifications), through the
 * declared-route client. Each fails with the server's sentence (ApiError).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@heirloom/common/contracts/notifications';
import { notificationRoutes } from '@heirloom/common/routes/notifications';
import { callRoute, routeAddress } from '../../lib/api-client';

const NOTIFICATIONS_KEY = [routeAddress(notificationRoutes.settings)] as const;

/** The switches, and whether the administrator paused optional e-mail. */
export const useNotificationSettings = () =>
  useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => callRoute(notificationRoutes.settings) });

/** Saves every switch; the answer replaces the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      callRoute(notificationRoutes.saveSettings, { body: preferences }),
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATIONS_KEY, settings),
  });
}

/** Turns off the kind of e-mail an e-mailed unsubscribe link names. */
export const unsubscribeByLink = (token: string) => callRoute(notificationRoutes.unsubscribe, { params: { token } });
