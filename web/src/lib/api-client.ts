/**
 * The web's API client, derived from the route declarations the server registers its routes from
 * (common/src/routes): every call names its declaration, so its method, path, parameters, body and
 * answer are typed by the same schemas the server validates with, and no request path is written by
 * hand. In development each answer is also checked against its declared schema, and a mismatch is
 * reported in the console (the answer is still used, as in production).
 */
import type { QueryFunction } from '@tanstack/react-query';
import {
  routePath,
  type RouteAnswer,
  type RouteBody,
  type RouteDeclaration,
  type RouteParams,
  type RouteQuery,
} from '@heirloom/common/routes/define-route';
import { apiRequest, defaultQueryFn } from './api';

// Not distributive: a union body (one shape or another) is one body.
type Present<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/** What a call of `Route` supplies: its path parameters and body when it declares them, and any query. */
export type CallInput<Route extends RouteDeclaration> = Present<'params', RouteParams<Route>> &
  Present<'body', RouteBody<Route>> & { query?: RouteQuery<Route> };

type InputArgument<Route extends RouteDeclaration> =
  RouteParams<Route> extends undefined
    ? RouteBody<Route> extends undefined
      ? [input?: CallInput<Route>]
      : [input: CallInput<Route>]
    : [input: CallInput<Route>];

/**
 * Why `answer` does not fit any success schema `route` declares, or null when one accepts it (or the
 * route declares none, or the answer is null: the default fetcher's "no user").
 */
export function answerMismatch(route: RouteDeclaration, answer: unknown): string | null {
  const schemas = Object.entries(route.response)
    .filter(([code]) => Number(code) >= 200 && Number(code) < 300)
    .map(([, schema]) => schema);
  if (answer === null || schemas.length === 0 || schemas.some((schema) => schema?.safeParse(answer).success)) {
    return null;
  }
  const issues = schemas[0]?.safeParse(answer).error?.issues ?? [];
  return `${route.method} ${route.path} answered a shape its declaration does not describe: ${issues
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ')}`;
}

/** In development, reports an answer that does not fit its declaration (the answer is still used). */
function checkAnswer(route: RouteDeclaration, answer: unknown): void {
  if (!import.meta.env.DEV) return;
  const mismatch = answerMismatch(route, answer);
  if (mismatch) console.error(mismatch);
}

/**
 * The address of `route` with `input`'s parameters and query (for links, downloads and media
 * sources): `routeAddress(recipeRoutes.mediaFile, { params: { id, itemId } })`.
 */
export function routeAddress<Route extends RouteDeclaration>(route: Route, ...[input]: InputArgument<Route>): string {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  return (routePath as (route: RouteDeclaration, params?: unknown, query?: unknown) => string)(route, params, query);
}

/**
 * Calls `route` with `input` (a CSRF token is fetched first for every change: apiRequest).
 * @returns the answer's JSON (null for an answer without a body)
 * @throws ApiError for a non-OK answer
 */
export async function callRoute<Route extends RouteDeclaration>(
  route: Route,
  ...[input]: InputArgument<Route>
): Promise<RouteAnswer<Route>> {
  const address = routeAddress(route, ...([input] as InputArgument<Route>));
  const body = (input as { body?: unknown } | undefined)?.body;
  const answer = await apiRequest<RouteAnswer<Route>>(route.method, address, body);
  checkAnswer(route, answer);
  return answer;
}

/**
 * Query options for GET `route`: its address as the query key (so lists can be refreshed by address
 * prefix) and the default data fetcher's rules (401 and 403 give null).
 */
export function routeQuery<Route extends RouteDeclaration & { method: 'GET' }>(
  route: Route,
  ...[input]: InputArgument<Route>
) {
  const address = routeAddress(route, ...([input] as InputArgument<Route>));
  const queryFn: QueryFunction<RouteAnswer<Route> | null, readonly [string]> = async (context) => {
    const answer = (await defaultQueryFn(context as Parameters<typeof defaultQueryFn>[0])) as RouteAnswer<Route> | null;
    checkAnswer(route, answer);
    return answer;
  };
  return { queryKey: [address] as const, queryFn };
}
