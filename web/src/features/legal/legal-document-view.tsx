/**
 * A legal document (common/src/content/legal-document.ts) as a page: title, effective date,
 * summary, a table of contents linking to each section's anchor, then the numbered sections.
 * `aside` goes between the summary and the sections (related links, the previous version).
 */
import type { ReactNode } from 'react';
import { paragraphText, type LegalDocument, type LegalParagraph } from '@heirloom/common/content/legal-document';
import { PageIntro } from '../../components/marketing/page-intro';
import { Card } from '../../components/ui/card';
import { productText } from '../../lib/product-text';

const text = (paragraph: LegalParagraph) => productText(paragraphText(paragraph));

export function LegalDocumentView({
  document,
  aside,
  children,
}: {
  document: LegalDocument;
  aside?: ReactNode;
  /** Extra content placed after the section of this id (e.g. the table of what is encrypted). */
  children?: { afterSection: string; content: ReactNode };
}) {
  return (
    <article>
      <PageIntro eyebrow="Legal" title={document.title}>
        <p className="mb-4 text-sm font-semibold text-ink-soft">
          Effective <time dateTime={document.effectiveDate}>{document.effectiveLabel}</time>
        </p>
        <p className="text-lg text-ink-soft">{productText(document.summary)}</p>
      </PageIntro>
      <div className="mx-auto mt-8 grid max-w-3xl gap-8 px-4 sm:px-6">
        {aside}
        <Card>
          <h2 className="mb-3 text-lg text-ink">Contents</h2>
          <ol className="grid list-decimal gap-1 pl-5 text-ink-soft sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent hover:text-accent-strong hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </Card>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="min-w-0 scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="mb-3 text-2xl text-ink">
              {index + 1}. {section.heading}
            </h2>
            <div className="grid gap-3 text-ink">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraphText(paragraph)}>{text(paragraph)}</p>
              ))}
              {section.points && (
                <ul className="grid list-disc gap-2 pl-6">
                  {section.points.map((point) => (
                    <li key={paragraphText(point)}>{text(point)}</li>
                  ))}
                </ul>
              )}
            </div>
            {children?.afterSection === section.id && children.content}
          </section>
        ))}
      </div>
    </article>
  );
}
