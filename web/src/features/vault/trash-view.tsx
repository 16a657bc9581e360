/**
 * The trash: what was removed, each with the day it goes for good (TRASH_RETENTION_DAYS after
 * removal), Restore, and Delete forever; Empty trash for all of it. Both deletions ask first.
 */
import { RotateCcw, Trash2 } from 'lucide-react';
import { TRASH_RETENTION_DAYS, type VaultItem } from '@heirloom/common/contracts/vault';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { KIND_LABELS } from '../../components/vault/vault-format';
import { describeError } from '../../lib/api';
import {
  deleteVaultItemForever,
  emptyVaultTrash,
  restoreVaultItem,
  useRefreshVault,
  useVaultItems,
} from '../../lib/vault-queries';
import { formatDate } from '../../lib/reader-dates';

function TrashRow({ item, onConfirm }: { item: VaultItem; onConfirm: (confirmation: Confirmation) => void }) {
  const refresh = useRefreshVault();
  const restore = async () => {
    try {
      await restoreVaultItem(item.id);
      await refresh();
      toast({ title: 'Restored', description: `“${item.title}” is back in your vault.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not restore it', description: describeError(error) });
    }
  };
  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-3xl border border-line bg-white p-4"
      data-testid="trash-row"
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-paper-deep">
        {item.previewUrl && (
          <img src={item.previewUrl} alt={item.title} loading="lazy" className="size-full object-cover object-top" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-sans text-base font-semibold text-ink">{item.title}</h3>
        <p className="text-sm text-ink-soft">
          {KIND_LABELS[item.kind]}
          {item.purgeAt && ` · removed for good on ${formatDate(item.purgeAt, 'day')}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void restore()}>
          <RotateCcw className="size-4" aria-hidden /> Restore
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          onClick={() =>
            onConfirm({
              title: `Delete “${item.title}” forever?`,
              description: 'It will be gone for good, with its transcript. This cannot be undone.',
              confirmLabel: 'Delete forever',
              done: 'Deleted forever',
              run: async () => {
                await deleteVaultItemForever(item.id);
                await refresh();
              },
            })
          }
        >
          <Trash2 className="size-4" aria-hidden /> Delete forever
        </Button>
      </div>
    </li>
  );
}

export function TrashView({ onConfirm }: { onConfirm: (confirmation: Confirmation) => void }) {
  const trash = useVaultItems({ trash: 'only' });
  const refresh = useRefreshVault();
  if (trash.isPending) return <LoadingScreen message="Opening the trash..." />;
  const items = trash.data?.items ?? [];
  if (items.length === 0) {
    return (
      <Card className="text-center">
        <Trash2 className="mx-auto mb-3 size-9 text-accent" aria-hidden />
        <h2 className="mb-2 text-2xl text-ink">The trash is empty</h2>
        <p className="text-ink-soft">
          Anything you remove waits here for {TRASH_RETENTION_DAYS} days, so you can change your mind.
        </p>
      </Card>
    );
  }
  return (
    <section className="grid gap-4" aria-label="Trash">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-soft">
          Items here are removed for good {TRASH_RETENTION_DAYS} days after you moved them to the trash.
        </p>
        <Button
          variant="danger"
          size="sm"
          onClick={() =>
            onConfirm({
              title: 'Empty the trash?',
              description: `All ${items.length} ${items.length === 1 ? 'item' : 'items'} in the trash will be gone for good. This cannot be undone.`,
              confirmLabel: 'Empty the trash',
              done: 'The trash is empty',
              run: async () => {
                await emptyVaultTrash();
                await refresh();
              },
            })
          }
        >
          Empty trash
        </Button>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <TrashRow key={item.id} item={item} onConfirm={onConfirm} />
        ))}
      </ul>
    </section>
  );
}
