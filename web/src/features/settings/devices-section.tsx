/**
 * /settings "Signed-in devices"
 * (docs/product/accounts-and-sessions.md "Password, e-mail and devices"): every device signed in to
 * the account, with its browser and whether it is a phone or tablet (the hints the sign-in sent,
 * docs/product/api-conventions.md "Generic request helper"), when it signed in and was last active,
 * "This device" for the one in hand; sign out one, or everywhere else after a confirmation.
 */
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SignedInDevice } from '@heirloom/common/contracts/account-security';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useSignedInDevices, useSignOutDevices } from './account-security-queries';
import { SettingsSection } from './settings-section';
import { formatDate } from '../../lib/reader-dates';

const BROWSER_NAMES: Record<string, string> = { safari: 'Safari', chrome: 'Chrome' };

/** "Safari on a phone or tablet", "Chrome on a computer", "A browser on a computer". */
const describeDevice = (device: SignedInDevice) =>
  `${BROWSER_NAMES[device.browser] ?? 'A browser'} on a ${device.isMobile ? 'phone or tablet' : 'computer'}`;

function DeviceRow({ device, onSignOut }: { device: SignedInDevice; onSignOut: (device: SignedInDevice) => void }) {
  const Icon = device.isMobile ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon className="size-6 shrink-0 text-ink-soft" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {describeDevice(device)}
          {device.isCurrent && (
            <span className="ml-2 rounded-full bg-sage/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-ink-soft">
          Last active {formatDate(device.lastActiveAt, 'moment')} · signed in {formatDate(device.signedInAt, 'moment')}
        </p>
      </div>
      {!device.isCurrent && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Sign out ${describeDevice(device)}, last active ${formatDate(device.lastActiveAt, 'moment')}`}
          onClick={() => onSignOut(device)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

export function DevicesSection() {
  const devices = useSignedInDevices();
  const signOut = useSignOutDevices();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const others = devices.data?.filter((device) => !device.isCurrent) ?? [];
  const signOutOne = async (device: SignedInDevice) => {
    try {
      const answer = await signOut.mutateAsync(device.id);
      toast({ title: `${describeDevice(device)} is signed out`, description: answer.message });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'That device was not signed out', description: describeError(failure) });
    }
  };
  return (
    <SettingsSection
      id="devices"
      title="Signed-in devices"
      description="Where your account is signed in now. Sign out a device you no longer use or do not recognise."
    >
      {devices.isPending && <p role="status">Loading your devices…</p>}
      {devices.isError && (
        <p role="alert" className="text-danger">
          Your devices could not be loaded: {describeError(devices.error)}
        </p>
      )}
      {devices.data && (
        <ul aria-label="Signed-in devices" className="divide-y divide-line">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} onSignOut={(chosen) => void signOutOne(chosen)} />
          ))}
        </ul>
      )}
      {devices.data && others.length === 0 && (
        <p className="mt-2 text-sm text-ink-soft">No other device is signed in to your account.</p>
      )}
      {others.length > 0 && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() =>
            setConfirmation({
              title: 'Sign out everywhere else?',
              description: `${others.length} other device${others.length === 1 ? '' : 's'} will have to sign in again with your password. This device stays signed in.`,
              confirmLabel: 'Sign out everywhere else',
              done: 'Every other device is signed out',
              run: () => signOut.mutateAsync(undefined),
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          Sign out everywhere else
        </Button>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </SettingsSection>
  );
}
