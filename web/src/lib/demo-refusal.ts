/**
 * The demo family's refusals (docs/product/overview.md "Demo family"): every failed call the
 * request helpers see that is the server's read-only answer to a demo session (403,
 * DEMO_MESSAGES.readOnly) is announced here, whatever feature made it, so the app shows one
 * friendly toast (app/demo-refusal-toasts.ts).
 */
import { isDemoRefusal } from '@heirloom/common/domain/demo';

const DEMO_REFUSAL_EVENT = 'heirloom:demo-refusal';

/** Announces the failed call if it is a demo refusal. */
export function announceIfDemoRefusal(status: number, serverMessage: string | undefined): void {
  if (typeof window !== 'undefined' && isDemoRefusal(status, serverMessage))
    window.dispatchEvent(new Event(DEMO_REFUSAL_EVENT));
}

/** Calls `listener` on every demo refusal. @returns a function that stops listening */
export function onDemoRefusal(listener: () => void): () => void {
  window.addEventListener(DEMO_REFUSAL_EVENT, listener);
  return () => window.removeEventListener(DEMO_REFUSAL_EVENT, listener);
}
