/**
 * /settings: the signed-in user's own account, one section after another: "Your name", then the
 * e-mail address, the plan, password, two-factor sign-in and signed-in devices, the e-mails we
 * send, "Export everything" and account deletion. A visitor is asked to sign in, except with an
 * e-mailed account link (?link=…&token=…), whose panel shows first (account-link-panel.tsx).
 */
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { AccountLinkPanel } from './account-link-panel';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { DisplayNameSection } from './display-name-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PlanSection } from './plan-section';
import { TwoFactorSection } from './two-factor-section';

function SettingsSections() {
  const { user } = useSession();
  if (!user) return null; // RequireSignIn renders this only with a user
  return (
    <div className="grid gap-8">
      {/* Keyed by the user: another account's name never stays in the form. */}
      <DisplayNameSection key={user.id} user={user} />
      <EmailSection key={`email-${user.id}`} user={user} />
      <PlanSection key={`plan-${user.id}`} />
      <PasswordSection key={`password-${user.id}`} />
      <TwoFactorSection key={`two-factor-${user.id}`} />
      <DevicesSection key={`devices-${user.id}`} />
      <NotificationsSection key={`notifications-${user.id}`} />
      <ExportSection key={`export-${user.id}`} />
      <DeleteAccountSection key={`delete-${user.id}`} />
    </div>
  );
}

export function SettingsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-1 text-4xl text-ink">Settings</h1>
      <p className="mb-8 text-ink-soft">Your account, and how your family sees you.</p>
      <div className="grid gap-8">
        <AccountLinkPanel />
        <SettingsSections />
      </div>
    </div>
  );
}
