/**
 * How the issue will read: the markdown rendered by react-markdown (the project's markdown library;
 * raw HTML is not rendered, as the server's e-mail drops it too) inside a frame like the e-mail's.
 */
import Markdown from 'react-markdown';

export function IssuePreview({
  productName,
  subject,
  bodyMarkdown,
}: {
  productName: string;
  subject: string;
  bodyMarkdown: string;
}) {
  return (
    <section aria-label="Preview" className="rounded-3xl border border-line bg-paper p-3 sm:p-5">
      <div className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <p className="mb-3 font-serif text-lg font-bold text-accent">♥ {productName}</p>
        <h3 className="mb-3 font-serif text-2xl text-ink">{subject || 'Your subject'}</h3>
        {bodyMarkdown.trim() ? (
          <div className="article-body text-base leading-relaxed wrap-anywhere text-ink [&_a]:font-semibold [&_a]:text-accent [&_a]:underline">
            <Markdown>{bodyMarkdown}</Markdown>
          </div>
        ) : (
          <p className="text-ink-soft">The issue&apos;s text shows here as you write it.</p>
        )}
        <p className="mt-6 border-t border-line pt-4 text-sm text-ink-soft">
          You receive the {productName} newsletter because you subscribed to it on our blog.{' '}
          <span className="underline">Unsubscribe from the newsletter</span>
        </p>
      </div>
    </section>
  );
}
