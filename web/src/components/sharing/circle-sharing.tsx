/**
 * The owner's "Share with my family circle" switch for a whole tree or recipe (docs/decisions/005:
 * nothing is shared until its owner shares it), saved at once with a toast; the line under it says
 * who can see the thing now.
 */
import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../lib/api';
import { toast } from '../ui/use-toast';
import { ShareSwitch } from '../vault/share-switch';

interface CircleSharingProps {
  /** The switch's element id. */
  id: string;
  /** What is shared, as its owner calls it ("Lee family"). */
  name: string;
  isShared: boolean;
  /** Saves the new state and refreshes what shows it; its error is shown in a toast. */
  onChange: (isShared: boolean) => Promise<unknown>;
}

/** Who can see a tree or recipe, in one line. */
const whoCanSee = (isShared: boolean) =>
  isShared
    ? 'You and your family circle: editors can change it, viewers can read it. Legacy contacts see nothing until a release.'
    : 'Only you. Your family circle sees it once you share it.';

export function CircleSharing({ id, name, isShared, onChange }: CircleSharingProps) {
  const mutation = useMutation({
    mutationFn: onChange,
    onSuccess: (_saved, next) =>
      toast(
        next
          ? { title: 'Shared with your family circle', description: `Your family circle now sees “${name}”.` }
          : { title: 'No longer shared', description: `“${name}” is just yours again.` },
      ),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not change sharing', description: describeError(error) }),
  });
  const isOn = mutation.isPending ? mutation.variables : isShared;
  return (
    <section aria-label="Sharing" className="rounded-2xl bg-paper-deep p-4" data-testid="circle-sharing">
      <ShareSwitch
        id={id}
        isOn={isOn}
        isBusy={mutation.isPending}
        label="Share with my family circle"
        ariaLabel={`Share with my family circle: ${name}`}
        description={whoCanSee(isOn)}
        onChange={(next) => mutation.mutate(next)}
      />
    </section>
  );
}
