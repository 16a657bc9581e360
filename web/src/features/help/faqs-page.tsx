/**
 * /faqs (docs/product/pages-and-routes.md "Help pages"): the questions of
 * common/src/content/faqs.ts by topic, a search that filters them as you type, and a link on every
 * question (`/faqs#{id}`) that opens it directly. The server writes the same entries as FAQPage
 * JSON-LD (plugins/page-head.ts).
 */
import { Link as LinkIcon, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FAQ_TOPICS, FAQS, type FaqEntry } from '@heirloom/common/content/faqs';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { usePageMeta } from '../../lib/page-meta';
import { useHydratedHash } from '../../lib/use-hydrated-hash';
import { productText } from '../../lib/product-text';

/** The entries whose question or answer holds every word of `query` (case-insensitive). */
function searchFaqs(query: string): readonly FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return FAQS;
  return FAQS.filter((entry) => {
    const text = productText(`${entry.question} ${entry.answer}`).toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function FaqsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const hash = useHydratedHash();
  const linkedId = decodeURIComponent(hash.slice(1));
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchFaqs(query), [query]);

  useEffect(() => {
    if (linkedId) document.getElementById(linkedId)?.scrollIntoView({ block: 'start' });
  }, [linkedId]);

  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Frequently asked questions"
        lead="How messages reach the people you love, what happens to your memories, and how we keep them safe."
        isCentered
      >
        <label className="relative mx-auto mt-8 block max-w-xl text-left">
          <span className="sr-only">Search the questions</span>
          <Search className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft" aria-hidden />
          <Input
            id="faq-search"
            type="search"
            placeholder="Search the questions..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-12"
          />
        </label>
        <p role="status" className="mt-3 text-sm text-ink-soft">
          {query.trim() ? `${matches.length} of ${FAQS.length} questions match` : `${FAQS.length} questions`}
        </p>
      </PageIntro>

      <div className="mx-auto mt-8 grid max-w-3xl gap-10 px-4 sm:px-6">
        {matches.length === 0 && (
          <div className="rounded-2xl border border-line bg-white p-6 text-center">
            <p className="mb-4 text-ink">No question matches “{query.trim()}”.</p>
            <Link to="/contact" className={buttonClasses('secondary')}>
              Ask us instead
            </Link>
          </div>
        )}
        {FAQ_TOPICS.map((topic) => {
          const entries = matches.filter((entry) => entry.topic === topic);
          if (entries.length === 0) return null;
          return (
            <section key={topic} aria-labelledby={`topic-${topic}`}>
              <h2 id={`topic-${topic}`} className="mb-4 text-2xl text-ink">
                {topic}
              </h2>
              <div className="grid gap-3">
                {entries.map((entry) => (
                  <details
                    key={entry.id}
                    id={entry.id}
                    open={entry.id === linkedId || undefined}
                    className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 open:border-accent/40"
                  >
                    <summary className="cursor-pointer font-semibold text-ink">{productText(entry.question)}</summary>
                    <p className="mt-3 text-ink-soft">{productText(entry.answer)}</p>
                    <a
                      href={`#${entry.id}`}
                      className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:text-accent-strong"
                    >
                      <LinkIcon className="size-4" aria-hidden />
                      Link to this answer<span className="sr-only">: {productText(entry.question)}</span>
                    </a>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
        <p className="text-center text-ink-soft">
          Another question?{' '}
          <Link to="/contact" className="font-semibold text-accent underline">
            Write to us
          </Link>{' '}
          — a person answers.
        </p>
      </div>
    </>
  );
}
