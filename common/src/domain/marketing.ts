/**
 * Marketing content shared by the public pages: feature categories, testimonials, the pricing FAQ.
 * Testimonials are illustrative until an operator configures real ones
 * (docs/product/marketing-and-figures.md "Testimonials"): every page that shows them says so.
 */
import { PLAN_END_TERMS } from './plans';

/**
 * Figures shown to visitors, each only when the operator configured it (MARKETING_FAMILIES,
 * MARKETING_MESSAGES, MARKETING_RATING with MARKETING_REVIEWS). None by default
 * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented"); example
 * figures live only in .env.example.
 */
export interface MarketingClaims {
  /** Families keeping their legacy. */
  families?: number;
  /** Messages waiting for their day. */
  messages?: number;
  /** Average rating out of 5; shown only with `reviews`, the number of families who gave it. */
  rating?: number;
  reviews?: number;
}

/** The rating claim ("Rated 4.9/5 by 2,847 families") when both its figures are configured. */
export function ratingClaim(claims: MarketingClaims): { rating: number; reviews: number } | undefined {
  return claims.rating !== undefined && claims.reviews !== undefined
    ? { rating: claims.rating, reviews: claims.reviews }
    : undefined;
}

export interface FeatureCategory {
  category: string;
  items: readonly string[];
}

export interface Testimonial {
  name: string;
  location: string;
  quote: string;
  rating: number;
  planName: string;
  /** True for the built-in examples; real, consented testimonials are configured by the operator. */
  isIllustrative: boolean;
}

/**
 * A real family's video testimonial, shared with their consent and configured by the operator
 * (MARKETING_TESTIMONIAL_VIDEO_*). Paths are on the site's own origin, where the
 * Content-Security-Policy lets media and images load from.
 */
export interface TestimonialVideo {
  /** The video file (MP4 or WebM). */
  url: string;
  /** The still shown before it plays. */
  posterUrl?: string;
  /** WebVTT captions. */
  captionsUrl?: string;
  /** Who is speaking and about what, shown with the video. */
  caption: string;
  /** What is said, for anyone who cannot play or hear the video. */
  transcript: string;
}

export const FEATURE_CATEGORIES: readonly FeatureCategory[] = [
  {
    category: 'Messages for later',
    items: [
      'Voice, video or letter',
      'Delivery on a date or life event',
      'Delivery protection reminders',
      'Private links for recipients',
    ],
  },
  {
    category: 'Memories',
    items: [
      'Memory vault for photos, videos and documents',
      'Voice recordings with transcripts',
      'Scrapbooks and time capsules',
      'Family recipes',
    ],
  },
  {
    category: 'Family',
    items: [
      'Family tree with voices and photos',
      'GEDCOM import and export',
      'Invite relatives',
      'Roles: editor, viewer, legacy contact',
    ],
  },
  {
    category: 'Peace of mind',
    items: [
      'Change anything while you are here',
      'Legacy contacts for after you are gone',
      'Cancel anytime',
      '30-day money-back guarantee',
    ],
  },
];

export const ILLUSTRATIVE_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Margaret',
    location: 'Ohio',
    quote:
      'I recorded birthday messages for each of my grandchildren. Knowing they will hear my voice on the day means everything to me.',
    rating: 5,
    planName: 'Complete Legacy',
    isIllustrative: true,
  },
  {
    name: 'David',
    location: 'Leeds',
    quote: 'After Dad was diagnosed, we recorded his stories together. The transcripts let the whole family read them.',
    rating: 5,
    planName: 'Free Forever',
    isIllustrative: true,
  },
  {
    name: 'Priya',
    location: 'Toronto',
    quote: 'The reminder two days before made me smile: I added a few words to my daughter’s graduation message.',
    rating: 5,
    planName: 'Complete Legacy',
    isIllustrative: true,
  },
];

/**
 * The pricing FAQ: plan changes, the money-back guarantee, data after cancellation, free voice
 * messages (docs/product/plans-and-pricing.md "Pricing FAQ").
 */
export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. An upgrade takes effect immediately; a downgrade takes effect at the start of your next billing cycle.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Yes: if Complete Legacy is not right for you, ask within 30 days of paying and we refund you in full.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: PLAN_END_TERMS,
  },
  {
    question: 'Are voice messages really free?',
    answer: 'Yes. Free Forever includes unlimited voice messages with no time limit, for as long as you like.',
  },
];
