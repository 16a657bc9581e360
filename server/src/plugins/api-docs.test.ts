/**
 * /api/docs serves an OpenAPI document that lists every /api route Fastify registered. The routes
 * come from the router itself (app.printRoutes), not from the hook @fastify/swagger collects them
 * with, so a route registered before the docs plugin, hidden, or dropped by the schema transform
 * makes this test fail.
 */
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test/test-app';
import { API_DOCS_PREFIX, OPENAPI_DOCUMENT_PATH } from './api-docs';

interface RegisteredRoute {
  method: string;
  /** In OpenAPI's form: `/api/messages/{id}`. */
  path: string;
}

/**
 * Routes under /api that the document leaves out on purpose. Anything else must be in it.
 * - HEAD twins of GET routes: Fastify adds one to every GET (exposeHeadRoutes); OpenAPI's GET
 *   stands for both. A HEAD route declared on its own (tus) is documented.
 * - Swagger UI's page, its assets and the document itself under /api/docs: describing the
 *   description adds nothing.
 */
function isLeftOutOnPurpose(route: RegisteredRoute, all: RegisteredRoute[]): boolean {
  if (route.path === API_DOCS_PREFIX || route.path.startsWith(`${API_DOCS_PREFIX}/`)) return true;
  return route.method === 'HEAD' && all.some((other) => other.method === 'GET' && other.path === route.path);
}

/**
 * Every route in Fastify's router, read from app.printRoutes({ commonPrefix: false }): a tree whose
 * lines are `├── /segment (GET, HEAD)`, each segment continuing its parent's path. Any line of
 * another shape throws, so a change of the print format cannot pass silently.
 */
function listRegisteredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`unexpected line in printRoutes: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return routes;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, { description: string }> }>>;
}

/** The registered /api routes (less the named exclusions) that the document does not list. */
function findUndocumented(routes: RegisteredRoute[], document: OpenApiDocument): string[] {
  const apiRoutes = routes.filter((route) => route.path.startsWith('/api/'));
  return apiRoutes
    .filter((route) => !isLeftOutOnPurpose(route, apiRoutes))
    .filter((route) => !document.paths[route.path]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.path}`);
}

describeEachDatabase('API docs', (context) => {
  const fetchDocument = async (): Promise<OpenApiDocument> => {
    const answer = await context().app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    return answer.json();
  };

  it('lists every /api route Fastify registered, with its method, in the OpenAPI document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const routes = listRegisteredRoutes(context().app);
    // The router print was read: the app has dozens of /api routes, sign-in among them.
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/signin' });
    expect(routes.filter((route) => route.path.startsWith('/api/')).length).toBeGreaterThan(40);
    expect(findUndocumented(routes, document)).toEqual([]);
  });

  it('notices a route the document lacks', async () => {
    const document = await fetchDocument();
    const { post: _signIn, ...rest } = document.paths['/api/auth/signin']!;
    const withoutSignIn = { ...document, paths: { ...document.paths, '/api/auth/signin': rest } };
    expect(findUndocumented(listRegisteredRoutes(context().app), withoutSignIn)).toContain('POST /api/auth/signin');
  });

  it('describes what every operation answers, and only the API', async () => {
    const document = await fetchDocument();
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) problems.push(`${path}: not an /api path`);
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!operation.summary) problems.push(`${where}: no summary`);
        const successes = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
        if (successes.length === 0) problems.push(`${where}: no 2xx/3xx response`);
        for (const [status, response] of successes)
          if (response.description === 'Default Response') problems.push(`${where} ${status}: no description`);
      }
    }
    // Fix: give the route's schema a `summary` and `response: { 200: someSchema.describe('…') }`.
    expect(problems).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const page = await context().app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const script = await context().app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });
});
