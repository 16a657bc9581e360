/**
 * Asks before unsaved work on a message is lost: a dialog when the person moves to another page of
 * the app (not for another query of this one, and not while the message is being saved), and the
 * browser's own question when they close or reload the tab.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

/**
 * @param hasChanges whether anything differs from what was last opened or saved
 * @param isSaving whether the save is under way (its own move to the list must not be stopped)
 */
export function UnsavedChangesGuard({ hasChanges, isSaving }: { hasChanges: boolean; isSaving: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && !isSaving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent>
        <DialogTitle className="mb-2 text-2xl text-ink">Leave without saving?</DialogTitle>
        <DialogDescription className="mb-6 text-ink-soft">
          Your changes to this message are not saved yet. Save a draft to keep them.
        </DialogDescription>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave and discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
