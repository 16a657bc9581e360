/**
 * /quizzes (docs/product/pages-and-routes.md "Quizzes": all seven): each quiz with what it asks and
 * a link to start, and a signed-in user's saved results above them.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { QUIZZES } from '@heirloom/common/content/quizzes';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { productText } from '../../lib/product-text';
import { SavedResultsList } from './saved-results';

export function QuizzesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <>
      <PageIntro
        eyebrow="Quizzes"
        title="Seven short quizzes"
        lead="Five questions each about your family, and the features that fit it, with why. Nothing you answer is stored unless you sign in and choose to save it."
        isCentered
      />
      <SavedResultsList />
      <ul className="mx-auto mt-10 grid max-w-6xl gap-5 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {QUIZZES.map((quiz) => (
          <li key={quiz.path}>
            <Card className="flex h-full flex-col gap-3">
              <h2 className="text-xl text-ink">{quiz.title}</h2>
              <p className="text-ink-soft">{productText(quiz.summary)}</p>
              <p className="text-sm text-ink-soft">{quiz.questions.length} questions · about a minute</p>
              <Link
                to={quiz.path}
                className="mt-auto inline-flex items-center gap-1.5 font-semibold text-accent hover:text-accent-strong"
              >
                Start<span className="sr-only"> the {quiz.title.toLowerCase()}</span>
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
