/**
 * A scrapbook's editor (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"): its title,
 * template and sharing with the circle, its pages in order, printing, and the way to the
 * page-turning book; its owner also makes a share link that opens the book for people without an
 * account. Viewers see the book only.
 */
import { BookOpen, Link2, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Scrapbook } from '@heirloom/common/contracts/scrapbooks';
import {
  findScrapbookTemplate,
  mayUseTemplate,
  SCRAPBOOK_TEMPLATES,
} from '@heirloom/common/domain/scrapbook-templates';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { ShareLinkDialog } from '../../components/vault/share-link-dialog';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { PageEditor } from './page-editor';
import { PrintPanel } from './print-panel';
import { useSubscription } from '../../lib/subscription-queries';
import { useChangeScrapbook, useDeleteScrapbook, type ScrapbookChange } from './scrapbooks-queries';

export function ScrapbookEditor({ scrapbook }: { scrapbook: Scrapbook }) {
  const changeScrapbook = useChangeScrapbook(scrapbook.id);
  const deleteScrapbook = useDeleteScrapbook(scrapbook.id);
  const subscription = useSubscription();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isSharing, setIsSharing] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  const template = findScrapbookTemplate(scrapbook.templateId) ?? SCRAPBOOK_TEMPLATES[0]!;
  const planId = subscription.data?.planId ?? 'free_forever';

  const change = (next: ScrapbookChange, onDone?: () => void) =>
    changeScrapbook.mutate(next, {
      onSuccess: onDone,
      onError: (error) =>
        toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) }),
    });
  const move = (index: number, by: -1 | 1) => {
    const ids = scrapbook.pages.map((page) => page.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    const moved = ids[index]!;
    [ids[index], ids[target]] = [ids[target]!, moved];
    // Keep the keyboard on the page that moved, once the new order is shown.
    change({ route: 'reorderPages', body: { pageIds: ids } }, () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-page-id="${moved}"]`)?.focus()),
    );
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-ink-soft">
            {scrapbook.sourceLabel} ·{' '}
            {scrapbook.role === 'owner' ? 'Yours' : `${scrapbook.ownerName}'s, you may edit it`}
          </p>
          <h1 className="truncate text-4xl text-ink">{scrapbook.title}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {scrapbook.role === 'owner' && (
            <Button ref={shareButton} variant="secondary" onClick={() => setIsSharing(true)}>
              <Link2 className="size-4" aria-hidden /> Get a link
            </Button>
          )}
          <Link to={`/scrapbooks?book=${scrapbook.id}&view=book`} className={buttonClasses('primary')}>
            <BookOpen className="size-4" aria-hidden /> Open the book
          </Link>
        </div>
      </div>
      {scrapbook.role === 'owner' && (
        <ShareLinkDialog
          target={{ kind: 'scrapbook', id: scrapbook.id, title: scrapbook.title }}
          isOpen={isSharing}
          onOpenChange={setIsSharing}
          returnFocusTo={shareButton}
        />
      )}
      <Card className="grid gap-4 sm:grid-cols-2">
        <label className="grid gap-1 text-sm text-ink">
          Title
          <Input
            defaultValue={scrapbook.title}
            maxLength={200}
            onBlur={(event) =>
              event.target.value.trim() &&
              event.target.value !== scrapbook.title &&
              change({ route: 'patch', body: { title: event.target.value } })
            }
          />
        </label>
        <label className="grid gap-1 text-sm text-ink">
          Template
          <select
            className="h-11 rounded-xl border border-line bg-white px-3 text-base"
            value={scrapbook.templateId}
            onChange={(event) => change({ route: 'patch', body: { templateId: event.target.value } })}
          >
            {SCRAPBOOK_TEMPLATES.map((option) => (
              <option key={option.id} value={option.id} disabled={!mayUseTemplate(planId, option)}>
                {option.name}
                {option.plan === 'complete_legacy' ? ' (Complete Legacy)' : ''}
              </option>
            ))}
          </select>
        </label>
        {scrapbook.role === 'owner' && (
          <div className="grid gap-1 sm:col-span-2">
            <Switch
              id="share-with-circle"
              isOn={scrapbook.isSharedWithCircle}
              label="Shared with my family circle"
              descriptionId="share-with-circle-description"
              onChange={(isOn) => change({ route: 'patch', body: { isSharedWithCircle: isOn } })}
            />
            <p id="share-with-circle-description" className="text-sm text-ink-soft">
              Viewers of your circle may read it while it is shared; editors may always change it.
            </p>
          </div>
        )}
      </Card>
      <section aria-labelledby="pages-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="pages-heading" className="text-2xl text-ink">
            Pages
          </h2>
          <Button variant="secondary" onClick={() => change({ route: 'addPage', body: { layout: 'hero', text: '' } })}>
            <Plus className="size-4" aria-hidden /> Add a page
          </Button>
        </div>
        {changeScrapbook.isPending && (
          <p role="status" className="text-sm text-ink-soft">
            Saving…
          </p>
        )}
        <ol className="grid gap-3">
          {scrapbook.pages.map((page, index) => (
            <PageEditor
              key={`${page.id}-${page.layout}-${page.text}-${page.items.map((item) => item.id + item.caption).join()}`}
              page={page}
              number={index + 1}
              pageCount={scrapbook.pages.length}
              template={template}
              title={scrapbook.title}
              change={change}
              runChange={(next) => changeScrapbook.mutateAsync(next)}
              move={(by) => move(index, by)}
              confirm={setConfirmation}
            />
          ))}
        </ol>
      </section>
      <PrintPanel scrapbookId={scrapbook.id} />
      {scrapbook.role === 'owner' && (
        <div>
          <Button
            variant="ghost"
            onClick={() =>
              setConfirmation({
                title: `Delete "${scrapbook.title}"?`,
                description: 'The scrapbook and its pages go for good. Its photos and recordings stay in your vault.',
                confirmLabel: 'Delete the scrapbook',
                done: 'Scrapbook deleted',
                run: async () => {
                  await deleteScrapbook.mutateAsync();
                  await navigate('/scrapbooks');
                },
              })
            }
          >
            <Trash2 className="size-4" aria-hidden /> Delete this scrapbook
          </Button>
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
