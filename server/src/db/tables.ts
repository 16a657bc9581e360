/**
 * The database schema for Kysely: `Database` is composed of each area's tables, one file per owner
 * in db/tables/ (docs/decisions/007-module-plugins-and-import-zones.md; they stay in db/ because
 * infrastructure reads them too and may not import modules). Import table types from here. Instants
 * are ISO-8601 UTC text and booleans 0/1 on both SQLite and PostgreSQL, so the same queries and
 * comparisons behave the same on either.
 */
import type { AuthTables } from './tables/auth';
import type { UserKeysTables } from './tables/user-keys';
import type { MediaTables } from './tables/media';
import type { MessagesTables } from './tables/messages';
import type { OutboxTables } from './tables/outbox';
import type { JobsTables } from './tables/jobs';
import type { NewsletterTables } from './tables/newsletter';
import type { PresenceTables } from './tables/presence';
import type { VaultTables } from './tables/vault';
import type { CircleTables } from './tables/circle';
import type { ShareLinksTables } from './tables/share-links';
import type { FamilyTreeTables } from './tables/family-tree';
import type { UploadLocksTables } from './tables/upload-locks';
import type { TusUploadsTables } from './tables/tus-uploads';
import type { TreeVoicesTables } from './tables/tree-voices';
import type { AdminTables } from './tables/admin';
import type { BillingTables } from './tables/billing';
import type { LegacyTables } from './tables/legacy';
import type { LastWishesTables } from './tables/last-wishes';
import type { TimeCapsulesTables } from './tables/time-capsules';
import type { ScrapbooksTables } from './tables/scrapbooks';
import type { NotificationTables } from './tables/notifications';
import type { LifeEventsTables } from './tables/life-events';
import type { ReviewsTables } from './tables/reviews';
import type { RecipesTables } from './tables/recipes';
import type { QuizResultsTables } from './tables/quiz-results';
import type { EmailMarketingTables } from './tables/email-marketing';
import type { SiteAnalyticsTables } from './tables/site-analytics';
import type { DemoTables } from './tables/demo';

export type * from './tables/auth';
export type * from './tables/user-keys';
export type * from './tables/media';
export type * from './tables/messages';
export type * from './tables/outbox';
export type * from './tables/jobs';
export type * from './tables/newsletter';
export type * from './tables/presence';
export type * from './tables/vault';
export type * from './tables/circle';
export type * from './tables/share-links';
export type * from './tables/family-tree';
export type * from './tables/upload-locks';
export type * from './tables/tus-uploads';
export type * from './tables/tree-voices';
export type * from './tables/admin';
export type * from './tables/billing';
export type * from './tables/legacy';
export type * from './tables/last-wishes';
export type * from './tables/time-capsules';
export type * from './tables/scrapbooks';
export type * from './tables/notifications';
export type * from './tables/life-events';
export type * from './tables/reviews';
export type * from './tables/recipes';
export type * from './tables/quiz-results';
export type * from './tables/email-marketing';
export type * from './tables/site-analytics';
export type * from './tables/demo';

/** Every table, by name. */
export interface Database
  extends
    AuthTables,
    UserKeysTables,
    MediaTables,
    MessagesTables,
    OutboxTables,
    JobsTables,
    NewsletterTables,
    PresenceTables,
    VaultTables,
    CircleTables,
    ShareLinksTables,
    FamilyTreeTables,
    UploadLocksTables,
    TusUploadsTables,
    TreeVoicesTables,
    AdminTables,
    BillingTables,
    LegacyTables,
    LastWishesTables,
    ScrapbooksTables,
    TimeCapsulesTables,
    NotificationTables,
    LifeEventsTables,
    ReviewsTables,
    RecipesTables,
    QuizResultsTables,
    EmailMarketingTables,
    SiteAnalyticsTables,
    DemoTables {}
