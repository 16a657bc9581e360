/**
 * The page-turning book of a scrapbook: one page at a time, turned with the buttons or the arrow
 * keys, with a short turn of the page (none when the reader asks for reduced motion); its
 * recordings and videos play in the page. Shared by the scrapbooks feature and the page a share
 * link opens (/shared/{token}, for someone without an account).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  findScrapbookTemplate,
  SCRAPBOOK_TEMPLATES,
  type PageLayout,
} from '@heirloom/common/domain/scrapbook-templates';
import { Button } from '../ui/button';
import { BookPage, type BookPageItem } from './book-page';

const TURN_MS = 380;

/** What the book shows: a scrapbook as its readers see it, or as a share link opens it. */
export interface Book {
  title: string;
  ownerName: string;
  templateId: string;
  pages: { id: string; layout: PageLayout; text: string; items: BookPageItem[] }[];
}

export function BookView({ scrapbook }: { scrapbook: Book }) {
  const [index, setIndex] = useState(0);
  const pageRef = useRef<HTMLDivElement>(null);
  const template = findScrapbookTemplate(scrapbook.templateId) ?? SCRAPBOOK_TEMPLATES[0]!;
  const last = scrapbook.pages.length - 1;

  const turn = (to: number) => {
    if (to < 0 || to > last || to === index) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const direction = to > index ? -1 : 1;
    pageRef.current?.animate?.(
      isReduced
        ? []
        : [
            { transform: 'perspective(1600px) rotateY(0deg)', transformOrigin: direction < 0 ? 'left' : 'right' },
            { transform: `perspective(1600px) rotateY(${direction * 14}deg)`, opacity: 0.55 },
            { transform: 'perspective(1600px) rotateY(0deg)', opacity: 1 },
          ],
      TURN_MS,
    );
    setIndex(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') turn(index + 1);
    else if (event.key === 'ArrowLeft') turn(index - 1);
    else return;
    event.preventDefault();
  };
  const page = scrapbook.pages[index];
  if (!page) return <p className="text-ink-soft">This scrapbook has no pages yet.</p>;
  return (
    <section
      aria-roledescription="book"
      aria-label={scrapbook.title}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl outline-offset-4"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="book-view"
    >
      <div ref={pageRef} className="w-full [container-type:inline-size]" aria-live="polite">
        <BookPage
          template={template}
          layout={page.layout}
          text={page.text}
          items={page.items}
          title={scrapbook.title}
          ownerName={scrapbook.ownerName}
          pageNumber={index + 1}
          isPlayable
          className="rounded-md"
        />
      </div>
      <div className="flex w-full items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => turn(index - 1)} disabled={index === 0} aria-label="Previous page">
          <ChevronLeft className="size-5" aria-hidden /> Previous
        </Button>
        <p className="text-sm text-ink-soft" data-testid="book-page-number">
          Page {index + 1} of {last + 1}
        </p>
        <Button variant="secondary" onClick={() => turn(index + 1)} disabled={index === last} aria-label="Next page">
          Next <ChevronRight className="size-5" aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-ink-soft">Tip: the arrow keys turn the pages.</p>
    </section>
  );
}
