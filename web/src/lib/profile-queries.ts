/**
 * The profile call of /settings and /onboarding (common/src/routes/account.ts; server:
 * modules/auth/account.routes.ts), through the declared-route client. A saved change replaces the
 * session's user, so the navigation bar and every greeting show it at once.
 */
import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@heirloom/common/contracts/account';
import { accountRoutes } from '@heirloom/common/routes/account';
import { callRoute } from './api-client';
import { useSession } from './auth';

/** Changes the signed-in user's display name. Fails with the server's message. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: ProfileUpdateRequest) => callRoute(accountRoutes.updateProfile, { body: input }),
    onSuccess: (user) => setUser(user),
  });
}
