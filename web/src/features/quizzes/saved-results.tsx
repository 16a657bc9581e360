/**
 * Saved quiz results (docs/product/pages-and-routes.md "Quizzes": answers are kept only for
 * signed-in users who choose to save them): the panel under a result that saves it to the account
 * (or forgets it), and the list of saved results on /quizzes. A visitor's answers stay in the
 * result link alone.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedQuizResult } from '@heirloom/common/contracts/quiz-results';
import { QUIZZES, type Quiz } from '@heirloom/common/content/quizzes';
import { quizResultRoutes } from '@heirloom/common/routes/quiz-results';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { useAuthModal, useSession } from '../../lib/auth';
import { formatDate } from '../../lib/reader-dates';

const SAVED = routeAddress(quizResultRoutes.list);
const slugOf = (quiz: Quiz) => quiz.path.slice(1);

/** The signed-in user's saved results (none asked for a visitor). */
function useSavedResults() {
  const { user } = useSession();
  return useQuery({ ...routeQuery(quizResultRoutes.list), enabled: user !== null });
}

/** Saves or forgets one quiz's answers, then refreshes the saved list. */
function useSavedResultChange(quiz: Quiz) {
  const queryClient = useQueryClient();
  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SAVED] });
  const save = useMutation({
    mutationFn: (answers: string) =>
      callRoute(quizResultRoutes.save, { params: { quiz: slugOf(quiz) }, body: { answers } }),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Result saved', description: 'You will find it on the quizzes page whenever you come back.' });
    },
    onError,
  });
  const forget = useMutation({
    mutationFn: () => callRoute(quizResultRoutes.forget, { params: { quiz: slugOf(quiz) } }),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Answers forgotten', description: 'Nothing of this quiz is kept in your account.' });
    },
    onError,
  });
  return { save, forget };
}

/** Under a result: save it to the account, see that it is saved, or forget it; a visitor is offered to sign in. */
export function SaveResultPanel({ quiz, answers }: { quiz: Quiz; answers: string }) {
  const { user, isLoading } = useSession();
  const { openAuthModal } = useAuthModal();
  const saved = useSavedResults();
  const { save, forget } = useSavedResultChange(quiz);
  if (isLoading) return null;
  if (!user) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-ink-soft">
        Nothing you answered is stored; the link above keeps your result.
        <Button variant="ghost" onClick={() => openAuthModal({ tab: 'signin' })}>
          Sign in to save it
        </Button>
      </p>
    );
  }
  const mine = saved.data?.find((result) => result.quiz === slugOf(quiz));
  const isSaved = mine?.answers === answers;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="save-result">
      {isSaved ? (
        <>
          <p role="status" className="text-ink">
            Saved to your account on {formatDate(mine.savedAt, 'short-day')}. Only you can see it.
          </p>
          <Button variant="secondary" disabled={forget.isPending} onClick={() => forget.mutate()}>
            Forget these answers
          </Button>
        </>
      ) : (
        <>
          <Button disabled={save.isPending || saved.isPending} onClick={() => save.mutate(answers)}>
            {mine ? 'Replace my saved result' : 'Save to my account'}
          </Button>
          <p className="text-sm text-ink-soft">Only you can see saved answers, and you can forget them at any time.</p>
        </>
      )}
    </div>
  );
}

function SavedResultRow({ result, quiz }: { result: SavedQuizResult; quiz: Quiz }) {
  const { forget } = useSavedResultChange(quiz);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-b-0">
      <div>
        <p className="font-semibold text-ink">{quiz.title}</p>
        <p className="text-sm text-ink-soft">Saved {formatDate(result.savedAt, 'short-day')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${quiz.path}?answers=${result.answers}`}
          className="inline-flex items-center gap-1.5 font-semibold text-accent hover:text-accent-strong"
        >
          See the result<span className="sr-only">: {quiz.title}</span>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Button variant="ghost" disabled={forget.isPending} onClick={() => forget.mutate()}>
          Forget<span className="sr-only"> the {quiz.title.toLowerCase()} answers</span>
        </Button>
      </div>
    </li>
  );
}

/** On /quizzes, for a signed-in user with saved results: each with a link back to it. */
export function SavedResultsList() {
  const saved = useSavedResults();
  const rows = (saved.data ?? []).flatMap((result) => {
    const quiz = QUIZZES.find((candidate) => slugOf(candidate) === result.quiz);
    return quiz ? [{ result, quiz }] : [];
  });
  if (!rows.length) return null;
  return (
    <section aria-labelledby="saved-results" className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
      <Card>
        <h2 id="saved-results" className="text-2xl text-ink">
          Your saved results
        </h2>
        <ul>
          {rows.map(({ result, quiz }) => (
            <SavedResultRow key={result.quiz} result={result} quiz={quiz} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
