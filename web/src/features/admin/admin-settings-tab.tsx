/**
 * The Settings tab (docs/product/admin.md "Settings"): any toggle or field change sends the whole
 * object (adminRoutes.replaceSettings); on success the local settings are replaced and
 * "Settings Updated" shows; a network error shows "Update Failed"; a non-ok answer is silently
 * ignored (the form goes back to the stored settings). maxFileSize is parsed as an integer and sent
 * when the field is left or Enter is pressed. Each setting takes effect at once on the server
 * (docs/product/admin.md "Settings take effect").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { systemSettingsSchema, type SystemSettings } from '@heirloom/common/contracts/admin';
import { Card } from '../../components/ui/card';
import { FormField, errorIdFor } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { ADMIN_SETTINGS_KEY, saveSettings, useAdminSettings } from './admin-queries';

const SWITCHES: {
  key: 'maintenanceMode' | 'registrationEnabled' | 'emailNotifications';
  label: string;
  help: string;
}[] = [
  {
    key: 'maintenanceMode',
    label: 'Maintenance mode',
    help: 'Members can read but not change anything; administrators keep working.',
  },
  { key: 'registrationEnabled', label: 'Registration enabled', help: 'When off, new accounts cannot be created.' },
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    help: 'When off, optional notification e-mails stop. Deliveries, delivery protection and e-mails a person asks for are always sent.',
  },
];

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const queryClient = useQueryClient();
  const [maxFileSize, setMaxFileSize] = useState(String(settings.maxFileSize));
  const [sizeError, setSizeError] = useState<string>();

  const send = async (next: SystemSettings) => {
    try {
      const stored = await saveSettings(next);
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, stored);
      setMaxFileSize(String(stored.maxFileSize));
      toast({ title: 'Settings Updated', description: 'System settings have been successfully updated.' });
    } catch (error) {
      setMaxFileSize(String(settings.maxFileSize));
      // A non-ok answer is silently ignored; only a network error is told.
      if (!(error instanceof ApiError)) {
        toast({ variant: 'destructive', title: 'Update Failed', description: 'Failed to update system settings.' });
      }
    }
  };

  const commitMaxFileSize = () => {
    const parsed = Number.parseInt(maxFileSize, 10);
    const checked = systemSettingsSchema.shape.maxFileSize.safeParse(parsed);
    if (!checked.success) return setSizeError(checked.error.issues[0]?.message);
    setSizeError(undefined);
    if (parsed !== settings.maxFileSize) void send({ ...settings, maxFileSize: parsed });
    else setMaxFileSize(String(parsed));
  };

  return (
    <div className="grid gap-6">
      {SWITCHES.map(({ key, label, help }) => (
        <div key={key} className="grid gap-1">
          <Switch
            id={`setting-${key}`}
            isOn={settings[key]}
            label={label}
            descriptionId={`setting-${key}-help`}
            onChange={(isOn) => void send({ ...settings, [key]: isOn })}
          />
          <p id={`setting-${key}-help`} className="pl-15 text-sm text-ink-soft">
            {help}
          </p>
        </div>
      ))}
      <FormField id="setting-maxFileSize" label="Max file size (MB)" error={sizeError}>
        <Input
          id="setting-maxFileSize"
          inputMode="numeric"
          className="max-w-40"
          value={maxFileSize}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? errorIdFor('setting-maxFileSize') : undefined}
          onChange={(event) => setMaxFileSize(event.target.value)}
          onBlur={commitMaxFileSize}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitMaxFileSize();
          }}
        />
      </FormField>
    </div>
  );
}

export function AdminSettingsTab() {
  const { data: settings, isPending } = useAdminSettings();
  return (
    <Card className="grid gap-6 p-4 sm:p-6">
      <div>
        <h2 className="text-2xl text-ink">System settings</h2>
        <p className="text-ink-soft">Each change is saved at once and takes effect for everyone within seconds.</p>
      </div>
      {isPending ? (
        <p className="text-ink-soft">Loading settings…</p>
      ) : settings ? (
        <SettingsForm key={JSON.stringify(settings)} settings={settings} />
      ) : (
        <p className="text-ink-soft">The settings could not be loaded. Please reload the page.</p>
      )}
    </Card>
  );
}
