/**
 * The signed-in user's own review on /reviews
 * (docs/product/marketing-and-figures.md "Testimonials"): a rating, their words and where they are
 * from, checked with reviewInputSchema; once sent it waits for the administrator's approval (the
 * form says so), and the user can change it (back into the queue) or withdraw it after confirming.
 * Signed out, a button opens the sign-in dialog instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, reviewInputSchema, type MyReview, type ReviewInput } from '@heirloom/common/contracts/reviews';
import { reviewRoutes } from '@heirloom/common/routes/reviews';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { useAuthModal, useSession } from '../../lib/auth';

/** Every reviews address (the published ones and mine) starts with this. */
const REVIEWS_ADDRESS = routeAddress(reviewRoutes.published);
const STATUS_TEXT: Record<MyReview['status'], string> = {
  pending: 'Thank you. Your review is waiting for our team to read it; it appears here once approved.',
  approved: 'Your review is published on this page.',
  rejected: 'Our team did not publish this review. You can change it and send it again.',
};
type Errors = Partial<Record<'rating' | 'body' | 'location', string>>;
const textareaClasses =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-accent aria-[invalid=true]:border-danger';

function OwnReview() {
  const queryClient = useQueryClient();
  const mine = useQuery(routeQuery(reviewRoutes.mine));
  const [draft, setDraft] = useState<{ rating: number; body: string; location: string }>({
    rating: 0,
    body: '',
    location: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const review = mine.data?.review ?? null;
  useEffect(() => {
    if (review) setDraft({ rating: review.rating, body: review.body, location: review.location });
  }, [review]);
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(REVIEWS_ADDRESS) });
  const save = useMutation({
    mutationFn: (input: ReviewInput) => callRoute(reviewRoutes.saveMine, { body: input }),
    onSuccess: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ ...draft, rating: draft.rating || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      document.getElementById(`review-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  if (mine.isPending) return null;
  return (
    <Card className="grid gap-4">
      <h2 className="text-2xl text-ink">{review ? 'Your review' : 'Write a review'}</h2>
      {review && (
        <p role="status" className="rounded-2xl bg-paper-deep p-3 text-ink" data-testid="my-review-status">
          {STATUS_TEXT[review.status]}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Review form">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-ink">Your rating</legend>
          <div
            id="review-rating"
            tabIndex={-1}
            className="flex flex-wrap gap-2"
            aria-describedby={errors.rating ? errorIdFor('review-rating') : undefined}
          >
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={draft.rating === stars}
                  onChange={() => setDraft((current) => ({ ...current, rating: stars }))}
                  className="size-4 accent-accent"
                />
                {stars} {stars === 1 ? 'star' : 'stars'}
              </label>
            ))}
          </div>
          {errors.rating && (
            <p id={errorIdFor('review-rating')} role="alert" className="text-sm font-medium text-danger">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <FormField id="review-body" label="Your review" error={errors.body}>
          <textarea
            id="review-body"
            rows={5}
            maxLength={REVIEW_LIMITS.bodyMax}
            value={draft.body}
            onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
            className={textareaClasses}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? errorIdFor('review-body') : undefined}
          />
        </FormField>
        <FormField id="review-location" label="Where you are from (optional)" error={errors.location}>
          <Input
            id="review-location"
            value={draft.location}
            maxLength={REVIEW_LIMITS.locationMax}
            placeholder="Leeds, England"
            onChange={(event) => setDraft((current) => ({ ...current, location: event.target.value }))}
            aria-invalid={errors.location ? true : undefined}
          />
        </FormField>
        <p className="-mt-2 text-sm text-ink-soft">
          Your name as your family knows it is shown with your review; your e-mail never is.
        </p>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(save.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Sending…' : review ? 'Send the changed review' : 'Send my review'}
          </Button>
          {review && (
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                setConfirmation({
                  title: 'Withdraw your review?',
                  description: 'It is removed from this page at once. You can write a new one later.',
                  confirmLabel: 'Withdraw',
                  done: 'Your review was withdrawn',
                  run: async () => {
                    await callRoute(reviewRoutes.deleteMine);
                    setDraft({ rating: 0, body: '', location: '' });
                    await refresh();
                  },
                })
              }
            >
              Withdraw my review
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}

export function ReviewForm() {
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  if (user) return <OwnReview />;
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">Share your experience</h2>
      <p className="text-ink-soft">
        Reviews come from families who use {appConfig.productName}: sign in to write yours.
      </p>
      <Button className="justify-self-start" onClick={() => openAuthModal({ tab: 'signin' })}>
        Sign in to write a review
      </Button>
    </Card>
  );
}
