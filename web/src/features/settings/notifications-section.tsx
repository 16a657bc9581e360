/**
 * /settings "E-mails we send you" (docs/product/admin.md "Settings take effect"): one switch per
 * kind of optional e-mail — memory prompts, delivered and opened messages, family circle activity,
 * product news — saved as soon as it is flipped (the whole set, as the server expects). What cannot
 * be turned off is said plainly, and so is an administrator's pause of every optional e-mail.
 */
import { Info, TriangleAlert } from 'lucide-react';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_TEXTS,
  type NotificationKind,
  type NotificationPreferences,
} from '@heirloom/common/contracts/notifications';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useNotificationSettings, useSaveNotificationSettings } from './notifications-queries';
import { SettingsSection } from './settings-section';

function KindSwitch({
  kind,
  preferences,
  isSaving,
  onChange,
}: {
  kind: NotificationKind;
  preferences: NotificationPreferences;
  isSaving: boolean;
  onChange: (kind: NotificationKind, isOn: boolean) => void;
}) {
  const text = NOTIFICATION_KIND_TEXTS[kind];
  const descriptionId = `notification-${kind}-description`;
  return (
    <li className="grid gap-1 py-4 first:pt-0 last:pb-0" aria-busy={isSaving || undefined}>
      <Switch
        id={`notification-${kind}`}
        isOn={preferences[kind]}
        label={text.label}
        descriptionId={descriptionId}
        onChange={(isOn) => onChange(kind, isOn)}
      />
      <p id={descriptionId} className="pl-15 text-sm text-ink-soft">
        {text.description}
      </p>
    </li>
  );
}

export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const change = async (kind: NotificationKind, isOn: boolean) => {
    if (!settings.data) return;
    const label = NOTIFICATION_KIND_TEXTS[kind].label;
    try {
      await save.mutateAsync({ ...settings.data.preferences, [kind]: isOn });
      toast({
        title: isOn ? `${label}: on` : `${label}: off`,
        description: isOn ? undefined : 'We will not send these.',
      });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Your choice was not saved', description: describeError(failure) });
    }
  };
  return (
    <SettingsSection
      id="notifications"
      title="E-mails we send you"
      description="Choose which optional e-mails you get. Every one of them also has a link to stop it."
    >
      {settings.isPending ? (
        <p role="status" className="text-ink-soft">
          Loading your choices…
        </p>
      ) : settings.isError ? (
        <div role="alert" className="grid gap-3">
          <p className="flex items-start gap-2 text-ink">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            {describeError(settings.error)}
          </p>
          <Button variant="secondary" className="justify-self-start" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-5">
          {settings.data.arePausedByAdmin && (
            <p role="status" className="flex items-start gap-2 rounded-2xl bg-accent/10 p-3 text-sm text-ink">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              The administrator of this site has paused optional e-mails for everyone. Your choices are kept and apply
              again once they resume.
            </p>
          )}
          <ul className="divide-y divide-line">
            {NOTIFICATION_KINDS.map((kind) => (
              <KindSwitch
                key={kind}
                kind={kind}
                preferences={settings.data.preferences}
                isSaving={save.isPending}
                onChange={(changed, isOn) => void change(changed, isOn)}
              />
            ))}
          </ul>
          <p className="text-sm text-ink-soft">
            Always sent, whatever you choose: your messages&apos; deliveries and delivery-protection reminders,
            check-ins for after your death, and e-mails about your account&apos;s security.
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
