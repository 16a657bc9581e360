/**
 * Every migration, by name. Names start with a UTC timestamp so they sort in the order they landed;
 * a landed migration is never edited, since databases that already ran it would never see the
 * change: a new migration makes it.
 */
import type { Migration } from 'kysely';
import * as accounts from './2026-11-21T0000-accounts';
import * as futureMessages from './2026-11-22T0000-future-messages';
import * as newsletter from './2026-11-22T0100-newsletter';
import * as pagePresence from './2026-11-22T0200-page-presence';
import * as memoryVault from './2026-11-22T0300-memory-vault';
import * as jobQueue from './2026-11-23T0000-job-queue';
import * as familyCircle from './2026-11-23T0100-family-circle';
import * as circleSharing from './2026-11-23T0200-circle-sharing';
import * as shareLinks from './2026-11-23T0300-share-links';
import * as adminSetup from './2026-11-23T0400-admin-setup';
import * as messageShareLinks from './2026-11-23T0500-message-share-links';
import * as familyTree from './2026-11-23T0600-family-tree';
import * as uploadLocks from './2026-11-23T0700-upload-locks';
import * as documentText from './2026-11-23T0800-document-text';
import * as videoRenditions from './2026-11-23T0900-video-renditions';
import * as treeVoices from './2026-11-24T0200-tree-voices';
import * as treeMediaVaultIndex from './2026-11-24T0210-tree-media-vault-index';
import * as legacyRelease from './2026-11-24T0300-legacy-release';
import * as lastWishes from './2026-11-24T0400-last-wishes';
import * as recipientOpened from './2026-11-24T0401-recipient-opened';
import * as timeCapsules from './2026-11-24T0500-time-capsules';
import * as accountTokens from './2026-11-24T0600-account-tokens';
import * as adminPanel from './2026-11-24T0700-admin-panel';
import * as siteContent from './2026-11-24T0701-site-content';
import * as subscriptions from './2026-11-24T0702-subscriptions';
import * as stripeEvents from './2026-11-24T0703-stripe-events';
import * as scrapbooksSb7 from './2026-11-26T1235-scrapbooks-sb7';
import * as notificationsAndExports from './2026-11-26T1220-notifications-and-exports-n13';
import * as twoFactorDevices from './2026-11-26T1331-two-factor-devices-kx5';
import * as lifeEventsK8 from './2026-11-26T1345-life-events-k8';
import * as mediaRenderJobsR4w from './2026-11-26T1352-media-render-jobs-r4w';
import * as transcriptWordsTw15 from './2026-11-26T1225-transcript-words-tw15';
import * as reviewsRv14 from './2026-11-26T1400-reviews-rv14';
import * as lifeEventReportersLg11 from './2026-11-26T1620-life-event-reporters-lg11';
import * as recipesRc12 from './2026-11-26T1610-recipes-rc12';
import * as invoicesRefundsBl13 from './2026-11-26T1545-invoices-refunds-bl13';
import * as quizResultsQz14 from './2026-11-26T1530-quiz-results-qz14';
import * as newsletterIssuesEm14 from './2026-11-26T1600-newsletter-issues-em14';
import * as siteAnalyticsFn14 from './2026-11-26T1600-site-analytics-fn14';
import * as demoFamilyDm14 from './2026-11-26T1610-demo-family-dm14';
import * as capsuleBirthdaysKc12 from './2026-11-26T1630-capsule-birthdays-kc12';
import * as cookbookBleedPb12 from './2026-11-28T0500-cookbook-bleed-pb12';
import * as legacyContactFlagR3v from './2026-11-29T1140-legacy-contact-flag-r3v';
import * as circleSharingTreesRecipesT4q from './2026-11-29T1150-circle-sharing-trees-recipes-t4q';
import * as albumLinkConsentK7p from './2026-11-29T1300-album-link-consent-k7p';
import * as emailRefusalsH5m from './2026-11-29T1600-email-refusals-h5m';
import * as namePiecesNm4 from './2026-11-29T1600-name-pieces-nm4';
import * as nameSearchTextNs7 from './2026-11-30T1900-name-search-text-ns7';
import * as stillRightQ4z from './2026-12-01T0300-still-right-q4z';
import * as tusUploadsU8s from './2026-11-29T1600-tus-uploads-u8s';
import * as recipientAuthorNameAn5 from './2026-11-30T0700-recipient-author-name-an5';
import * as fallbackCourierFc3 from './2026-12-01T0200-fallback-courier-fc3';
import * as messageRepliesRpy from './2026-12-01T0400-message-replies-rpy';
import * as gentleModeG5w from './2026-12-01T0500-gentle-mode-g5w';
import * as missingFilesMf8 from './2026-12-01T0800-missing-files-mf8';
import * as repliesAlbumRk7 from './2026-12-01T0900-replies-album-rk7';
import * as messageTranscriptsTx8 from './2026-12-01T1000-message-transcripts-tx8';

export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T0000-accounts': accounts,
  '2026-11-22T0000-future-messages': futureMessages,
  '2026-11-22T0100-newsletter': newsletter,
  '2026-11-22T0200-page-presence': pagePresence,
  '2026-11-22T0300-memory-vault': memoryVault,
  '2026-11-23T0000-job-queue': jobQueue,
  '2026-11-23T0100-family-circle': familyCircle,
  '2026-11-23T0200-circle-sharing': circleSharing,
  '2026-11-23T0300-share-links': shareLinks,
  '2026-11-23T0400-admin-setup': adminSetup,
  '2026-11-23T0500-message-share-links': messageShareLinks,
  '2026-11-23T0600-family-tree': familyTree,
  '2026-11-23T0700-upload-locks': uploadLocks,
  '2026-11-23T0800-document-text': documentText,
  '2026-11-23T0900-video-renditions': videoRenditions,
  '2026-11-24T0200-tree-voices': treeVoices,
  '2026-11-24T0210-tree-media-vault-index': treeMediaVaultIndex,
  '2026-11-24T0300-legacy-release': legacyRelease,
  '2026-11-24T0400-last-wishes': lastWishes,
  '2026-11-24T0401-recipient-opened': recipientOpened,
  '2026-11-24T0500-time-capsules': timeCapsules,
  '2026-11-24T0600-account-tokens': accountTokens,
  '2026-11-24T0700-admin-panel': adminPanel,
  '2026-11-24T0701-site-content': siteContent,
  '2026-11-24T0702-subscriptions': subscriptions,
  '2026-11-24T0703-stripe-events': stripeEvents,
  '2026-11-26T1235-scrapbooks-sb7': scrapbooksSb7,
  '2026-11-26T1220-notifications-and-exports-n13': notificationsAndExports,
  '2026-11-26T1331-two-factor-devices-kx5': twoFactorDevices,
  '2026-11-26T1345-life-events-k8': lifeEventsK8,
  '2026-11-26T1352-media-render-jobs-r4w': mediaRenderJobsR4w,
  '2026-11-26T1225-transcript-words-tw15': transcriptWordsTw15,
  '2026-11-26T1400-reviews-rv14': reviewsRv14,
  '2026-11-26T1620-life-event-reporters-lg11': lifeEventReportersLg11,
  '2026-11-26T1610-recipes-rc12': recipesRc12,
  '2026-11-26T1545-invoices-refunds-bl13': invoicesRefundsBl13,
  '2026-11-26T1530-quiz-results-qz14': quizResultsQz14,
  '2026-11-26T1600-newsletter-issues-em14': newsletterIssuesEm14,
  '2026-11-26T1600-site-analytics-fn14': siteAnalyticsFn14,
  '2026-11-26T1610-demo-family-dm14': demoFamilyDm14,
  '2026-11-26T1630-capsule-birthdays-kc12': capsuleBirthdaysKc12,
  '2026-11-28T0500-cookbook-bleed-pb12': cookbookBleedPb12,
  '2026-11-29T1140-legacy-contact-flag-r3v': legacyContactFlagR3v,
  '2026-11-29T1150-circle-sharing-trees-recipes-t4q': circleSharingTreesRecipesT4q,
  '2026-11-29T1300-album-link-consent-k7p': albumLinkConsentK7p,
  '2026-11-29T1600-email-refusals-h5m': emailRefusalsH5m,
  '2026-11-29T1600-name-pieces-nm4': namePiecesNm4,
  '2026-11-29T1600-tus-uploads-u8s': tusUploadsU8s,
  '2026-11-30T0700-recipient-author-name-an5': recipientAuthorNameAn5,
  '2026-11-30T1900-name-search-text-ns7': nameSearchTextNs7,
  '2026-12-01T0200-fallback-courier-fc3': fallbackCourierFc3,
  '2026-12-01T0300-still-right-q4z': stillRightQ4z,
  '2026-12-01T0400-message-replies-rpy': messageRepliesRpy,
  '2026-12-01T0500-gentle-mode-g5w': gentleModeG5w,
  '2026-12-01T0800-missing-files-mf8': missingFilesMf8,
  '2026-12-01T0900-replies-album-rk7': repliesAlbumRk7,
  '2026-12-01T1000-message-transcripts-tx8': messageTranscriptsTx8,
};
