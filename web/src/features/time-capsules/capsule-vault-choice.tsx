/**
 * "Choose from your vault": photos, recordings and videos already in the contributor's vault, by
 * their thumbnails, added to the capsule in one request and referenced, not copied (the vault and
 * the export hold each once). Documents cannot go into a capsule.
 */
import { Check, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { VaultItemPicker } from '../../components/vault/vault-item-picker';
import { describeError } from '../../lib/api';
import { useVaultItems } from '../../lib/vault-queries';
import { useAddCapsuleVaultItems } from './time-capsules-queries';

const countOf = (count: number) => `${count} ${count === 1 ? 'memory' : 'memories'}`;

export function CapsuleVaultChoice({ capsuleId }: { capsuleId: string }) {
  const own = useVaultItems({});
  const add = useAddCapsuleVaultItems(capsuleId);
  const [picked, setPicked] = useState<string[]>([]);
  const items = own.data?.items ?? [];
  if (own.isPending) return <p className="text-ink-soft">Opening your vault…</p>;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-ink-soft">
        <ImagePlus className="size-5 shrink-0 text-accent" aria-hidden /> Your vault is empty. Upload a photo or video
        in the next tab, or record your voice.
      </p>
    );
  }
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-ink-soft">
        Choose photos, recordings and videos you already keep. The capsule refers to them; nothing is copied.
      </legend>
      <VaultItemPicker
        items={items}
        pickedIds={picked}
        onToggle={(id) => setPicked((list) => (list.includes(id) ? list.filter((each) => each !== id) : [...list, id]))}
        unavailableReason={(item) => (item.kind === 'document' ? 'Documents cannot go in' : null)}
      />
      <Button
        className="justify-self-start"
        disabled={picked.length === 0 || add.isPending}
        onClick={() =>
          add.mutate(picked, {
            onSuccess: () => {
              toast({ title: 'Added to the time capsule', description: `${countOf(picked.length)} from your vault.` });
              setPicked([]);
            },
            onError: (error) =>
              toast({ variant: 'destructive', title: 'Nothing was added', description: describeError(error) }),
          })
        }
      >
        <Check className="size-4" aria-hidden />
        {add.isPending ? 'Adding…' : picked.length === 0 ? 'Add to the capsule' : `Add ${countOf(picked.length)}`}
      </Button>
    </fieldset>
  );
}
