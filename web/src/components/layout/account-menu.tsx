/**
 * The account menu of both bars (Radix DropdownMenu: arrow keys, Escape, focus back to its button):
 * the signed-in person's name opens it, and it leads to their plan, their settings and the
 * dashboard, so "Your plan" can always be found again after checkout.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CreditCard, LayoutDashboard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { YOUR_PLAN_PATH } from '../../lib/subscription-queries';

const ITEMS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: YOUR_PLAN_PATH, label: 'Your plan', icon: CreditCard },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;

/** The menu button, labelled with `name` (shown truncated on narrow bars). */
export default function AccountMenu({ name }: { name: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex min-w-0 items-center gap-1 rounded-lg px-1 py-1 text-sm md:px-2 font-semibold text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        aria-label={`Account: ${name}`}
      >
        {/* The title shows a long name in full where it is cut short. */}
        <span className="max-w-32 truncate lg:max-w-40" data-testid="nav-username" title={name}>
          {name}
        </span>
        <ChevronDown className="size-4 shrink-0" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 grid min-w-44 rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          {ITEMS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink outline-none data-[highlighted]:bg-accent-soft"
              >
                <Icon className="size-4 text-ink-soft" aria-hidden />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
