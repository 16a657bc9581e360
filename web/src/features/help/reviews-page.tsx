/**
 * /reviews (docs/product/marketing-and-figures.md "Testimonials"): real reviews only — reviews
 * families left here and an administrator approved, with their average computed from them alone,
 * and the testimonials the operator configured as real (never the built-in illustrations). The
 * rating claim the operator may configure for the home page is shown as what it is: a configured
 * figure. Signed-in users write, change or withdraw their own review.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublicReview } from '@heirloom/common/contracts/reviews';
import { ratingClaim } from '@heirloom/common/domain/marketing';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { reviewRoutes } from '@heirloom/common/routes/reviews';
import { PageIntro } from '../../components/marketing/page-intro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { callRoute, routeAddress } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import { formatCount } from '../../lib/format-count';
import { usePageMeta } from '../../lib/page-meta';
import { ReviewForm } from './review-form';
import { ReviewStars } from './review-stars';
import { formatDate } from '../../lib/reader-dates';

function ReviewCard({
  review,
}: {
  review: Pick<PublicReview, 'name' | 'location' | 'rating' | 'body'> & { date?: string };
}) {
  return (
    <Card className="grid h-full content-start gap-3" data-testid="review">
      <ReviewStars rating={review.rating} />
      <blockquote className="text-lg whitespace-pre-line text-ink">“{review.body}”</blockquote>
      <p className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">{review.name}</span>
        {review.location && `, ${review.location}`}
        {review.date && ` · ${formatDate(review.date, 'day')}`}
      </p>
    </Card>
  );
}

export function ReviewsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const reviews = useInfiniteQuery({
    queryKey: [routeAddress(reviewRoutes.published)],
    queryFn: ({ pageParam }) => callRoute(reviewRoutes.published, { query: { offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
  const summary = reviews.data?.pages[0]?.summary;
  const published = reviews.data?.pages.flatMap((answer) => answer.reviews) ?? [];
  // Only what an administrator entered as real (the Content tab); the built-in illustrations never show here.
  const { testimonials, claims } = useAppConfig();
  const configured = ratingClaim(claims);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6">
      <PageIntro
        eyebrow="Reviews"
        title="What families say"
        lead="Every review here was written by someone who uses the product, and read by our team before it was published. We never write reviews ourselves."
      />
      <Card className="grid gap-2" data-testid="reviews-summary">
        {reviews.isPending && <p role="status">Loading reviews…</p>}
        {reviews.isError && (
          <p role="alert" className="text-danger">
            The reviews could not be loaded. Please try again in a moment.
          </p>
        )}
        {summary &&
          (summary.count > 0 && summary.average !== null ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-serif text-5xl text-ink">{summary.average.toFixed(1)}</span>
              <ReviewStars rating={summary.average} className="size-6" />
              <span className="text-ink-soft">
                out of 5, from {formatCount(summary.count)} published {summary.count === 1 ? 'review' : 'reviews'}
              </span>
            </div>
          ) : (
            <p className="text-ink">No reviews are published yet. Yours could be the first.</p>
          ))}
        {configured && (
          <p className="text-sm text-ink-soft" data-testid="configured-rating">
            The rating on our home page ({configured.rating}/5 from {formatCount(configured.reviews)} families) is a
            figure the operator of this site configured; it is not computed from the reviews on this page.
          </p>
        )}
      </Card>
      <ReviewForm />
      {published.length > 0 && (
        <section aria-labelledby="published-heading" className="grid gap-4">
          <h2 id="published-heading" className="text-3xl text-ink">
            Published reviews
          </h2>
          <ul className="grid gap-5 md:grid-cols-2">
            {published.map((review) => (
              <li key={review.id}>
                <ReviewCard review={{ ...review, date: review.publishedAt }} />
              </li>
            ))}
          </ul>
          {reviews.hasNextPage && (
            <Button
              variant="secondary"
              className="justify-self-center"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
            </Button>
          )}
        </section>
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="grid gap-4">
          <h2 id="testimonials-heading" className="text-3xl text-ink">
            Families who shared their story with us
          </h2>
          <ul className="grid gap-5 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={`${testimonial.name}-${testimonial.quote}`}>
                <ReviewCard review={{ ...testimonial, body: testimonial.quote }} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
