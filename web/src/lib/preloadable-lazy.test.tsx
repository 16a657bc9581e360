// @vitest-environment jsdom
/** A component loaded on demand renders at once once preloaded, as hydration needs. */
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadableLazy', () => {
  afterEach(cleanup);

  it('suspends on its first render when not preloaded', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy name="Ivy" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Ivy')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Greeting }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy name="Ivy" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ivy')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
