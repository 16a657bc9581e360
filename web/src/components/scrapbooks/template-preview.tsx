/**
 * A template's real preview, not a mock-up: the sample pages (template-samples.ts) drawn by the
 * same BookPage the editor, the book and the PDF's layout use. Shown by the template gallery, the
 * generator and the home page's scrapbook examples.
 */
import type { ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { cn } from '../../lib/cn';
import { BookPage } from './book-page';
import { SAMPLE_OWNER, SAMPLE_PAGES, SAMPLE_TITLE } from './template-samples';

/** `pages`: how many sample pages to draw (1 to 3); `from`: the first one (0-based). */
export function TemplatePreview({
  template,
  pages = 3,
  from = 0,
}: {
  template: ScrapbookTemplate;
  pages?: number;
  from?: number;
}) {
  return (
    <div className={cn('grid gap-2', pages === 1 ? 'grid-cols-1' : 'grid-cols-3')}>
      {SAMPLE_PAGES.slice(from, from + pages).map((page, index) => (
        <div key={page.layout} className="[container-type:inline-size]">
          <BookPage
            template={template}
            layout={page.layout}
            text={page.text}
            items={page.items}
            title={SAMPLE_TITLE}
            ownerName={SAMPLE_OWNER}
            pageNumber={from + index + 1}
          />
        </div>
      ))}
    </div>
  );
}
