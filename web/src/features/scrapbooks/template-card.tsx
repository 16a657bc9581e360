/** One template as the gallery and the generator show it: a real preview page, its name, mood and plan. */
import { Crown } from 'lucide-react';
import type { ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { cn } from '../../lib/cn';
import { BookPage } from '../../components/scrapbooks/book-page';
import { SAMPLE_OWNER, SAMPLE_PAGES, SAMPLE_TITLE } from './template-samples';

export function TemplateBadge({ template }: { template: ScrapbookTemplate }) {
  return template.plan === 'complete_legacy' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Crown className="size-3" aria-hidden /> Complete Legacy
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink">
      Every plan
    </span>
  );
}

/** `pages`: which sample pages to draw (1 to 3). */
export function TemplatePreview({ template, pages = 3 }: { template: ScrapbookTemplate; pages?: number }) {
  return (
    <div className={cn('grid gap-2', pages === 1 ? 'grid-cols-1' : 'grid-cols-3')}>
      {SAMPLE_PAGES.slice(0, pages).map((page, index) => (
        <div key={page.layout} className="[container-type:inline-size]">
          <BookPage
            template={template}
            layout={page.layout}
            text={page.text}
            items={page.items}
            title={SAMPLE_TITLE}
            ownerName={SAMPLE_OWNER}
            pageNumber={index + 1}
          />
        </div>
      ))}
    </div>
  );
}
