/**
 * The profile call of /settings and /onboarding (common/contracts/account.ts; server:
 * modules/auth/account.routes.ts). A saved change replaces the session's user, so the navigation bar
 * and every greeting show it at once.
 */
import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import { apiRequest } from './api';
import { useSession } from './auth';

/** PATCH /api/account/profile: changes the signed-in user's display name. Fails with the server's message. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: ProfileUpdateRequest) => apiRequest<User>('PATCH', '/api/account/profile', input),
    onSuccess: (user) => setUser(user),
  });
}
