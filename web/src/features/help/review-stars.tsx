/** Five stars for a 1–5 rating, with the number in words for screen readers. */
import { Star } from 'lucide-react';

export function ReviewStars({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={`${className} ${star <= Math.round(rating) ? 'fill-current text-accent' : 'text-line'}`}
        />
      ))}
    </span>
  );
}
