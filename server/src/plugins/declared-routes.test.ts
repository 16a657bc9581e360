/**
 * Every /api route is registered from its declaration in common/src/routes, with the gate of its
 * kind of access (declared-routes.ts): a route registered by hand, or a declaration nobody
 * implements, fails here; so does a gate that reads a path parameter its route does not have.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDeclaration } from '@heirloom/common/routes/define-route';
import { VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { describeEachDatabase } from '../../test/test-app';
import { ACCESS_GATES } from '../policies/access-gates';
import { implementRoute } from './declared-routes';

const ROUTES_FOLDER = path.resolve(import.meta.dirname, '../../../common/src/routes');

/**
 * Routes registered by hand, each with the reason; they still declare their access
 * (`config.access`), which has a gate (they call it through checkAccessByHand).
 */
const REGISTERED_BY_HAND: Record<string, string> = {
  [VAULT_UPLOAD_ENDPOINT]:
    'the tus protocol: one @tus/server handler answers five methods per address, HEAD and OPTIONS included, in headers rather than JSON; it still passes the gate of its access (vault-uploads.routes.ts)',
  [`${VAULT_UPLOAD_ENDPOINT}/:uploadId`]: 'as above',
};

/** Every declaration exported from common/src/routes/<feature>.ts, as `<file>.<name>`. */
async function loadDeclarations(): Promise<Map<RouteDeclaration, string>> {
  const declarations = new Map<RouteDeclaration, string>();
  const files = readdirSync(ROUTES_FOLDER).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['define-route.ts', 'access.ts'].includes(file),
  );
  for (const file of files) {
    const exported = (await import(path.join(ROUTES_FOLDER, file))) as Record<string, Record<string, RouteDeclaration>>;
    for (const [group, routes] of Object.entries(exported)) {
      for (const [name, route] of Object.entries(routes)) declarations.set(route, `${file}: ${group}.${name}`);
    }
  }
  return declarations;
}

describeEachDatabase(
  'declared routes',
  (context) => {
    it('registers every /api route from a declaration, and every declaration exactly once', async () => {
      const declarations = await loadDeclarations();
      const table = context().app.routeTable.filter((route) => !route.url.startsWith('/api/docs'));
      const undeclared = table
        .filter((route) => !route.declaration && !(route.url in REGISTERED_BY_HAND))
        .map((route) => `${route.methods} ${route.url}`);
      const byHand = table.filter((route) => route.url in REGISTERED_BY_HAND);
      expect(byHand.every((route) => route.access && route.access in ACCESS_GATES)).toBe(true);
      expect(undeclared, 'registered without a declaration').toEqual([]);

      const registrations = new Map<RouteDeclaration, number>();
      for (const { declaration } of table) {
        if (declaration) registrations.set(declaration, (registrations.get(declaration) ?? 0) + 1);
      }
      const unregistered = [...declarations].filter(([route]) => !registrations.has(route)).map(([, name]) => name);
      expect(unregistered, 'declared but never registered').toEqual([]);
      const twice = [...registrations].filter(([, count]) => count > 1).map(([route]) => declarations.get(route));
      expect(twice, 'registered more than once').toEqual([]);
      const strays = [...registrations.keys()].filter((route) => !declarations.has(route));
      expect(
        strays.map((route) => `${route.method} ${route.path}`),
        'declared outside common/src/routes',
      ).toEqual([]);
    });
  },
  // Stripe configured, so that its webhook is registered too (nothing here calls Stripe).
  {
    config: {
      stripe: {
        secretKey: 'sk_test_declared_routes',
        webhookSecret: 'whsec_declared_routes',
        priceIds: { month: 'price_month', year: 'price_year' },
        apiUrl: 'http://127.0.0.1:9',
      },
    },
  },
);

it('stops at start-up when a gate reads a path parameter the route does not have', () => {
  const app = Fastify();
  const misnamed = defineRoute({
    method: 'GET',
    path: '/api/recipes/:recipeId',
    access: 'recipe.read',
    summary: 'A recipe under the wrong parameter name',
    params: z.object({ recipeId: z.string() }),
    response: { 200: z.object({}) },
  });
  expect(() => implementRoute(app, misnamed, () => ({}))).toThrow('access "recipe.read" reads :id');
});
