/**
 * The owner's "Share with my family circle" switch for one item
 * (docs/product/roles-and-access.md "Sharing"), saved at once: the circle's viewers and editors
 * then see it in their "Shared with me"; legacy contacts see nothing until a release grants it. An
 * item in a shared album is shared through the album too.
 */
import { useMutation } from '@tanstack/react-query';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { setVaultItemSharing, useRefreshVault, useVaultOverview } from '../../lib/vault-queries';
import { toast } from '../ui/use-toast';
import { ShareSwitch } from './share-switch';

export function ItemSharing({ item }: { item: VaultItem }) {
  const refresh = useRefreshVault();
  const sharedAlbums = (useVaultOverview().data?.albums ?? []).filter(
    (album) => album.sharedWithCircle && item.albumIds.includes(album.id),
  );
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setVaultItemSharing(item.id, shared),
    onSuccess: async (saved) => {
      await refresh();
      toast(
        saved.sharedWithCircle
          ? { title: 'Shared with your family circle', description: `“${saved.title}” is in their “Shared with me”.` }
          : { title: 'No longer shared', description: `“${saved.title}” is just yours again.` },
      );
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not change sharing', description: describeError(error) }),
  });
  const isOn = mutation.isPending ? mutation.variables : item.sharedWithCircle;
  return (
    <section aria-label="Sharing" className="grid gap-2 rounded-2xl bg-paper-deep p-4">
      <ShareSwitch
        id="item-share"
        isOn={isOn}
        isBusy={mutation.isPending}
        label="Share with my family circle"
        onChange={(next) => mutation.mutate(next)}
        description={
          <>
            The viewers and editors of your family circle will see it, with your name. Legacy contacts see nothing until
            a release.
            {sharedAlbums.length > 0 &&
              ` It is also in the shared album ${sharedAlbums.map((album) => `“${album.name}”`).join(', ')}, so your circle sees it while it stays there.`}
          </>
        }
      />
    </section>
  );
}
