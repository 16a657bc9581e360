/** The five stat cards from adminRoutes.stats (revenue in dollars). */
import { CreditCard, DollarSign, Image, Mic, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AdminStats } from '@heirloom/common/contracts/admin';
import { Card } from '../../components/ui/card';
import { useAdminStats } from './admin-queries';
import { formatDollars } from './admin-format';

const CARDS: { key: keyof AdminStats; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'totalUsers', label: 'Total Users', Icon: Users },
  { key: 'totalMemories', label: 'Memories', Icon: Image },
  { key: 'totalVoiceMessages', label: 'Voice Messages', Icon: Mic },
  { key: 'totalRevenue', label: 'Revenue', Icon: DollarSign },
  { key: 'activeSubscriptions', label: 'Active Subscriptions', Icon: CreditCard },
];

export function AdminStatCards() {
  const { data: stats } = useAdminStats();
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, Icon }) => (
        <li key={key}>
          <Card className="h-full p-4">
            <div className="flex items-center justify-between gap-2 text-sm font-semibold text-ink-soft">
              {label}
              <Icon aria-hidden className="size-4 shrink-0" />
            </div>
            <p className="mt-2 text-2xl font-semibold text-ink" data-testid={`stat-${key}`}>
              {stats ? (key === 'totalRevenue' ? formatDollars(stats[key]) : stats[key].toLocaleString('en-US')) : '—'}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
