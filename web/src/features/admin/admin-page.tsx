/**
 * The admin panel (docs/product/admin.md "Panel layout") at /admin and its aliases: the header with
 * the "Admin Access" badge and "Back to Site", five stat cards, links to the operator's marketing
 * tools, and five tabs — Users (default), Content, Analytics, Settings, Database. /admin-cms opens
 * the Content tab; /admin-access, /admin-login, /cpanel and /admin-control-panel lead to /admin.
 * AdminLayout has already shown "Loading admin panel..." and turned non-admins away; the server
 * checks every call again.
 */
import { ShieldCheck } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageMeta } from '../../lib/page-meta';
import { useAdminSettings } from './admin-queries';
import { AdminAnalyticsTab } from './admin-analytics-tab';
import { AdminContentTab } from './admin-content-tab';
import { AdminDatabaseTab } from './admin-database-tab';
import { AdminOperatorLinks } from './admin-operator-links';
import { AdminSettingsTab } from './admin-settings-tab';
import { AdminStatCards } from './admin-stat-cards';
import { AdminUsersTab } from './admin-users-tab';

const TABS = ['users', 'content', 'analytics', 'settings', 'database'] as const;
type AdminTab = (typeof TABS)[number];
const TAB_LABELS: Record<AdminTab, string> = {
  users: 'Users',
  content: 'Content',
  analytics: 'Analytics',
  settings: 'Settings',
  database: 'Database',
};
const isTab = (value: string | null): value is AdminTab => TABS.includes(value as AdminTab);

export function AdminPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  // The panel loads stats, users and settings at once, whichever tab is open.
  useAdminSettings();
  const [search, setSearch] = useSearchParams();
  if (page.path !== '/admin' && page.path !== '/admin-cms') return <Navigate to="/admin" replace />;
  const requested = search.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : page.path === '/admin-cms' ? 'content' : 'users';
  const selectTab = (next: string) => setSearch(next === 'users' ? {} : { tab: next }, { replace: true });
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl text-ink">Admin Panel</h1>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
            <ShieldCheck aria-hidden className="size-4" />
            Admin Access
          </span>
        </div>
        <Link to="/" className="font-semibold text-accent underline-offset-4 hover:underline">
          Back to Site
        </Link>
      </header>
      <AdminStatCards />
      <AdminOperatorLinks />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="mb-6 flex flex-wrap rounded-3xl sm:grid sm:grid-cols-5 sm:rounded-full">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-4">
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users">
          <AdminUsersTab />
        </TabsContent>
        <TabsContent value="content">
          <AdminContentTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AdminAnalyticsTab />
        </TabsContent>
        <TabsContent value="settings">
          <AdminSettingsTab />
        </TabsContent>
        <TabsContent value="database">
          <AdminDatabaseTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
