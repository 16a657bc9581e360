/**
 * Filing many memories in one of the owner's albums, or taking them out, in one request each (all or
 * none, server: POST /api/vault/albums/:id/items and …/remove), with a toast that says what happened
 * and the vault refreshed. Used by the selection toolbar, its album picker and dropping on an album.
 */
import { useMutation } from '@tanstack/react-query';
import type { VaultAlbum } from '@heirloom/common/contracts/vault';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { addItemsToAlbum, removeItemsFromAlbum, useRefreshVault } from '../../lib/vault-queries';

/** Where memories go: into an album, or out of it. */
export interface AlbumFiling {
  album: Pick<VaultAlbum, 'id' | 'name'>;
  itemIds: string[];
  direction: 'add' | 'remove';
}

/** "3 memories" / "1 memory". */
export const countMemories = (count: number) => `${count} ${count === 1 ? 'memory' : 'memories'}`;

/** The mutation; `onFiled` runs after a success (clearing the selection). */
export function useAlbumFiling(onFiled?: () => void) {
  const refresh = useRefreshVault();
  return useMutation({
    mutationFn: ({ album, itemIds, direction }: AlbumFiling) =>
      direction === 'add' ? addItemsToAlbum(album.id, itemIds) : removeItemsFromAlbum(album.id, itemIds),
    onSuccess: async (_answer, { album, itemIds, direction }) => {
      await refresh();
      toast(
        direction === 'add'
          ? { title: `Added to “${album.name}”`, description: `${countMemories(itemIds.length)} in the album.` }
          : {
              title: `Taken out of “${album.name}”`,
              description: `${countMemories(itemIds.length)} out of the album; they stay in your vault.`,
            },
      );
      onFiled?.();
    },
    onError: (error, { album }) =>
      toast({
        variant: 'destructive',
        title: `Nothing changed in “${album.name}”`,
        description: describeError(error),
      }),
  });
}
