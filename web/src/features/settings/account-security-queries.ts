/**
 * React Query hooks and calls of the security sections of /settings (common/src/routes/account.ts
 * and auth.ts; server: modules/auth), through the declared-route client: two-factor sign-in,
 * password, e-mail address and signed-in devices. Each fails with the server's sentence (ApiError).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeRequest, PasswordChange, TwoFactorDisable } from '@heirloom/common/contracts/account-security';
import { accountRoutes } from '@heirloom/common/routes/account';
import { authRoutes } from '@heirloom/common/routes/auth';
import { callRoute, routeAddress } from '../../lib/api-client';

const TWO_FACTOR_KEY = [routeAddress(accountRoutes.twoFactorStatus)] as const;
const DEVICES_KEY = [routeAddress(accountRoutes.devices)] as const;

/** On or off, and recovery codes left. */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => callRoute(accountRoutes.twoFactorStatus) });

/** A new secret with its QR code. */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: () => callRoute(accountRoutes.startTwoFactorSetup) });

/** Turns two-factor sign-in on with a code; answers the recovery codes once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callRoute(accountRoutes.enableTwoFactor, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** Turns two-factor sign-in off with the password and a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisable) => callRoute(accountRoutes.disableTwoFactor, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** Changes the password: the other devices are signed out, so their list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => callRoute(accountRoutes.changePassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** E-mails a confirmation link to the new address. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (input: EmailChangeRequest) => callRoute(accountRoutes.requestEmailChange, { body: input }),
  });

/** Confirms a new address with the link e-mailed to it. */
export const confirmEmailChange = (token: string) => callRoute(authRoutes.confirmEmailChange, { body: { token } });

/** The signed-in devices, the most recently active first. */
export const useSignedInDevices = () =>
  useQuery({ queryKey: DEVICES_KEY, queryFn: () => callRoute(accountRoutes.devices) });

/** Signs out one other device, or every other device without an id. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId?: string) =>
      deviceId
        ? callRoute(accountRoutes.signOutDevice, { params: { id: deviceId } })
        : callRoute(accountRoutes.signOutOtherDevices),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
