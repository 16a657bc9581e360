import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { findPage, PAGES, type PageAccess } from '@heirloom/common/domain/pages';
import { AdminLayout, PublicLayout, SignedInLayout } from './layout-routes';
import type { PageHandle } from './page-handle';
import { routes } from './router';

// The route table's modules read the app's configuration from the page's <meta> when they load; these tests run in Node.
vi.hoisted(() => {
  globalThis.document ??= { querySelector: () => null } as unknown as Document;
});

const [root] = routes;
const layoutRoutes = root!.children!.filter((route) => route.Component);
const layoutOf = (access: PageAccess) =>
  layoutRoutes.find(
    (route) => route.Component === { public: PublicLayout, app: SignedInLayout, admin: AdminLayout }[access],
  );
const handleOf = (route: RouteObject) => route.handle as PageHandle;

describe('route table', () => {
  it('routes every catalogue page once, under the layout route of its access', () => {
    expect(layoutRoutes).toHaveLength(3);
    const routed = layoutRoutes.flatMap((layout) => layout.children!);
    expect(routed.map((route) => route.path).sort()).toEqual(PAGES.map((page) => page.path).sort());
    for (const page of PAGES) {
      expect(
        layoutOf(page.access)!.children!.map((route) => route.path),
        page.path,
      ).toContain(page.path);
    }
  });

  it('keeps signed-in and admin pages behind their gates: no such page sits under the public layout', () => {
    for (const route of layoutOf('public')!.children!) expect(findPage(route.path!)?.access, route.path).toBe('public');
    expect(layoutOf('app')!.children!.map((route) => route.path)).toContain('/settings');
    expect(layoutOf('admin')!.children!.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin-login',
        '/admin-access',
        '/cpanel',
        '/admin-control-panel',
        '/admin-cms',
      ]),
    );
  });

  it('sends every other path to the 404 page, outside the layouts', () => {
    expect(root!.children!.at(-1)?.path).toBe('*');
  });

  it('gives a page its frame through its handle, not through the page', () => {
    const handle = (path: string) =>
      handleOf(layoutRoutes.flatMap((layout) => layout.children!).find((route) => route.path === path)!);
    expect(handle('/schedule-message').navBar).toEqual({ backLabel: 'Messages', backTo: '/legacy-messages' });
    expect(handle('/memory-vault').hasMemberView).toBe(true);
    // The family tree's pages sit in the app frame, like every other page a member works in.
    for (const path of ['/family-tree', '/ancestry', '/family-tree-builder'])
      expect(handle(path), path).toMatchObject({ hasMemberView: true, navBar: { backTo: '/dashboard' } });
    expect(handle('/family-invitations').linkTokenParam).toBe('token');
    expect(handle('/legacy-messages').linkTokenParam).toEqual(['respond', 'confirm']);
    expect(handle('/shared/:token').hasOwnFrame?.(new URLSearchParams())).toBe(true);
    expect(handle('/').hasOwnFrame?.(new URLSearchParams('section=recipes'))).toBe(true);
    expect(handle('/').hasOwnFrame?.(new URLSearchParams('section=nowhere'))).toBe(false);
    expect(handle('/pricing').hasOwnFrame).toBeUndefined();
  });
});
