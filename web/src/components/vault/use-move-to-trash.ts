/** Moves an item to the trash and offers Undo in the toast (it stays restorable for 30 days anyway). */
import { TRASH_RETENTION_DAYS, type VaultItem } from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { restoreVaultItem, trashVaultItem, useRefreshVault } from '../../lib/vault-queries';
import { toast } from '../ui/use-toast';

/** Returns the action; it resolves true when the item went to the trash. */
export function useMoveToTrash() {
  const refresh = useRefreshVault();
  const undo = async (item: VaultItem) => {
    try {
      await restoreVaultItem(item.id);
      await refresh();
      toast({ title: 'Restored', description: item.title });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not restore it', description: describeError(error) });
    }
  };
  return async (item: VaultItem): Promise<boolean> => {
    try {
      await trashVaultItem(item.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not move it to the trash', description: describeError(error) });
      return false;
    }
    await refresh();
    toast({
      title: 'Moved to the trash',
      description: `“${item.title}” can be restored from the trash for ${TRASH_RETENTION_DAYS} days.`,
      action: {
        label: 'Undo',
        altText: 'Restore it from the trash of the memory vault',
        onClick: () => void undo(item),
      },
    });
    return true;
  };
}
