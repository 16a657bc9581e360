/**
 * The site content of the admin panel's Content tab (docs/product/admin.md "Content tab"):
 * marketing figures, written testimonials and the video testimonial. Until an administrator saves
 * it, the operator's MARKETING_* environment values stand (docs/product/marketing-and-figures.md
 * "Numbers shown to visitors are never invented"); once saved, the database row replaces them on
 * every instance within SITE_CONTENT_CACHE_MS.
 */
import type { Kysely } from 'kysely';
import { siteContentSchema, type SiteContent, type SiteContentAnswer } from '@heirloom/common/contracts/site-content';
import type { MarketingClaims, TestimonialVideo } from '@heirloom/common/domain/marketing';
import type { Database } from '../db/tables';
import type { Clock } from './clock';

/** How long an instance trusts its cached content, in ms. */
export const SITE_CONTENT_CACHE_MS = 2000;

const ROW_ID = 'site';

export interface SiteContentStore {
  /** The content in force and whether it comes from the environment or the admin panel. */
  read(): Promise<SiteContentAnswer>;
  /** Stores `content` (already validated) for every instance. */
  write(content: SiteContent): Promise<SiteContentAnswer>;
}

/**
 * @param fromEnvironment the operator's MARKETING_* figures and video (config.ts), in force until a save
 */
export function createSiteContentStore(
  db: Kysely<Database>,
  clock: Clock,
  fromEnvironment: { claims: MarketingClaims; testimonialVideo?: TestimonialVideo },
): SiteContentStore {
  const environment: SiteContentAnswer = {
    content: {
      claims: fromEnvironment.claims,
      testimonials: [],
      testimonialVideo: fromEnvironment.testimonialVideo ?? null,
    },
    source: 'environment',
  };
  let cached = environment;
  let readAt = Number.NEGATIVE_INFINITY;
  return {
    async read() {
      const now = clock.now().getTime();
      if (now - readAt < SITE_CONTENT_CACHE_MS) return cached;
      const row = await db
        .selectFrom('site_content')
        .select('content_json')
        .where('id', '=', ROW_ID)
        .executeTakeFirst();
      const stored = row ? siteContentSchema.safeParse(JSON.parse(row.content_json)) : undefined;
      cached = stored?.success ? { content: stored.data, source: 'admin' } : environment;
      readAt = now;
      return cached;
    },
    async write(content) {
      const values = { content_json: JSON.stringify(content), updated_at: clock.now().toISOString() };
      await db
        .insertInto('site_content')
        .values({ id: ROW_ID, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
      cached = { content, source: 'admin' };
      readAt = clock.now().getTime();
      return cached;
    },
  };
}
