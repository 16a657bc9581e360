/**
 * The URL's fragment (`#id`) for a page that may have been rendered ahead of time
 * (docs/decisions/016): the server never sees the fragment, so while such a page hydrates this is
 * '' like its HTML, and right after, the fragment React Router knows.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const subscribeToNothing = () => () => {};

/** The location's hash ('#id' or ''), '' while hydrating. */
export function useHydratedHash(): string {
  const { hash } = useLocation();
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return isHydrated ? hash : '';
}
