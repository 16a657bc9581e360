/**
 * One page in the editor: its place (move up or down, with the buttons or Alt+↑/↓ on the page),
 * its layout, its words and each item's caption (saved when the field is left), taking an item off
 * and adding one from the vault; removing the page asks first.
 */
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { ScrapbookPage } from '@heirloom/common/contracts/scrapbooks';
import {
  PAGE_LAYOUTS,
  PAGE_LAYOUT_IDS,
  type PageLayout,
  type ScrapbookTemplate,
} from '@heirloom/common/domain/scrapbook-templates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { WithheldItem } from '../../components/vault/withheld-item';
import { BookPage } from '../../components/scrapbooks/book-page';
import type { ScrapbookChange } from './scrapbooks-queries';
import { VaultItemPicker } from './vault-item-picker';

export interface PageEditorProps {
  page: ScrapbookPage;
  number: number;
  pageCount: number;
  template: ScrapbookTemplate;
  title: string;
  change: (change: ScrapbookChange, onDone?: () => void) => void;
  move: (by: -1 | 1) => void;
  confirm: (confirmation: Confirmation) => void;
  runChange: (change: ScrapbookChange) => Promise<unknown>;
}

export function PageEditor({
  page,
  number,
  pageCount,
  template,
  title,
  change,
  move,
  confirm,
  runChange,
}: PageEditorProps) {
  const [isPicking, setIsPicking] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <li>
      <Card
        className="grid gap-4 focus-visible:outline-2 focus-visible:outline-accent sm:grid-cols-[10rem_1fr]"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`Page ${number} of ${pageCount}. Alt and the up or down arrow move it.`}
        data-testid="page-editor"
        data-page-id={page.id}
      >
        <div className="w-40 max-w-full [container-type:inline-size]">
          <BookPage template={template} layout={page.layout} text={page.text} items={page.items} title={title} />
        </div>
        <div className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="mr-auto text-lg font-semibold text-ink">Page {number}</h3>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => move(-1)}
              disabled={number === 1}
              aria-label={`Move page ${number} up`}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => move(1)}
              disabled={number === pageCount}
              aria-label={`Move page ${number} down`}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove page ${number}`}
              onClick={() =>
                confirm({
                  title: `Remove page ${number}?`,
                  description: 'Its words go with it. Its photos and recordings stay in the vault.',
                  confirmLabel: 'Remove the page',
                  done: 'Page removed',
                  run: () => runChange({ route: 'removePage', pageId: page.id }),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
          <label className="grid gap-1 text-sm text-ink">
            Layout
            <select
              className="h-11 rounded-xl border border-line bg-white px-3 text-base"
              value={page.layout}
              onChange={(event) =>
                change({ route: 'patchPage', pageId: page.id, body: { layout: event.target.value as PageLayout } })
              }
            >
              {PAGE_LAYOUT_IDS.map((layout) => (
                <option key={layout} value={layout}>
                  {PAGE_LAYOUTS[layout].label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm text-ink">
            Words on the page
            <textarea
              className="min-h-16 rounded-xl border border-line bg-white px-3 py-2 text-base"
              defaultValue={page.text}
              maxLength={1500}
              onBlur={(event) =>
                event.target.value !== page.text &&
                change({ route: 'patchPage', pageId: page.id, body: { text: event.target.value } })
              }
            />
          </label>
          <ul className="grid gap-2">
            {page.items.map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                {item.withheld ? (
                  <WithheldItem line={item.withheld} className="min-w-0 flex-1" />
                ) : (
                  <>
                    <label className="sr-only" htmlFor={`caption-${item.id}`}>
                      Caption of {item.title}
                    </label>
                    <Input
                      id={`caption-${item.id}`}
                      defaultValue={item.caption}
                      placeholder={`Caption of ${item.title}`}
                      maxLength={300}
                      onBlur={(event) =>
                        event.target.value !== item.caption &&
                        change({
                          route: 'captionItem',
                          scrapbookItemId: item.id,
                          body: { caption: event.target.value },
                        })
                      }
                    />
                  </>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Take ${item.title || 'this item'} off the page`}
                  onClick={() => change({ route: 'removeItem', scrapbookItemId: item.id })}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" variant="secondary" onClick={() => setIsPicking(true)}>
              <Plus className="size-4" aria-hidden /> Add from the vault
            </Button>
          </div>
        </div>
      </Card>
      <VaultItemPicker
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(item) => {
          setIsPicking(false);
          change({ route: 'addItem', pageId: page.id, body: { vaultItemId: item.id } });
        }}
      />
    </li>
  );
}
