/**
 * Every call the app wires from one module into another, named once
 * (docs/decisions/007-module-plugins-and-import-zones.md): what a module is handed of another
 * through its options, rather than by importing that module's index.ts, is one of these functions,
 * each over the other module's index.ts. Infrastructure reaches modules the same way (mail's
 * `email.send` the messages module, the SPA's app config the home headline), and the demo module
 * reaches the app itself. The messages module's port to life events is made apart, before the
 * other hooks, because they reach the messages module's options it is part of.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EmailRefusal } from '../mail/outbox.repository';
import { storageStandingOf } from '../storage/storage-usage';
import { recordAdminAction } from '../modules/admin';
import { createPasswordResetSender } from '../modules/auth';
import { planIdOf } from '../modules/billing';
import type { DemoModuleOptions } from '../modules/demo';
import { exportOwnTrees } from '../modules/family-tree';
import { openLastWishes, printLastWishes, readAiLikenessWish } from '../modules/last-wishes';
import { addAuditEvent, insertGrants, listLegacyRecipients } from '../modules/legacy';
import {
  auditLifeEventDelivery,
  checkConfirmers,
  lifeEventSchedule,
  nextLifeEventRound,
  saveLifeEvent,
  type LifeEventsModuleOptions,
} from '../modules/life-events';
import {
  sendToFallbackCourier,
  sendStillRightAfterAbsence,
  tellOwnersOfRefusedAddress,
  type LifeEventPort,
  type MessagesModuleOptions,
} from '../modules/messages';
import type { createRecipesModule } from '../modules/recipes';
import { exportOwnScrapbooks } from '../modules/scrapbooks';
import { createHomeHeadlineResolver, recordHeadlineSignUp } from '../modules/site-analytics';
import type { AppContext } from './app-context';

/**
 * The messages module's `lifeEvents` option (docs/decisions/009-legacy-release.md "Life events"): a
 * message whose delivery kind is `life_event` has its event checked, scheduled and saved by the
 * life-events module, which adds its last audit line when the message is delivered.
 */
export function lifeEventPortOf(lifeEvents: LifeEventsModuleOptions): LifeEventPort {
  return {
    checkConfirmers: (ownerId, event) => checkConfirmers(lifeEvents.db, ownerId, event),
    schedule: lifeEventSchedule,
    nextRound: (messageId) => nextLifeEventRound(lifeEvents.db, messageId),
    save: (trx, message, event, confirmerIds, now) => saveLifeEvent(trx, lifeEvents, message, event, confirmerIds, now),
    auditDelivery: auditLifeEventDelivery,
  };
}

/**
 * The messages module's `auditLog` option: the owner's audit log is the legacy module's
 * (docs/decisions/009-legacy-release.md), which the owner and, after a release, their legacy
 * contacts read; the fallback courier writes its line there.
 */
export const ownerAuditLog: MessagesModuleOptions['auditLog'] = (trx, event) => addAuditEvent(trx, event);

/**
 * The messages module's `grantAlbum` option: the album of replies is granted to the legacy contacts
 * as the release grants the albums the owner chose, in the legacy module's grants
 * (docs/decisions/018-replies.md "Amendment 2026-12-01: the album of replies").
 */
export const legacyAlbumGrant: MessagesModuleOptions['grantAlbum'] = (trx, grant) =>
  insertGrants(trx, grant.ownerId, grant.contactIds, [{ kind: 'album', target_id: grant.albumId }], grant.at);

/** What the hooks reach of modules made before them: the messages module's options and the recipes module. */
export interface HookedModules {
  messages: MessagesModuleOptions;
  recipes: ReturnType<typeof createRecipesModule>;
}

/** The hooks of one app, over its context and the modules made before them. */
export function createCrossModuleHooks(app: FastifyInstance, context: AppContext, modules: HookedModules) {
  const { db, clock, keyring } = context;
  return {
    /** The plan a user is on (billing): animated ancestors' limits and scrapbook templates follow it. */
    planOf: (userId: string) => planIdOf({ db, clock }, userId),
    /** A user's plan (billing) and how much of its storage allowance is in use: uploads wait for room in it. */
    storageOf: async (userId: string) => storageStandingOf(db, userId, await planIdOf({ db, clock }, userId)),
    /** A user's AI-likeness wish (last wishes), which animated ancestors respect. */
    readLikenessWish: (userId: string) => readAiLikenessWish({ db, keyring }, userId),
    /** Writes one administrator action to the admin audit log (admin). */
    recordAdminAction: (entry: Parameters<typeof recordAdminAction>[1]) => recordAdminAction(db, entry),
    /** Counts a sign-up for the home headline variant it carried (site analytics). */
    recordHeadlineSignUp,
    /** The home headline of the visitor making a request, for every page's app config (site analytics). */
    homeHeadline: createHomeHeadlineResolver({ db, clock }),
    /** Who will receive the last wishes at a release: the legacy plan's contacts (docs/decisions/009). */
    listLegacyContacts: (ownerId: string) => listLegacyRecipients({ db, clock }, ownerId),
    /** The admin's "Send a password reset" (docs/product/admin.md "Users tab"): the reset link of auth. */
    sendPasswordReset: createPasswordResetSender({ db, clock, email: context.site }),
    /** "Export everything" (docs/product/accounts-and-sessions.md "Account deletion"): the user's family trees. */
    exportFamilyTrees: (ownerId: string) =>
      exportOwnTrees({ db, blobStore: context.blobStore, keyring, stagingDir: context.stagingDir, clock }, ownerId),
    /** "Export everything": the user's recipes, their files at the archive paths `fileOfItem` gives. */
    exportRecipes: (ownerId: string, fileOfItem: (itemId: string) => string) =>
      modules.recipes.exportOwnedRecipes(ownerId, (itemId) => fileOfItem(itemId)),
    /** "Export everything": the user's scrapbooks as PDFs, each recording named by its archive path (`fileOfItem`). */
    exportScrapbooks: (ownerId: string, fileOfItem: (itemId: string) => string) =>
      exportOwnScrapbooks(
        { db, blobStore: context.blobStore, keyring, productName: context.site.productName },
        ownerId,
        fileOfItem,
      ),
    /** "Export everything": the user's last wishes as JSON and PDF, or null when they never wrote any. */
    readLastWishes: async (ownerId: string) => {
      const opened = await openLastWishes({ db, keyring }, ownerId);
      if (!opened.updatedAt) return null;
      const printed = await printLastWishes({ db, clock, keyring, productName: context.site.productName }, ownerId);
      return { document: opened.document, pdf: printed.pdf };
    },
    /** An address refused for good (mail's `email.send`): the messages module tells the owners concerned. */
    onAddressRefused: (trx: Transaction<Database>, refusal: EmailRefusal) =>
      tellOwnersOfRefusedAddress(modules.messages, trx, refusal),
    /** Any e-mail refused for good (mail's `email.send`): a refused delivery goes to the message's fallback courier. */
    onEmailRefused: (trx: Transaction<Database>, refusal: EmailRefusal) =>
      sendToFallbackCourier(modules.messages, trx, refusal),
    /** A sign-in (auth): after a long absence, the messages module asks the owner "Still right?" at once. */
    onSignedIn: (trx: Transaction<Database>, signIn: { userId: string; previousSignInAt: string | null; at: string }) =>
      sendStillRightAfterAbsence(modules.messages, trx, signIn),
    /** The demo family is built through this app's own API (docs/decisions/014-demo-family.md). */
    inject: ((request) => app.inject(request)) satisfies DemoModuleOptions['inject'],
  };
}

export type CrossModuleHooks = ReturnType<typeof createCrossModuleHooks>;
