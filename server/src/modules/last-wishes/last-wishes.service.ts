/**
 * Last wishes on `/last-wishes` (docs/product/capsules-scrapbooks-recipes.md "Last wishes"): the
 * owner reads and saves their whole document, sealed with their key
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md), and anyone in the product may ask
 * for their AI-likeness wish (docs/product/overview.md "Animated ancestors": never for a person
 * whose last wishes refuse it). Only the owner reads the document until a release (the legacy
 * module's to grant: docs/product/legacy-release.md "What a release gives"); `session` routes
 * name no one else's document.
 */
import type { Kysely } from 'kysely';
import {
  answeredSections,
  LAST_WISHES_MESSAGES,
  lastWishesInputSchema,
  type AiLikenessWish,
  type LastWishes,
  type LastWishesDocument,
  type LastWishesPrintOptions,
  type ReleasedLastWishes,
} from '@heirloom/common/contracts/last-wishes';
import { formatDate } from '@heirloom/common/utils/format-date';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isGranted, type LegacyRelease } from '../../policies/legacy.policy';
import type { Keyring } from '../../storage/keyring';
import { createTextSealer } from '../../storage/sealed-text';
import { renderLastWishesPdf } from './last-wishes.pdf';
import { findLastWishes, findOwnerName, upsertLastWishes } from './last-wishes.repository';

/** A legacy contact as the document's page names them: who will receive it at a release. */
export interface LastWishesRecipient {
  name: string;
  email: string;
  hasAccepted: boolean;
}

export interface LastWishesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  keyring: Keyring;
  /** The product's name, written into the PDF's metadata. */
  productName: string;
  /**
   * The owner's legacy contacts (docs/product/legacy-release.md "Legacy contacts"), who receive the
   * document at a release. The seam for the legacy module: absent until it lands, and the page
   * then says the contacts are not set up.
   */
  listLegacyContacts?: (ownerId: string) => Promise<LastWishesRecipient[]>;
}

/** An empty document: every section unanswered. */
const EMPTY_DOCUMENT: LastWishesDocument = lastWishesInputSchema.parse({});

/**
 * The owner's document, opened, or an empty one before the first save. A stored document is parsed
 * with today's schema, so a section added later starts unanswered.
 * @throws Error when the owner's key is gone (account deleted)
 */
export async function openLastWishes(
  deps: Pick<LastWishesDependencies, 'db' | 'keyring'>,
  ownerId: string,
): Promise<{ document: LastWishesDocument; updatedAt: string | null }> {
  const row = await findLastWishes(deps.db, ownerId);
  if (!row) return { document: EMPTY_DOCUMENT, updatedAt: null };
  const json = await createTextSealer(deps.keyring).open(ownerId, row.document);
  return { document: lastWishesInputSchema.parse(JSON.parse(json)), updatedAt: row.updated_at };
}

/** The owner's page: the document, which sections are answered, and who will receive it. */
export async function readLastWishes(deps: LastWishesDependencies, ownerId: string): Promise<LastWishes> {
  const [{ document, updatedAt }, contacts] = await Promise.all([
    openLastWishes(deps, ownerId),
    deps.listLegacyContacts?.(ownerId),
  ]);
  return {
    wishes: document,
    answered: answeredSections(document),
    updatedAt,
    recipients: { isAvailable: contacts !== undefined, contacts: contacts ?? [] },
  };
}

/** Replaces the owner's whole document (validated by `lastWishesInputSchema`), sealed. */
export async function saveLastWishes(deps: LastWishesDependencies, ownerId: string, document: LastWishesDocument) {
  const sealed = await createTextSealer(deps.keyring).seal(ownerId, JSON.stringify(document));
  await upsertLastWishes(deps.db, ownerId, sealed, deps.clock.now().toISOString());
  return readLastWishes(deps, ownerId);
}

/**
 * The AI-likeness wish of `userId` (docs/product/capsules-scrapbooks-recipes.md "Last wishes"):
 * 'yes', 'animation_only' (real recordings may be animated; nothing cloned or invented) or 'no';
 * null when they have not said. Callers that make an animated ancestor must refuse 'no' and treat
 * null as they document (docs/product/overview.md "Animated ancestors" makes only real photos and
 * recordings, which 'animation_only' allows).
 * @throws Error when the user's key is gone (account deleted)
 */
export async function readAiLikenessWish(
  deps: { db: Kysely<Database>; keyring: Keyring },
  userId: string,
): Promise<AiLikenessWish | null> {
  return (await openLastWishes(deps, userId)).document.aiLikeness;
}

/**
 * The owner's document as a printable PDF, with a file name for the download.
 * @returns `{ fileName: "last-wishes-YYYY-MM-DD.pdf", pdf }` (the date the document was last saved, or today)
 */
export async function printLastWishes(deps: LastWishesDependencies, ownerId: string, print?: LastWishesPrintOptions) {
  const [{ document, updatedAt }, name] = await Promise.all([
    openLastWishes(deps, ownerId),
    findOwnerName(deps.db, ownerId),
  ]);
  const savedOn = updatedAt ? formatDate(updatedAt, 'day', { timeZone: 'UTC' }) : null;
  const pdf = await renderLastWishesPdf(document, { name, savedOn, productName: deps.productName }, print);
  const day = (updatedAt ?? deps.clock.now().toISOString()).slice(0, 10);
  return { fileName: `last-wishes-${day}.pdf`, pdf };
}

/**
 * The owner whose last wishes `release` (the legacy-grant gate's) granted its contact: the
 * document's target is its owner.
 * @throws AppError 'not_found' (LAST_WISHES_MESSAGES.releasedNotFound) when the release granted other things only
 */
export function releasedDocumentOwner(release: LegacyRelease): string {
  if (!isGranted(release, 'last_wishes', release.ownerId)) {
    throw new AppError('not_found', LAST_WISHES_MESSAGES.releasedNotFound);
  }
  return release.ownerId;
}

/** An owner's last wishes as their legacy contact reads them once a release granted the document. */
export async function readReleasedLastWishes(
  deps: LastWishesDependencies,
  ownerId: string,
): Promise<ReleasedLastWishes> {
  const [{ document, updatedAt }, ownerName] = await Promise.all([
    openLastWishes(deps, ownerId),
    findOwnerName(deps.db, ownerId),
  ]);
  return { ownerName, wishes: document, answered: answeredSections(document), updatedAt };
}
