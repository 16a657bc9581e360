/**
 * The home page's figures: families, messages and the rating claim, each shown only when the
 * operator configured it
 * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented"). Without
 * one, the sentence is left out, never filled with an invented number.
 */
import { Star } from 'lucide-react';
import { ratingClaim } from '@heirloom/common/domain/marketing';
import { useAppConfig } from '../../lib/app-config';
import { formatCount } from '../../lib/format-count';

/** The hero card's figures, or an honest line without a number when none is configured. */
export function HeroFigures() {
  const { families, messages } = useAppConfig().claims;
  if (families === undefined && messages === undefined) {
    return (
      <>
        <p className="font-serif text-4xl text-ink">Look inside</p>
        <p className="text-ink-soft">See where your family’s memories, messages, tree and scrapbooks live.</p>
      </>
    );
  }
  return (
    <>
      {families !== undefined && (
        <>
          <p className="font-serif text-5xl text-ink">{formatCount(families)}</p>
          <p className="text-ink-soft">families keeping their legacy</p>
        </>
      )}
      {messages !== undefined && (
        <>
          <p className="font-serif text-5xl text-ink">{formatCount(messages)}</p>
          <p className="text-ink-soft">messages waiting for their day</p>
        </>
      )}
    </>
  );
}

/** "Rated 4.9/5 by 2,847 families." when rating and reviews are configured; nothing otherwise. */
export function RatingClaim() {
  const claim = ratingClaim(useAppConfig().claims);
  if (!claim) return null;
  return (
    <span data-testid="rating-claim">
      <Star className="mr-2 inline-block size-5 fill-current align-text-bottom text-accent" aria-hidden />
      Rated {claim.rating}/5 by {formatCount(claim.reviews)} families.{' '}
    </span>
  );
}
