/**
 * Printing a family cookbook (docs/product/capsules-scrapbooks-recipes.md "Family recipes" and
 * "Printing"): the recipes ticked on the list, a title and a page size; a queued job makes the PDF
 * while a progress bar counts the recipes laid out, then it downloads. Every recipe with the cook's
 * voice carries a QR code of a share link that plays it (revocable on /sharing).
 */
import { BookOpen, Download } from 'lucide-react';
import { useState } from 'react';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { defaultPaperSize } from '@heirloom/common/domain/paper-size';
import { BleedCheckbox, PageSizeFieldset } from '../../components/scrapbooks/print-options';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { requestCookbook, useCookbook } from './recipes-queries';

export function CookbookPanel({ recipeIds, onClear }: { recipeIds: string[]; onClear: () => void }) {
  const [title, setTitle] = useState('Our family cookbook');
  const [pageSize, setPageSize] = useState<PrintPageSize>(() => defaultPaperSize(navigator.language));
  const [withBleed, setWithBleed] = useState(false);
  const [cookbookId, setCookbookId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cookbook = useCookbook(cookbookId);
  const status = cookbook.data?.status;
  const isWorking = cookbookId !== null && (status === undefined || status === 'queued' || status === 'rendering');
  const start = async () => {
    setError(null);
    try {
      setCookbookId((await requestCookbook({ title: title.trim() || undefined, recipeIds, pageSize, withBleed })).id);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <Card className="grid gap-4" data-testid="cookbook-panel">
      <h2 className="flex items-center gap-2 text-2xl text-ink">
        <BookOpen className="size-6 text-accent" aria-hidden /> Print a family cookbook
      </h2>
      <p className="text-ink-soft">
        {recipeIds.length === 0
          ? 'Tick the recipes to gather in the cookbook.'
          : `${recipeIds.length} ${recipeIds.length === 1 ? 'recipe' : 'recipes'} chosen. Each recipe with a voice gets a QR code that plays it.`}
      </p>
      <FormField id="cookbook-title" label="Title">
        <Input id="cookbook-title" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <PageSizeFieldset name="cookbook-page-size" value={pageSize} onChange={setPageSize} />
      <BleedCheckbox checked={withBleed} onChange={setWithBleed} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void start()} disabled={isWorking || recipeIds.length === 0}>
          {isWorking ? 'Making the cookbook…' : 'Make the cookbook PDF'}
        </Button>
        {recipeIds.length > 0 && !isWorking && (
          <Button variant="ghost" onClick={onClear}>
            Clear the choice
          </Button>
        )}
        {status === 'done' && cookbook.data?.fileUrl && (
          <a
            href={cookbook.data.fileUrl}
            className={buttonClasses('secondary')}
            download
            data-testid="download-cookbook"
          >
            <Download className="size-4" aria-hidden /> Download the cookbook
          </a>
        )}
      </div>
      {isWorking && (
        <div role="status" className="grid gap-1">
          <progress
            className="h-2 w-full"
            max={Math.max(cookbook.data?.recipeCount ?? recipeIds.length, 1)}
            value={cookbook.data?.recipesDone ?? 0}
            aria-label="Recipes laid out"
          />
          <span className="text-sm text-ink-soft">
            {status === 'rendering'
              ? `Recipe ${cookbook.data?.recipesDone ?? 0} of ${cookbook.data?.recipeCount ?? recipeIds.length}`
              : 'Waiting for its turn…'}
          </span>
        </div>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-danger">
          {cookbook.data?.error}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </Card>
  );
}
