/**
 * Session state (docs/product/accounts-and-sessions.md "Session states"): loading on start, then
 * the user (status call ok) or null (not ok or failure); sign-out clears the user even when the
 * call fails; the session can be revalidated on demand. Also the auth modal's open state, so any
 * page can ask for sign-in.
 */
import { useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@heirloom/common/contracts/auth';
import { SESSION_HINT_COOKIE_NAME, SESSION_HINT_VALUE } from '@heirloom/common/domain/session-hint';
import { useNavigate } from 'react-router';
import { callRoute, routeAddress } from './api-client';

/** The query key of the session's user (fetched by useSession's own function, not by address). */
export const AUTH_STATUS_QUERY_KEY = ['session'] as const;

/** The auth routes' declarations, loaded when first needed (./session-routes); a visitor without a session never loads them here. */
const loadAuthRoutes = async () => (await import('./session-routes')).authRoutes;

/** The server's readable "a session exists" cookie (no secret in it); without it there is no session to check. */
const hasSessionHint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE_NAME}=${SESSION_HINT_VALUE}`);

/**
 * Asks the server whose session the browser holds: the user, or null for a visitor, a session that
 * ended, or a failed check (logged). A browser without the session hint cookie is not asked.
 */
async function fetchSessionUser(): Promise<User | null> {
  if (!hasSessionHint()) return null; // a visitor: nothing to ask the server
  try {
    const address = routeAddress((await loadAuthRoutes()).status);
    const response = await fetch(address, { credentials: 'include', cache: 'no-store' });
    return response.ok ? ((await response.json()) as User) : null;
  } catch (error) {
    console.error('Could not check the session; treating the visitor as signed out.', error);
    return null;
  }
}

/** The session's query: its key and how it is fetched (useSession, startSessionCheck). */
const sessionQuery = { queryKey: AUTH_STATUS_QUERY_KEY, queryFn: fetchSessionUser };

/**
 * Starts the session check as the app boots, alongside the first page's code rather than after the
 * page has rendered: a signed-in page waits on both, so one follows the other no more.
 */
export function startSessionCheck(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery);
}

/** The signed-in user or null, from the session check started at boot (or a new one when there was none). */
export const signedInUser = (queryClient: QueryClient): Promise<User | null> => queryClient.fetchQuery(sessionQuery);

/** The signed-in user, loading state and session actions. */
export function useSession() {
  const queryClient = useQueryClient();
  const status = useQuery(sessionQuery);
  const setUser = useCallback(
    (user: User | null) => {
      const previous = queryClient.getQueryData<User | null>(AUTH_STATUS_QUERY_KEY);
      // Another person's (or nobody's) data must never show from the cache: data never goes stale here.
      if (previous?.id !== user?.id) {
        const others = { predicate: (query: Query) => query.queryKey[0] !== AUTH_STATUS_QUERY_KEY[0] };
        // Signing in, what is on screen is emptied and asked again at once as the new user: a removed
        // query would only come back at the page's next render (an invitation link refetched after
        // its acceptance, and showed "already accepted"). Signing out, nothing is kept.
        if (user) void queryClient.resetQueries(others);
        else queryClient.removeQueries(others);
      }
      queryClient.setQueryData(AUTH_STATUS_QUERY_KEY, user);
    },
    [queryClient],
  );
  /**
   * Ends the session on the server, then runs `beforeClearing` (e.g. leaving a private page), then
   * forgets the user here. The server call comes first, so nothing the page does next (a navigation
   * that would cancel a request still in flight) can leave the session alive.
   */
  const signOut = useCallback(
    async (beforeClearing?: () => unknown) => {
      try {
        await callRoute((await loadAuthRoutes()).signOut);
      } catch (error) {
        console.error('Sign-out failed on the server; signing out here anyway.', error);
      }
      await beforeClearing?.();
      setUser(null);
    },
    [setUser],
  );
  return {
    user: status.data ?? null,
    isLoading: status.isPending,
    setUser,
    signOut,
    revalidate: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_QUERY_KEY }),
  };
}

/**
 * Signs out from a page: ends the session on the server, then leaves for the home page before the
 * user is forgotten here, so a private page does not react to the user disappearing (it would ask
 * for sign-in again).
 */
export function useSignOutAndGoHome(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => signOut(() => navigate('/'));
}

export type AuthTab = 'signin' | 'signup';

/**
 * What the opener of the auth modal asks for
 * (docs/product/accounts-and-sessions.md "Redirect after auth").
 */
export interface AuthModalOptions {
  tab?: AuthTab;
  returnUrl?: string;
  plan?: string;
  /** The address to fill in (the one an invitation link went to). */
  email?: string;
  /** Called with the user after a successful sign-in or sign-up (the opener is notified). */
  onSuccess?: (user: User) => void;
}

interface AuthModalState {
  isOpen: boolean;
  options: AuthModalOptions;
  /**
   * What had the keyboard focus when the modal was opened (the button that opened it), so closing
   * the modal can return focus there; null when nothing had it.
   */
  opener: HTMLElement | null;
  openAuthModal: (options?: AuthModalOptions) => void;
  closeAuthModal: () => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

/** Holds the auth modal's state for the whole app. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [options, setOptions] = useState<AuthModalOptions>({});
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const value = useMemo<AuthModalState>(
    () => ({
      isOpen,
      options,
      opener,
      openAuthModal: (next = {}) => {
        setOptions(next);
        setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setIsOpen(true);
      },
      closeAuthModal: () => setIsOpen(false),
    }),
    [isOpen, options, opener],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

/** Opens and closes the auth modal. @throws Error outside AuthModalProvider */
export function useAuthModal(): AuthModalState {
  const state = useContext(AuthModalContext);
  if (!state) throw new Error('useAuthModal needs an AuthModalProvider');
  return state;
}
