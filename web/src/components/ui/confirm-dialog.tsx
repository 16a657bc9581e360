/**
 * Asks before something that cannot be undone (delete forever, empty the trash, delete an album),
 * runs it, and says how it went in a toast (the server's message when it fails).
 */
import { describeError } from '../../lib/api';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { toast } from './use-toast';

/** What to ask, and what to do when the owner agrees. */
export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast title once done. */
  done: string;
  run: () => Promise<unknown>;
}

export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const confirm = async (current: Confirmation) => {
    onClose();
    try {
      await current.run();
      toast({ title: current.done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      {confirmation && (
        <DialogContent>
          <DialogTitle className="mb-2 text-2xl text-ink">{confirmation.title}</DialogTitle>
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
