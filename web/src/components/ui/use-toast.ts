/**
 * Toast state (docs/product/validation-and-errors.md "Toasts", docs/product/constants.md "Toasts"):
 * one visible at a time (a new one replaces the old), variants default and destructive, removed
 * 1,000,000 ms after dismissal. Module-level store so any code, inside or outside React, can call
 * toast().
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@heirloom/common/domain/constants';

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast (e.g. Undo); `altText` tells screen-reader users how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<(items: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Closes a toast (or all) and removes it after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => {
          removalTimers.delete(item.id);
          publish(toasts.filter((other) => other.id !== item.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; returns its id. */
export function toast(item: Omit<ToastItem, 'id' | 'open'>): string {
  const id = String(++nextId);
  publish([{ ...item, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Calls `listener` with the toasts after every change; returns the unsubscribe function. */
export function subscribeToToasts(listener: (items: ToastItem[]) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current toasts, re-rendering on change; a toast shown between a component's render and its
 * effects (a child's effect runs first) is not missed.
 */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, readToasts, readToasts);
}

const readToasts = () => toasts;
