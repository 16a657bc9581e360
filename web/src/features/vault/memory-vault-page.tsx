/**
 * /memory-vault (docs/product/memory-vault.md): for the owner, uploads, the storage figure, the
 * library with search, filters and albums, what the family circles share with them (?view=shared),
 * the trash, and the detail view (?item={id}). For a visitor, what the vault is and the way in.
 */
import { useState } from 'react';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { VaultItemDialog } from '../../components/vault/vault-item-dialog';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useVaultOverview } from '../../lib/vault-queries';
import { SharedView } from './shared-view';
import { StorageSummary } from './storage-summary';
import { TrashView } from './trash-view';
import { useVaultFilters, type VaultView } from './use-vault-filters';
import { VaultLibrary } from './vault-library';
import { VaultUploader } from './vault-uploader';
import { VaultVisitorIntroduction } from './vault-visitor-introduction';
import { MissingToolsNotice } from '../../components/layout/missing-tools-notice';

/** Three tabs fit a phone's width on one line each. */
const TAB_CLASSES = 'px-3 whitespace-nowrap';

function OwnerVault() {
  const overview = useVaultOverview();
  const { view, setView } = useVaultFilters();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (overview.isPending) return <LoadingScreen message="Opening your vault..." />;
  if (!overview.data) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h1 className="mb-2 text-2xl text-ink">We could not open your vault</h1>
        <p className="mb-5 text-ink-soft">Your memories are safe. Please try again in a moment.</p>
        <Button onClick={() => void overview.refetch()}>Try again</Button>
      </Card>
    );
  }
  return (
    <>
      <div className="mb-8 grid gap-2">
        <h1 className="text-4xl text-ink">Memory vault</h1>
        <StorageSummary overview={overview.data} />
      </div>
      <div className="mb-8 empty:hidden">
        <MissingToolsNotice area="vault" />
      </div>
      <Tabs value={view} onValueChange={(next) => setView(next as VaultView)}>
        <TabsList className="mb-8 max-w-lg grid-cols-[auto_auto_auto]">
          <TabsTrigger value="library" className={TAB_CLASSES}>
            Library
          </TabsTrigger>
          <TabsTrigger value="shared" className={TAB_CLASSES}>
            Shared with me
          </TabsTrigger>
          <TabsTrigger value="trash" className={TAB_CLASSES}>
            Trash{overview.data.trashCount > 0 ? ` (${overview.data.trashCount})` : ''}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while the trash is shown, so running uploads carry on. */}
        <TabsContent value="library" forceMount className="grid gap-10 data-[state=inactive]:hidden">
          <VaultUploader overview={overview.data} />
          <VaultLibrary overview={overview.data} onConfirm={setConfirmation} />
        </TabsContent>
        <TabsContent value="shared">
          <SharedView />
        </TabsContent>
        <TabsContent value="trash">
          <TrashView onConfirm={setConfirmation} />
        </TabsContent>
      </Tabs>
      <VaultItemDialog />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

export function MemoryVaultPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  return user ? <OwnerVault /> : <VaultVisitorIntroduction />;
}
