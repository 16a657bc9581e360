/**
 * One declaration per /api route, shared by the server and the web (docs/decisions/005): its HTTP
 * method and path, the zod schemas of its path parameters, query, body, headers and answers, and
 * who may call it (`access`, one of ROUTE_ACCESS). The server registers each route from its
 * declaration and checks its access before the handler runs (server/src/plugins/declared-routes.ts);
 * the web calls it through `callRoute` (web/src/lib/api-client.ts) with typed parameters and answer;
 * the OpenAPI document is generated from the same schemas.
 */
import type { z } from 'zod';
import type { RouteAccess } from './access';

/** The methods the API uses (RFC 9110 §9.3). HEAD is answered by Fastify for every GET. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An object a request names outside its address, and who may name it. */
export interface ObjectReference {
  access: RouteAccess;
  /** The 404 sentence when the gate refuses (the gate's own otherwise). */
  denied?: string;
}

/** What a route declares. Paths use Fastify's `:name` parameters; every name has a key in `params`. */
export interface RouteDeclaration {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Who may call it; the server's access gate for this kind runs before the handler. */
  access: RouteAccess;
  /**
   * Other objects the request names in its body or query (`'body.itemId'`, `'query.albumId'`; an
   * array field names one object per element), each passed through the gate of its kind of access
   * as if the address named it; `denied` replaces the gate's 404 sentence. Absent, null or empty
   * fields name nothing.
   */
  references?: Readonly<Record<`${'body' | 'query'}.${string}`, ObjectReference>>;
  /** One line for the OpenAPI document ("Write a family recipe"). */
  summary: string;
  description?: string;
  /** OpenAPI tags, when the path's first segment is not the right area. */
  tags?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answers by HTTP status code; a file route's bytes are `fileBytesSchema` (contracts/api.ts). */
  response: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Media types of the answer (file routes), for OpenAPI. */
  produces?: readonly string[];
  /** Media types of the body when not JSON, for OpenAPI. */
  consumes?: readonly string[];
}

/** Declares a route; the declaration's literal types (method, path, schemas) are kept for callers. */
export function defineRoute<const Route extends RouteDeclaration>(route: Route): Route {
  return route;
}

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type SuccessCode = 200 | 201 | 202 | 204;

/** The path parameters a caller supplies (each a string before parsing). */
export type RouteParams<Route extends RouteDeclaration> = InputOf<Route['params']>;
/** The query a caller supplies. */
export type RouteQuery<Route extends RouteDeclaration> = InputOf<Route['query']>;
/** The body a caller sends. */
export type RouteBody<Route extends RouteDeclaration> = InputOf<Route['body']>;
/** The parsed path parameters, query and body a handler receives. */
export type ParsedParams<Route extends RouteDeclaration> = OutputOf<Route['params']>;
export type ParsedQuery<Route extends RouteDeclaration> = OutputOf<Route['query']>;
export type ParsedBody<Route extends RouteDeclaration> = OutputOf<Route['body']>;
export type ParsedHeaders<Route extends RouteDeclaration> = OutputOf<Route['headers']>;
/** The successful answer's JSON, as the caller reads it. */
export type RouteAnswer<Route extends RouteDeclaration> = {
  [Code in keyof Route['response']]: Code extends SuccessCode ? OutputOf<Route['response'][Code]> : never;
}[keyof Route['response']];
/** What a handler may answer with (any declared code's input). */
export type RouteResult<Route extends RouteDeclaration> = {
  [Code in keyof Route['response']]: InputOf<Route['response'][Code]>;
}[keyof Route['response']];

/** The names of a path's `:name` parameters, in order: `/api/a/:id/b/:itemId` → ['id', 'itemId']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/**
 * The address of `route` with its parameters filled in (each percent-encoded, RFC 3986 §3.3) and the
 * query's defined, non-empty values appended: `routePath(readRecipe, { id: 'a b' })` →
 * `/api/recipes/a%20b`. The web uses it for requests and as query keys.
 * @throws Error when a parameter the path names is missing
 */
export function routePath<Route extends RouteDeclaration>(
  route: Route,
  ...[params, query]: RouteParams<Route> extends undefined
    ? [params?: undefined, query?: RouteQuery<Route>]
    : [params: RouteParams<Route>, query?: RouteQuery<Route>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path} needs its "${name}" parameter.`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}
