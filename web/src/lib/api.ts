/**
 * The generic request helper and default data fetcher
 * (docs/product/api-conventions.md "Generic request helper", "Default data fetcher"), and their
 * error text (docs/product/validation-and-errors.md "Request helper error text"). All calls include
 * credentials (the session cookie).
 */
import type { QueryFunction } from '@tanstack/react-query';
import { routePath } from '@heirloom/common/routes/define-route';
import { announceIfDemoRefusal } from './demo-refusal';
import { deviceHintHeaders } from './device';

/** A non-OK answer. `message` is "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own sentence (`{ message }` in the body), when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The sentence to show for a failed call: the server's own message when it sent one, else the error's. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Throws ApiError for a non-OK response; a demo family's refusal is announced too. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const error = new ApiError(response.status, await response.text(), response.statusText);
  announceIfDemoRefusal(error.status, error.serverMessage);
  throw error;
}

/** The token request in flight, which every caller that asks meanwhile shares. */
let pendingCsrfToken: Promise<string> | undefined;

/**
 * A fresh CSRF token (authRoutes.csrfToken). Callers that ask while a request is in flight share its
 * answer: a browser without the token's secret cookie yet (a first visit) would otherwise get a new
 * secret from each request, and the cookie that arrives last would void the tokens of the others
 * (403 for a write sent at the same moment, e.g. a click during the page's visit beacon).
 * @throws Error when the token cannot be fetched
 */
export function fetchCsrfToken(): Promise<string> {
  pendingCsrfToken ??= requestCsrfToken().finally(() => {
    pendingCsrfToken = undefined;
  });
  return pendingCsrfToken;
}

async function requestCsrfToken(): Promise<string> {
  // Loaded on the first call: the declarations carry zod, which no page's first view needs.
  const { authRoutes } = await import('./session-routes');
  const response = await fetch(routePath(authRoutes.csrfToken), { credentials: 'include', cache: 'no-store' });
  await throwIfNotOk(response);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return csrfToken;
}

/**
 * Sends `method path` with a JSON body when `payload` is given. Before every non-GET/HEAD call a
 * CSRF token is fetched; if that fails the failure is logged and the call goes on without it
 * (docs/product/api-conventions.md "CSRF").
 * @returns the parsed JSON answer
 * @throws ApiError for a non-OK answer
 */
export async function apiRequest<T = unknown>(method: string, path: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    ...deviceHintHeaders(),
    'Cache-Control': 'no-cache, no-store, must-revalidate',
    Pragma: 'no-cache',
  };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      headers['X-CSRF-Token'] = await fetchCsrfToken();
    } catch (error) {
      console.error('Could not fetch a CSRF token; sending the request without it.', error);
    }
  }
  const response = await fetch(path, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
    credentials: 'include',
    cache: 'no-store',
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The default query function: GET on the query key's first element as a path. 401 and 403 give null
 * (no user, no data); other non-OK answers fail
 * (docs/product/api-conventions.md "Default data fetcher").
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await fetch(String(queryKey[0]), { credentials: 'include', cache: 'no-store' });
  if (response.status === 401 || response.status === 403) return null;
  await throwIfNotOk(response);
  return response.json();
};
