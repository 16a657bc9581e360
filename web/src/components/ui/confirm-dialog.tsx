/**
 * Asks before something that cannot be undone (delete forever, empty the trash, delete an album),
 * runs it, and says how it went in a toast (the server's message when it fails). When the button
 * that asked goes with what it acted on (`takesOpenerAway`), focus goes to the heading of the section
 * it sat in (else the page's h1) instead of falling to the top of the page (WCAG 2.4.3 focus order).
 */
import { useLayoutEffect, useRef } from 'react';
import { describeError } from '../../lib/api';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { toast } from './use-toast';

/** What to ask, and what to do when the owner agrees. */
export interface Confirmation {
  title: string;
  description: string;
  /** Things the person should know before agreeing, one sentence each, shown above the description. */
  warnings?: string[];
  confirmLabel: string;
  /** The toast title once done. */
  done: string;
  run: () => Promise<unknown>;
  /** True when the button that asked leaves the page once `run` succeeds (the item it acted on goes). */
  takesOpenerAway?: boolean;
}

/** Where focus goes when `opener` leaves: its section's heading (aria-labelledby), else the page's h1. */
function headingAround(opener: Element | null): HTMLElement | null {
  const sectionHeadingId = opener?.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
  return (sectionHeadingId && document.getElementById(sectionHeadingId)) || document.querySelector('main h1');
}

/** Focuses a heading (made focusable from code only, tabindex -1) if it is still on the page. */
function focusHeading(heading: HTMLElement | null) {
  if (!heading?.isConnected) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const fallbackHeading = useRef<HTMLElement | null>(null);
  // Read while the opener still has focus: Radix's portal mounts the dialog after this layout effect.
  useLayoutEffect(() => {
    if (confirmation?.takesOpenerAway) fallbackHeading.current = headingAround(document.activeElement);
  }, [confirmation]);
  const confirm = async (current: Confirmation) => {
    const heading = fallbackHeading.current;
    onClose();
    try {
      await current.run();
      toast({ title: current.done });
      if (current.takesOpenerAway) focusHeading(heading);
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      {confirmation && (
        <DialogContent>
          <DialogTitle className="mb-2 text-2xl text-ink">{confirmation.title}</DialogTitle>
          {confirmation.warnings && confirmation.warnings.length > 0 && (
            <ul
              className="mb-3 grid gap-1 rounded-2xl bg-accent-soft p-3 font-semibold text-ink"
              data-testid="confirm-warnings"
            >
              {confirmation.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <DialogDescription className="mb-6 text-ink-soft">{confirmation.description}</DialogDescription>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onClose}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => void confirm(confirmation)}>
              {confirmation.confirmLabel}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
