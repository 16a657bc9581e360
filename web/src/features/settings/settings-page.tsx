/**
 * /settings: the signed-in user's own account, one section after another. Today "Your name"
 * (issue 9, part 7); issue 13 adds e-mail, password, two-factor, notifications, data export and
 * account deletion as further sections. A visitor is asked to sign in, except with an e-mailed
 * account link (?link=…&token=…), whose panel shows first (account-link-panel.tsx).
 */
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { AccountLinkPanel } from './account-link-panel';
import { DisplayNameSection } from './display-name-section';

function SettingsSections() {
  const { user } = useSession();
  if (!user) return null; // RequireSignIn renders this only with a user
  return (
    <div className="grid gap-8">
      {/* Keyed by the user: another account's name never stays in the form. */}
      <DisplayNameSection key={user.id} user={user} />
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
