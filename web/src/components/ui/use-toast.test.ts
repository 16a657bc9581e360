import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '@heirloom/common/domain/constants';
import { dismissToast, subscribeToToasts, toast, type ToastItem } from './use-toast';

describe('toast store: one toast at a time, removed long after dismissal', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, a new one replacing the old', () => {
    let seen: ToastItem[] = [];
    const unsubscribe = subscribeToToasts((items) => (seen = items));
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(seen.map((item) => item.title)).toEqual(['Second']);
    expect(seen[0]).toMatchObject({ open: true, variant: 'destructive' });
    unsubscribe();
  });

  it('closes a dismissed toast and removes it 1,000,000 ms later', () => {
    vi.useFakeTimers();
    let seen: ToastItem[] = [];
    const unsubscribe = subscribeToToasts((items) => (seen = items));
    const id = toast({ title: 'Saved' });
    dismissToast(id);
    expect(seen).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([]);
    unsubscribe();
  });
});
