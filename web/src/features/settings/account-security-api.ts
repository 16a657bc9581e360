/**
 * Calls of the security sections of /settings (common/contracts/account-security.ts; server:
 * modules/auth/two-factor.routes.ts and account-security.routes.ts): two-factor sign-in, password,
 * e-mail address and signed-in devices. Each fails with the server's sentence (ApiError).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailChangeRequest,
  PasswordChange,
  SignedInDevice,
  TwoFactorDisable,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@heirloom/common/contracts/account-security';
import { apiRequest } from '../../lib/api';

type Answer = { message: string };

const TWO_FACTOR_KEY = ['/api/account/two-factor'] as const;
const DEVICES_KEY = ['/api/account/sessions'] as const;

/** GET /api/account/two-factor: on or off, and recovery codes left. */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => apiRequest<TwoFactorStatus>('GET', TWO_FACTOR_KEY[0]) });

/** POST /api/account/two-factor/setup: a new secret with its QR code. */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/account/two-factor/setup') });

/** POST /api/account/two-factor/enable { code }: on; answers the recovery codes once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ recoveryCodes: string[] }>('POST', '/api/account/two-factor/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** POST /api/account/two-factor/disable { password, code }: off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisable) => apiRequest<Answer>('POST', '/api/account/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** POST /api/account/password: the other devices are signed out, so their list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => apiRequest<Answer>('POST', '/api/account/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** POST /api/account/email: e-mails a confirmation link to the new address. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (input: EmailChangeRequest) => apiRequest<Answer>('POST', '/api/account/email', input) });

/** POST /api/auth/email-change { token }: the link e-mailed to the new address. */
export const confirmEmailChange = (token: string) => apiRequest<Answer>('POST', '/api/auth/email-change', { token });

/** GET /api/account/sessions: the signed-in devices, the most recently active first. */
export const useSignedInDevices = () =>
  useQuery({ queryKey: DEVICES_KEY, queryFn: () => apiRequest<SignedInDevice[]>('GET', DEVICES_KEY[0]) });

/** DELETE /api/account/sessions/:id, or POST …/sign-out-others without an id. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId?: string) =>
      deviceId
        ? apiRequest<Answer>('DELETE', `/api/account/sessions/${deviceId}`)
        : apiRequest<Answer>('POST', '/api/account/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
