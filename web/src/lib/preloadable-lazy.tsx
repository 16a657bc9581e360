/**
 * A component loaded on demand, like React's `lazy`, that can also be loaded ahead: once `preload()`
 * has resolved it renders at once instead of suspending. A page rendered ahead of time needs that
 * (docs/decisions/016): a Suspense boundary still waiting for its code when hydration's first update
 * reaches it is drawn again from its fallback, and everything under it moves.
 */
import { lazy, type ComponentType } from 'react';

/** A component loaded on demand, with `preload()` to load it before its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Makes a component of the module `load` imports (its default export); render it inside Suspense.
 * @param load the dynamic import of the component's module
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const Preloadable = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Preloadable, {
    preload: async () => {
      Loaded = (await load()).default;
    },
  });
}
