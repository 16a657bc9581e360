/**
 * The Content tab's review queue (docs/product/marketing-and-figures.md "Testimonials"): reviews
 * waiting for approval, oldest first, each with its author, to approve (publish on /reviews) or
 * reject (audited). A list of the published ones follows, so a published review can be taken down
 * again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import type { ReviewStatus } from '@heirloom/common/contracts/reviews';
import { reviewRoutes } from '@heirloom/common/routes/reviews';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { formatDate } from '../../lib/reader-dates';

const ADMIN_LIST_ADDRESS = routeAddress(reviewRoutes.adminList);
const PUBLISHED_ADDRESS = routeAddress(reviewRoutes.published);

function ReviewList({ status, empty }: { status: ReviewStatus; empty: string }) {
  const queryClient = useQueryClient();
  const reviews = useQuery(routeQuery(reviewRoutes.adminList, { query: { status } }));
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      callRoute(reviewRoutes.decide, { params: { id }, body: { decision } }),
    onSuccess: async (review) => {
      toast({
        title: review.status === 'approved' ? 'Review published' : 'Review not published',
        description: `${review.name}'s review ${review.status === 'approved' ? 'now shows on /reviews' : 'stays hidden'}.`,
      });
      await queryClient.invalidateQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith(ADMIN_LIST_ADDRESS) || query.queryKey[0] === PUBLISHED_ADDRESS,
      });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) }),
  });
  if (reviews.isPending) return <p className="text-ink-soft">Loading reviews…</p>;
  if (!reviews.data?.length) return <p className="text-ink-soft">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {reviews.data.map((review) => (
        <li
          key={review.id}
          className="grid gap-2 rounded-2xl border border-line p-4"
          data-testid={`admin-review-${status}`}
        >
          <p className="text-sm text-ink-soft">
            <span className="font-semibold text-ink">{review.name}</span> ({review.email})
            {review.location && ` · ${review.location}`} · {review.rating} of 5 stars · sent{' '}
            {formatDate(review.submittedAt, 'short-day')}
          </p>
          <p className="whitespace-pre-line text-ink">{review.body}</p>
          <div className="flex flex-wrap gap-2">
            {status !== 'approved' && (
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: review.id, decision: 'approve' })}
              >
                <Check className="size-4" aria-hidden /> Approve
                <span className="sr-only"> {review.name}&apos;s review</span>
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: review.id, decision: 'reject' })}
            >
              <X className="size-4" aria-hidden /> {status === 'approved' ? 'Take down' : 'Reject'}
              <span className="sr-only"> {review.name}&apos;s review</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AdminReviewsSection() {
  return (
    <>
      <h2 className="text-2xl text-ink">Reviews waiting for approval</h2>
      <ReviewList status="pending" empty="No review is waiting." />
      <h3 className="text-xl text-ink">Published reviews</h3>
      <ReviewList status="approved" empty="No review is published yet." />
    </>
  );
}
