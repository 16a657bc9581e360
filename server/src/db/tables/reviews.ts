/** Table types: reviews (modules/reviews; docs/product/marketing-and-figures.md "Testimonials"). */

/** One user's review; `status` pending until an administrator approves or rejects it. */
export interface ReviewsTable {
  id: string;
  /** One review per user (unique). */
  user_id: string;
  /** 1–5 stars. */
  rating: number;
  body: string;
  location: string;
  status: 'pending' | 'approved' | 'rejected';
  submitted_at: string;
  /** When an administrator approved or rejected it; null while pending. */
  decided_at: string | null;
}

export interface ReviewsTables {
  reviews: ReviewsTable;
}
