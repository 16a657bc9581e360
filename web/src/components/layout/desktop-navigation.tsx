/**
 * The marketing header's dropdown groups on screens 1280 px wide and more
 * (docs/product/pages-and-routes.md "Marketing header"; Radix NavigationMenu with the hover and
 * skip delays of DROPDOWN_TIMINGS_MS, docs/product/constants.md "Marketing header"), then Our Story
 * and Legacy Plans. The site header loads it only on such screens.
 */
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { DROPDOWN_TIMINGS_MS } from '@heirloom/common/domain/constants';
import { NAVIGATION_GROUPS, NAVIGATION_LINKS } from '@heirloom/common/domain/navigation';

export default function DesktopNavigation() {
  return (
    <NavigationMenu.Root
      delayDuration={DROPDOWN_TIMINGS_MS.hoverDelay}
      skipDelayDuration={DROPDOWN_TIMINGS_MS.skipDelay}
      className="relative hidden xl:block"
      aria-label="Main"
    >
      <NavigationMenu.List className="flex items-center">
        {NAVIGATION_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-full px-2 py-2 text-sm whitespace-nowrap font-semibold text-ink-soft hover:bg-paper-deep hover:text-ink data-[state=open]:text-ink">
              {group.label}
              <ChevronDown className="size-3.5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-80 rounded-2xl border border-line bg-white p-2 shadow-lg">
              <ul className="grid gap-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className="block rounded-xl px-3 py-2 hover:bg-paper-deep focus:bg-paper-deep">
                        <span className="block text-sm font-semibold text-ink">{link.label}</span>
                        <span className="block text-sm text-ink-soft">{link.description}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {NAVIGATION_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <Link
                to={link.to}
                className="block rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft hover:bg-paper-deep hover:text-ink"
              >
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
