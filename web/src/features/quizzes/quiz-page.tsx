/**
 * One quiz (docs/product/pages-and-routes.md "Quizzes"; common/src/content/quizzes.ts): a question
 * at a time with its progress, Back and Next (Enter answers too: the options are a radio group in a
 * form), then the recommendations with why and a link to start each. The result lives in the
 * address (`?answers=0-2-1-0-3`), so it can be shared; a signed-in user may choose to save it to
 * their account (saved-results.tsx), and nothing is sent to the server otherwise.
 */
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { featureStatus } from '@heirloom/common/content/features';
import { formatAnswers, parseAnswers, QUIZZES, recommend, type Quiz } from '@heirloom/common/content/quizzes';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { CopyButton } from '../../components/ui/copy-button';
import { PageIntro } from '../../components/marketing/page-intro';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { productText } from '../../lib/product-text';
import { StatusBadge } from '../../components/marketing/status-badge';
import { SaveResultPanel } from './saved-results';

function Result({ quiz, answers, onRestart }: { quiz: Quiz; answers: number[]; onRestart: () => void }) {
  const recommendations = recommend(quiz, answers);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="result" className="mx-auto mt-10 grid max-w-3xl gap-5 px-4 sm:px-6">
      <h2 id="result" ref={heading} tabIndex={-1} className="text-3xl text-ink outline-none focus-visible:outline-none">
        What fits your family
      </h2>
      <ol className="grid gap-4">
        {recommendations.map(({ feature, reasons }, index) => (
          <li key={feature.id}>
            <Card className="grid gap-2" data-testid="recommendation">
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex size-8 items-center justify-center rounded-full bg-accent font-semibold text-white">
                  {index + 1}
                </span>
                <h3 className="text-xl text-ink">{feature.name}</h3>
                <StatusBadge status={featureStatus(feature)} />
              </div>
              <p className="text-ink">{productText(feature.summary)}</p>
              {reasons.length > 0 && (
                <p className="text-ink-soft">
                  <span className="font-semibold text-ink">Why: </span>
                  {reasons.join('; ')}.
                </p>
              )}
              <Link
                to={feature.path}
                className="inline-flex items-center gap-1.5 font-semibold text-accent hover:text-accent-strong"
              >
                {featureStatus(feature) === 'available' ? 'Start here' : 'See what is coming'}
                <span className="sr-only">: {feature.name}</span>
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Card>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={window.location.href} label="Copy link to this result" />
        <Button variant="secondary" onClick={onRestart}>
          Start again
        </Button>
        <Link to="/quizzes" className={buttonClasses('ghost')}>
          All quizzes
        </Link>
      </div>
      <SaveResultPanel quiz={quiz} answers={formatAnswers(answers)} />
    </section>
  );
}

function Questions({ quiz, onDone }: { quiz: Quiz; onDone: (answers: number[]) => void }) {
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [step, setStep] = useState(0);
  const question = quiz.questions[step]!;
  const chosen = answers[step];
  const isLast = step === quiz.questions.length - 1;
  const legend = useRef<HTMLLegendElement>(null);
  const hasMoved = useRef(false);
  useEffect(() => {
    if (hasMoved.current) legend.current?.focus();
    hasMoved.current = true;
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return;
    if (isLast) onDone(answers as number[]);
    else setStep(step + 1);
  };
  return (
    <form onSubmit={next} className="mx-auto mt-10 grid max-w-2xl gap-5 px-4 sm:px-6">
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-ink-soft" id="quiz-progress">
          Question {step + 1} of {quiz.questions.length}
        </p>
        <div
          role="progressbar"
          aria-labelledby="quiz-progress"
          aria-valuemin={1}
          aria-valuemax={quiz.questions.length}
          aria-valuenow={step + 1}
          className="h-2 overflow-hidden rounded-full bg-paper-deep"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${((step + 1) / quiz.questions.length) * 100}%` }}
          />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend ref={legend} tabIndex={-1} className="mb-3 text-2xl text-ink outline-none focus-visible:outline-none">
          {question.prompt}
        </legend>
        {question.options.map((option, index) => (
          <label
            key={option.label}
            className={`flex cursor-pointer items-center gap-3 rounded-2xl border bg-white p-4 text-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${chosen === index ? 'border-accent' : 'border-line'}`}
          >
            <input
              type="radio"
              name={`question-${step}`}
              checked={chosen === index}
              onChange={() => setAnswers((current) => Object.assign([...current], { [step]: index }))}
              className="accent-accent"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-between gap-3">
        <Button type="button" variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        <Button type="submit" disabled={chosen === undefined}>
          {isLast ? 'See my recommendations' : 'Next'}
        </Button>
      </div>
    </form>
  );
}

export function QuizPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const quiz = QUIZZES.find((candidate) => candidate.path === page.path)!;
  const [params, setParams] = useSearchParams();
  const answers = parseAnswers(quiz, params.get('answers'));
  return (
    <>
      <PageIntro eyebrow="Quiz" title={quiz.title} lead={productText(quiz.summary)} isCentered />
      {answers ? (
        <Result quiz={quiz} answers={answers} onRestart={() => setParams({})} />
      ) : (
        <Questions quiz={quiz} onDone={(chosen) => setParams({ answers: formatAnswers(chosen) })} />
      )}
    </>
  );
}
