/**
 * No route of the page catalogue may show the "Being built" placeholder
 * (docs/product/pages-and-routes.md "Route list"): the test walks the catalogue and fails on the
 * placeholder component. A route whose page is still being built goes on an explicit list, with the
 * number of the issue that owes it: the test fails when an unlisted route shows the placeholder,
 * and when a listed route has become real (take it off the list, so the list only shrinks).
 */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '@heirloom/common/domain/pages';
import { CataloguePage } from '../features/pages/catalogue-page';
import { routes } from './router';

// The route table's modules read the app's configuration from the page's <meta> when they load; these tests run in Node.
vi.hoisted(() => {
  globalThis.document ??= { querySelector: () => null } as unknown as Document;
});
// The blog's article bodies are rendered by a Vite plugin at build time; this test only needs to load the module.
vi.mock('virtual:blog-article-html', () => ({ ARTICLE_HTML: {} }));

/** Routes that still show the placeholder, and the issue that owes each its page. */
const STILL_OWED: Record<string, number> = {};

const pageRoutes = routes[0]!.children!.filter((route) => route.Component).flatMap((layout) => layout.children!);

/** Whether the route renders the placeholder: what its lazy loader would put on screen. */
async function showsPlaceholder(route: RouteObject): Promise<boolean> {
  const lazy = route.lazy as () => Promise<{ element: ReactElement }>;
  return (await lazy()).element.type === CataloguePage;
}

describe('pages still showing the "Being built" placeholder', () => {
  it('walks every route of the catalogue', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });

  it('shows the placeholder only on the routes still owed, each listed with its issue', async () => {
    const placeholders: string[] = [];
    for (const route of pageRoutes) if (await showsPlaceholder(route)) placeholders.push(route.path!);
    const unlisted = placeholders.filter((path) => !(path in STILL_OWED));
    const becameReal = Object.keys(STILL_OWED).filter((path) => !placeholders.includes(path));
    expect(unlisted, 'routes showing the placeholder that no issue owes').toEqual([]);
    expect(becameReal, 'real now: take these off STILL_OWED').toEqual([]);
  }, 60_000);
});
