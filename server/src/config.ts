/**
 * Configuration, parsed and checked once from the environment at start, so a wrong setting stops
 * the server at once instead of failing later. Nothing else reads process.env. Every variable is
 * documented in README.md and .env.example.
 */
import path from 'node:path';
import { z } from 'zod';
import type { MarketingClaims, TestimonialVideo } from '@heirloom/common/domain/marketing';
import { OWASP_PASSWORD_HASHING_COST, type PasswordHashingCost } from './lib/password';
import { loadOrCreateSecrets, type Secrets } from './lib/secrets';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A file served by this site: the Content-Security-Policy loads media and images from it only. */
const sitePath = optionalText.pipe(
  z
    .string()
    .regex(/^\/(?!\/)\S*$/, 'must be a path on this site, starting with / (media load from this origin only)')
    .optional(),
);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  PRODUCT_NAME: z.string().trim().min(1).default('Heirloom'),
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  SUPPORT_PHONE: optionalText,
  LEGAL_ENTITY: optionalText,
  // A print shop's page for Heirloom's PDFs, once one is chosen: linked from /printing-services
  // (docs/product/capsules-scrapbooks-recipes.md "Printing").
  PRINT_PARTNER_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  // Figures shown to visitors only when configured: none by default
  // (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented").
  MARKETING_FAMILIES: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
  MARKETING_MESSAGES: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
  MARKETING_RATING: optionalText.pipe(z.coerce.number<string>().min(0).max(5).optional()),
  MARKETING_REVIEWS: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
  MARKETING_TESTIMONIAL_VIDEO_URL: sitePath,
  MARKETING_TESTIMONIAL_VIDEO_POSTER_URL: sitePath,
  MARKETING_TESTIMONIAL_VIDEO_CAPTIONS_URL: sitePath,
  MARKETING_TESTIMONIAL_VIDEO_CAPTION: optionalText,
  MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT: optionalText,
  APP_NOW: optionalText.pipe(z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }).optional()),
  COOKIE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LINK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MASTER_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^AGE-SECRET-KEY-1[0-9A-Z]{58}$/, 'must be an age identity (AGE-SECRET-KEY-1…, see age-keygen)')
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  WHISPER_MODEL_DIR: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: optionalText.pipe(z.email().optional()),
  JOBS_ENABLED: z.stringbool().default(true),
  // The read-only demo family of /demo, rebuilt every day; on unless set to false
  // (docs/decisions/014-demo-family.md).
  DEMO_ENABLED: z.stringbool().default(true),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  TRUST_PROXY: z.stringbool().default(false),
  // E-mail the verification link at sign-up; on in production unless set
  // (docs/product/accounts-and-sessions.md "Sign-up rules").
  EMAIL_VERIFICATION_AT_SIGNUP: z.stringbool().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The server's configuration, with secrets resolved. */
export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, secrets, outbox, media). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in dataDir when absent. */
  databaseUrl?: string;
  /** Origin the app is reached at, without a trailing slash. */
  publicUrl: string;
  smtpUrl?: string;
  adminEmail?: string;
  productName: string;
  supportEmail?: string;
  supportPhone?: string;
  legalEntity?: string;
  /** A print shop's page linked from /printing-services; none by default (no print vendor is integrated). */
  printPartnerUrl?: string;
  /** Marketing figures shown to visitors: only those the operator configured, none by default. */
  claims: MarketingClaims;
  /** A real family's video testimonial for the home page; none is shown when absent. */
  testimonialVideo?: TestimonialVideo;
  /** Instant the server clock starts at (never in production). */
  appNow?: Date;
  trustProxy: boolean;
  /**
   * Whether sign-up e-mails the verification link at once (EMAIL_VERIFICATION_AT_SIGNUP; default:
   * production). Otherwise the user asks for it from the banner of the app
   * (docs/product/accounts-and-sessions.md "Sign-up rules").
   */
  isVerificationSentAtSignUp: boolean;
  logLevel: string;
  /** Sender address of e-mails; no-reply@ the public host by default. */
  mailFrom: string;
  /** Whether this instance runs the delivery scheduler and the outbox sender. */
  isJobsEnabled: boolean;
  /** Whether visitors may sign in to the read-only demo family, rebuilt daily (DEMO_ENABLED). */
  isDemoEnabled: boolean;
  /** How often the scheduler looks for due steps and e-mails, in ms. */
  jobsIntervalMs: number;
  /** How long a sender holds claimed e-mails before another may take them, in ms. */
  outboxLeaseMs: number;
  /** S3-compatible media storage (S3_BUCKET set); the local disk in dataDir/media otherwise. */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
  /** A local Whisper model folder (WHISPER_MODEL_DIR); PocketSphinx transcribes otherwise. */
  whisperModelDir?: string;
  /**
   * Stripe Checkout (all of STRIPE_*); the explicit test mode without it
   * (docs/product/plans-and-pricing.md "Payments").
   */
  stripe?: StripeConfig;
  /** argon2id's cost for passwords and passphrases: always OWASP's from the environment; lower only in tests. */
  passwordHashing: PasswordHashingCost;
  secrets: Secrets;
}

export interface StripeConfig {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Stripe price ids of Complete Legacy per month and per year. */
  priceIds: { month: string; year: string };
  /** Another address for Stripe's API (a local stand-in in tests); api.stripe.com by default. */
  apiUrl?: string;
}

/**
 * Stripe's settings, all or none (docs/product/plans-and-pricing.md "Payments").
 * @throws Error naming the missing variables when only some are set
 */
function readStripe(env: z.infer<typeof environmentSchema>): StripeConfig | undefined {
  const values = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: env.STRIPE_PRICE_ANNUAL,
  };
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  Stripe needs ${missing.join(', ')} too`);
  return {
    secretKey: values.STRIPE_SECRET_KEY!,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
    priceIds: { month: values.STRIPE_PRICE_MONTHLY!, year: values.STRIPE_PRICE_ANNUAL! },
    apiUrl: env.STRIPE_API_URL,
  };
}

/**
 * The video testimonial of MARKETING_TESTIMONIAL_VIDEO_*: a video needs its caption (who speaks)
 * and its transcript (WCAG: an alternative for anyone who cannot play or hear it).
 * @throws Error naming the missing variables
 */
function readTestimonialVideo(env: z.infer<typeof environmentSchema>): TestimonialVideo | undefined {
  const url = env.MARKETING_TESTIMONIAL_VIDEO_URL;
  if (!url) return undefined;
  const caption = env.MARKETING_TESTIMONIAL_VIDEO_CAPTION;
  const transcript = env.MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT;
  if (!caption || !transcript) {
    const missing = [
      caption ? '' : 'MARKETING_TESTIMONIAL_VIDEO_CAPTION',
      transcript ? '' : 'MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT',
    ];
    throw new Error(
      `Invalid configuration:\n  MARKETING_TESTIMONIAL_VIDEO_URL: needs ${missing.filter(Boolean).join(' and ')}`,
    );
  }
  return {
    url,
    posterUrl: env.MARKETING_TESTIMONIAL_VIDEO_POSTER_URL,
    captionsUrl: env.MARKETING_TESTIMONIAL_VIDEO_CAPTIONS_URL,
    caption,
    transcript,
  };
}

/**
 * The configured marketing figures (MARKETING_*), leaving out every one that is not set. A rating
 * means nothing without the number of reviews behind it, so the two come together.
 * @throws Error naming the missing half of the rating claim
 */
function readClaims(env: z.infer<typeof environmentSchema>): MarketingClaims {
  const { MARKETING_RATING: rating, MARKETING_REVIEWS: reviews } = env;
  if ((rating === undefined) !== (reviews === undefined)) {
    const [set, missing] = rating === undefined ? ['REVIEWS', 'RATING'] : ['RATING', 'REVIEWS'];
    throw new Error(`Invalid configuration:\n  MARKETING_${set}: needs MARKETING_${missing}`);
  }
  const claims: MarketingClaims = {};
  if (env.MARKETING_FAMILIES !== undefined) claims.families = env.MARKETING_FAMILIES;
  if (env.MARKETING_MESSAGES !== undefined) claims.messages = env.MARKETING_MESSAGES;
  if (rating !== undefined && reviews !== undefined) Object.assign(claims, { rating, reviews });
  return claims;
}

/**
 * Parses and checks the environment.
 * @throws Error listing every invalid variable at once (fail fast at start-up)
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.APP_NOW) {
    throw new Error('Invalid configuration:\n  APP_NOW: moves the server clock and is refused in production');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    smtpUrl: env.SMTP_URL,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    legalEntity: env.LEGAL_ENTITY,
    printPartnerUrl: env.PRINT_PARTNER_URL,
    claims: readClaims(env),
    testimonialVideo: readTestimonialVideo(env),
    appNow: env.APP_NOW ? new Date(env.APP_NOW) : undefined,
    trustProxy: env.TRUST_PROXY,
    isVerificationSentAtSignUp: env.EMAIL_VERIFICATION_AT_SIGNUP ?? isProduction,
    logLevel: env.LOG_LEVEL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    isJobsEnabled: env.JOBS_ENABLED,
    isDemoEnabled: env.DEMO_ENABLED,
    jobsIntervalMs: env.JOBS_INTERVAL_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    whisperModelDir: env.WHISPER_MODEL_DIR ? path.resolve(env.WHISPER_MODEL_DIR) : undefined,
    stripe: readStripe(env),
    passwordHashing: OWASP_PASSWORD_HASHING_COST,
    secrets: loadOrCreateSecrets(
      dataDir,
      { COOKIE_SECRET: env.COOKIE_SECRET, LINK_SECRET: env.LINK_SECRET, MASTER_KEY: env.MASTER_KEY },
      isProduction,
    ),
  };
}
