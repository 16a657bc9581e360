/**
 * /scrapbook-generator (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"): choose where the
 * photos and recordings come from and a template; the server lays out a first draft, which opens in
 * the editor. Templates the user's plan does not include are shown, marked and not chosen. A
 * visitor sees the way in.
 */
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import {
  DEFAULT_SCRAPBOOK_TEMPLATE_ID,
  findScrapbookTemplate,
  mayUseTemplate,
  SCRAPBOOK_TEMPLATES,
} from '@heirloom/common/domain/scrapbook-templates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { useSubscription } from '../../lib/subscription-queries';
import { useDraftScrapbook } from './scrapbooks-queries';
import { ScrapbooksIntroduction } from './scrapbooks-introduction';
import { EMPTY_SOURCE, SourcePicker, sourceOf, type SourceDraft } from './source-picker';
import { TemplatePreview } from '../../components/scrapbooks/template-preview';
import { TemplateBadge } from './template-card';

function Generator() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const subscription = useSubscription();
  const planId = subscription.data?.planId ?? 'free_forever';
  const asked = findScrapbookTemplate(search.get('template') ?? '');
  const [templateId, setTemplateId] = useState(
    asked && mayUseTemplate(planId, asked) ? asked.id : DEFAULT_SCRAPBOOK_TEMPLATE_ID,
  );
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<SourceDraft>(EMPTY_SOURCE);
  const [error, setError] = useState<string | null>(null);
  const draft = useDraftScrapbook();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const scrapbook = await draft.mutateAsync({ title, templateId, source: sourceOf(source) });
      await navigate(`/scrapbooks?book=${scrapbook.id}`);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-6" noValidate>
      <div>
        <h1 className="mb-1 text-4xl text-ink">Make a scrapbook</h1>
        <p className="text-ink-soft">
          We lay out a first draft; you then reorder pages, change layouts and write captions.
        </p>
      </div>
      <Card className="grid gap-5">
        <label className="grid gap-1 text-lg font-semibold text-ink">
          Title
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Summers at the lake"
            maxLength={200}
          />
        </label>
        <SourcePicker value={source} onChange={setSource} />
      </Card>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold text-ink">Template</legend>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SCRAPBOOK_TEMPLATES.map((template) => {
            const isOpen = mayUseTemplate(planId, template);
            return (
              <li key={template.id}>
                <label
                  className={cn(
                    'grid h-full cursor-pointer gap-2 rounded-2xl border-2 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                    templateId === template.id ? 'border-accent' : 'border-line',
                    !isOpen && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    name="template"
                    value={template.id}
                    checked={templateId === template.id}
                    disabled={!isOpen}
                    onChange={() => setTemplateId(template.id)}
                    className="sr-only"
                  />
                  <TemplatePreview template={template} pages={1} />
                  <span className="flex flex-wrap items-center justify-between gap-1 font-semibold text-ink">
                    {template.name} <TemplateBadge template={template} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={draft.isPending}>
          <Sparkles className="size-5" aria-hidden />{' '}
          {draft.isPending ? 'Laying out the pages…' : 'Make the first draft'}
        </Button>
      </div>
    </form>
  );
}

export function ScrapbookGeneratorPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      {user ? <Generator /> : <ScrapbooksIntroduction returnUrl="/scrapbook-generator" />}
    </div>
  );
}
