/**
 * The operator's first-party site analytics (docs/product/marketing-and-figures.md "The operator's
 * four tools", "Visits": real first-party data, no third-party trackers): the SPA's visit beacon,
 * the conversion funnel of /conversion-optimization and the home headline A/B test of
 * /landing-optimization.
 */
import { z } from 'zod';
import { HEADLINE_MAX_LENGTH, HEADLINE_VARIANTS } from '../domain/home-headline';

export const SITE_ANALYTICS_MESSAGES = {
  unknownPage: 'That is not a page of this site.',
  badDay: 'Please give days as YYYY-MM-DD.',
  periodBackwards: 'The period must end on or after the day it starts.',
  periodTooLong: 'Please choose a period of at most 366 days.',
  headlineRequired: 'Please write the challenger headline.',
  headlineTooLong: `Please keep the headline under ${HEADLINE_MAX_LENGTH} characters.`,
  headlineSameAsCurrent: 'The challenger must differ from the current headline.',
  testAlreadyRunning: 'A headline test is already running. Stop it before starting another.',
  testNotFound: 'We could not find that headline test.',
  testNotRunning: 'That headline test is not running.',
  noWinner: 'This test has no winner yet: only a winner can become the headline.',
  alreadyAdopted: 'This test’s winner is already the headline.',
} as const;

/** POST /api/site/visits: the page the SPA just showed (sent once per page view). */
export const visitRequestSchema = z.object({ path: z.string().startsWith('/').max(300) });

/** The longest period the funnel reads at once, in days. */
export const FUNNEL_MAX_DAYS = 366;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SITE_ANALYTICS_MESSAGES.badDay);

/** GET /api/admin/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; the last 30 days by default). */
export const funnelQuerySchema = z.object({ from: daySchema.optional(), to: daySchema.optional() });

export const FUNNEL_STEPS = ['visitors', 'signUps', 'firstMessage', 'paid'] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];

export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  steps: z
    .array(
      z.object({
        key: z.enum(FUNNEL_STEPS),
        label: z.string(),
        count: z.number(),
        /** count ÷ the previous step's count; null for the first step or when the previous is 0. */
        rateFromPrevious: z.number().nullable(),
      }),
    )
    .describe('Visitors → sign-ups → first message scheduled → paid, in that order'),
  days: z
    .array(z.object({ day: z.string(), visitors: z.number(), pageViews: z.number(), signUps: z.number() }))
    .describe('Every day of the period, oldest first'),
  topPages: z
    .array(z.object({ path: z.string(), pageViews: z.number(), visitors: z.number() }))
    .describe('The most viewed pages of the period (at most 10)'),
});

export const headlineVariantSchema = z.enum(HEADLINE_VARIANTS);

/** POST /api/admin/headline-tests: start a test of the current headline (A) against `variantB`. */
export const headlineTestInputSchema = z.object({
  variantB: z
    .string()
    .trim()
    .min(1, SITE_ANALYTICS_MESSAGES.headlineRequired)
    .max(HEADLINE_MAX_LENGTH, SITE_ANALYTICS_MESSAGES.headlineTooLong),
});

export const headlineTestParamsSchema = z.object({ id: z.uuid() });

const armSchema = z.object({
  variant: headlineVariantSchema,
  headline: z.string(),
  /** Daily unique visitors who were shown this headline on the home page. */
  exposures: z.number(),
  signUps: z.number(),
  /** signUps ÷ exposures; null before any exposure. */
  conversionRate: z.number().nullable(),
});

export const headlineTestSchema = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'stopped']),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  /** The variant made the headline from this test, if any. */
  adoptedVariant: headlineVariantSchema.nullable(),
  arms: z.array(armSchema),
  result: z.object({
    verdict: z.enum(['collecting', 'no_difference', 'winner']),
    winner: headlineVariantSchema.nullable(),
    /** Two-sided p-value of the two-proportion z-test; null until both arms have the minimum sample. */
    pValue: z.number().nullable(),
    z: z.number().nullable(),
    minimumExposuresPerArm: z.number(),
  }),
});

export const headlineTestsSchema = z.object({
  currentHeadline: z.string(),
  isDefaultHeadline: z.boolean(),
  tests: z.array(headlineTestSchema).describe('Newest first; at most one running'),
});

/** What a sign-up says about the headline the visitor was shown (the public config's `headline.test`). */
export const headlineAttributionSchema = z.object({ testId: z.uuid(), variant: headlineVariantSchema });

export type VisitRequest = z.infer<typeof visitRequestSchema>;
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;
export type Funnel = z.infer<typeof funnelSchema>;
export type HeadlineTestInput = z.infer<typeof headlineTestInputSchema>;
export type HeadlineTest = z.infer<typeof headlineTestSchema>;
export type HeadlineTests = z.infer<typeof headlineTestsSchema>;
export type HeadlineAttribution = z.infer<typeof headlineAttributionSchema>;
