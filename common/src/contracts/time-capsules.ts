/**
 * Contracts of time capsules (docs/decisions/010-time-capsules.md): a capsule with a title, an
 * opening moment, recipients and contributors; letters, photos, recordings and videos added until
 * it is sealed; contents readable by nobody between sealing and opening (except its owner when they
 * chose "owner may look"). Shared by the server routes and the web feature at /time-capsules.
 *
 *   GET    /api/time-capsules                                  capsules I own, fill or receive (TimeCapsuleSummary[])
 *   POST   /api/time-capsules                                  create a draft (TimeCapsuleInput) → 201 TimeCapsuleSummary
 *   GET    /api/time-capsules/:id                              what is known without contents (TimeCapsuleSummary)
 *   PATCH  /api/time-capsules/:id                              change a draft (TimeCapsuleInput) → TimeCapsuleSummary
 *   POST   /api/time-capsules/:id/items                        add a letter or a vault item (CapsuleItemInput) → 201 CapsuleItem
 *   POST   /api/time-capsules/:id/seal                         lock it until it opens → TimeCapsuleSummary
 *   GET    /api/time-capsules/:id/contents                     its items (TimeCapsuleContents), 404 while sealed
 *   GET    /api/time-capsules/:id/items/:capsuleItemId/file    an item's photo, recording or video
 *   GET    /api/time-capsules/opened/:token                    an opened capsule by a recipient's link (TimeCapsuleContents)
 *   GET    /api/time-capsules/opened/:token/items/:capsuleItemId/file   an item's file by that link
 */
import { z } from 'zod';
import { recipientInputSchema } from './messages';

/** At most this many recipients and contributors each per capsule. */
export const MAX_CAPSULE_PEOPLE = 30;
/** Longest letter, in characters. */
export const MAX_CAPSULE_LETTER_LENGTH = 50_000;

export const TIME_CAPSULE_MESSAGES = {
  titleRequired: 'Please give your time capsule a title',
  opensAtRequired: 'Please choose when the capsule opens',
  opensAtInPast: 'The opening moment must be in the future',
  timeZone: 'Please choose a valid time zone',
  recipientsRequired: 'Add at least one recipient',
  tooManyPeople: `A capsule can have at most ${MAX_CAPSULE_PEOPLE} recipients and ${MAX_CAPSULE_PEOPLE} contributors`,
  letterRequired: 'Please write your letter',
  capsuleNotFound: 'We could not find that time capsule.',
  itemNotFound: 'We could not find that item in the time capsule.',
  contributorNotMember: 'Contributors must be members of your family circle.',
  vaultItemNotFound: 'We could not find that photo, recording or video in your vault.',
  documentNotAllowed: 'A time capsule holds letters, photos, recordings and videos, not documents.',
  sealed: 'This time capsule is sealed. Nothing can be added or changed until it opens.',
  sealTooLate: 'The opening moment has passed. Choose a later one before sealing.',
  linkNotFound: 'This link does not open a time capsule. It may have been mistyped.',
  birthdayAge: 'Please give the age as a whole number of years, from 1 to 120',
  birthdayPersonNotFound: 'We could not find that person in a family tree you can see.',
  birthDateMissing: (name: string) =>
    `${name} has no date of birth in the family tree. Add it there, or choose a date and time instead.`,
  birthDateNotExact: (name: string, date: string) =>
    `${name}'s date of birth in the family tree is not an exact day (“${date}”). A capsule opens on a birthday only from a full date such as 14 MAR 2012: add the day and month in the tree, or choose a date and time instead.`,
  birthdayPassed: (name: string, age: number) =>
    `${name} has already turned ${age}. Choose a later age, or a date and time instead.`,
} as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const TIME_CAPSULE_STATUSES = ['draft', 'sealed', 'opened'] as const;
export type TimeCapsuleStatus = (typeof TIME_CAPSULE_STATUSES)[number];

/** Oldest age a birthday opening may name, in years. */
export const MAX_BIRTHDAY_AGE = 120;

/**
 * "When Maya turns 18": the family-tree individual and the age; the capsule opens at
 * AGE_DELIVERY_HOUR (domain/life-events.ts) on that birthday in the capsule's time zone, computed
 * from the individual's exact GEDCOM birth date (followed while a draft, fixed by sealing).
 */
export const birthdayOpeningInputSchema = z.object({
  individualId: z.uuid(TIME_CAPSULE_MESSAGES.birthdayPersonNotFound),
  age: z
    .int(TIME_CAPSULE_MESSAGES.birthdayAge)
    .min(1, TIME_CAPSULE_MESSAGES.birthdayAge)
    .max(MAX_BIRTHDAY_AGE, TIME_CAPSULE_MESSAGES.birthdayAge),
});

/**
 * Create or change a draft. The opening is either `opensAt`, an instant (ISO-8601 with offset) made
 * from the owner's local date and time in `timeZone`, or `opensOnBirthday` (then `opensAt` is not read).
 */
export const timeCapsuleInputSchema = z
  .object({
    title: z.string().trim().min(1, TIME_CAPSULE_MESSAGES.titleRequired).max(200),
    opensAt: z.iso.datetime({ offset: true, error: TIME_CAPSULE_MESSAGES.opensAtRequired }).optional(),
    opensOnBirthday: birthdayOpeningInputSchema.nullable().default(null),
    timeZone: z.string().refine(isTimeZone, TIME_CAPSULE_MESSAGES.timeZone),
    // A capsule names its owner to everyone alike: a recipient has no name of their own for the owner.
    recipients: z
      .array(recipientInputSchema.omit({ authorName: true }))
      .min(1, TIME_CAPSULE_MESSAGES.recipientsRequired)
      .max(MAX_CAPSULE_PEOPLE, TIME_CAPSULE_MESSAGES.tooManyPeople),
    /** User ids of members of the owner's family circle invited to add items until it is sealed. */
    contributorIds: z.array(z.uuid()).max(MAX_CAPSULE_PEOPLE, TIME_CAPSULE_MESSAGES.tooManyPeople).default([]),
    /** Chosen before sealing: the owner may read the contents while it is sealed. */
    ownerMayLook: z.boolean().default(false),
  })
  .refine((input) => input.opensOnBirthday || input.opensAt, {
    path: ['opensAt'],
    message: TIME_CAPSULE_MESSAGES.opensAtRequired,
  });
export type TimeCapsuleInput = z.input<typeof timeCapsuleInputSchema>;

/** A letter written here, or a photo, recording or video from the contributor's own vault. */
export const capsuleItemInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('letter'),
    text: z.string().trim().min(1, TIME_CAPSULE_MESSAGES.letterRequired).max(MAX_CAPSULE_LETTER_LENGTH),
  }),
  z.object({ kind: z.literal('vault_item'), vaultItemId: z.uuid(TIME_CAPSULE_MESSAGES.vaultItemNotFound) }),
]);
export type CapsuleItemInput = z.infer<typeof capsuleItemInputSchema>;

/** The most vault items one request adds to a capsule. */
export const MAX_CAPSULE_VAULT_BATCH = 100;

/**
 * POST /api/time-capsules/:id/vault-items: photos, recordings and videos already in the caller's
 * vault, referenced (not copied), all or nothing; one already in the capsule is not added again.
 */
export const capsuleVaultItemsInputSchema = z.object({
  vaultItemIds: z
    .array(z.uuid(TIME_CAPSULE_MESSAGES.vaultItemNotFound))
    .min(1, 'Please choose at least one photo, recording or video')
    .max(MAX_CAPSULE_VAULT_BATCH, `Please choose at most ${MAX_CAPSULE_VAULT_BATCH} at a time`),
});
export type CapsuleVaultItemsInput = z.input<typeof capsuleVaultItemsInputSchema>;

export const timeCapsuleParamsSchema = z.object({ id: z.uuid(TIME_CAPSULE_MESSAGES.capsuleNotFound) });
export const capsuleItemParamsSchema = timeCapsuleParamsSchema.extend({
  capsuleItemId: z.uuid(TIME_CAPSULE_MESSAGES.itemNotFound),
});
export const capsuleLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const capsuleLinkItemParamsSchema = capsuleLinkParamsSchema.extend({
  capsuleItemId: z.uuid(TIME_CAPSULE_MESSAGES.itemNotFound),
});

/** The caller's relation to a capsule. */
export const capsuleRoleSchema = z.enum(['owner', 'contributor', 'recipient']);
export type CapsuleRole = z.infer<typeof capsuleRoleSchema>;

/** What anyone it concerns may know without its contents: no letter, no media. */
export const timeCapsuleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  ownerName: z.string(),
  status: z.enum(TIME_CAPSULE_STATUSES),
  opensAt: z.string(),
  timeZone: z.string(),
  /** "When Maya turns 18": whose birthday and which; null for a capsule opening on a date and time. */
  opensOnBirthday: z.object({ individualId: z.string(), name: z.string(), age: z.number().int() }).nullable(),
  /**
   * Why a draft's birthday opening cannot be worked out now (the birth date was removed or made
   * approximate, the person deleted): it cannot be sealed until fixed; null otherwise.
   */
  openingProblem: z.string().nullable(),
  ownerMayLook: z.boolean(),
  sealedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  role: capsuleRoleSchema,
  /** May the caller read the contents now (the policy's answer). */
  canReadContents: z.boolean(),
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  /** The invited contributors, each with how many items they have added so far (0: nothing yet). */
  contributors: z.array(z.object({ userId: z.string(), name: z.string(), itemCount: z.number().int() })),
  /** Who added how many items (owner included), without what they are. */
  contributions: z.array(z.object({ name: z.string(), itemCount: z.number().int() })),
  itemCount: z.number().int(),
});
export type TimeCapsuleSummary = z.infer<typeof timeCapsuleSummarySchema>;

export const capsuleItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['letter', 'photo', 'audio', 'video']),
  contributorName: z.string(),
  addedAt: z.string(),
  /** The letter's text (letters only). */
  text: z.string().nullable(),
  /** The media item's title (photos, recordings, videos). */
  title: z.string().nullable(),
  /** Where to fetch the file (photos, recordings, videos). */
  fileUrl: z.string().nullable(),
});
export type CapsuleItem = z.infer<typeof capsuleItemSchema>;
export const capsuleItemListSchema = z.array(capsuleItemSchema);

export const timeCapsuleContentsSchema = z.object({
  capsule: timeCapsuleSummarySchema.omit({ recipients: true, contributors: true }),
  items: z.array(capsuleItemSchema),
});
export type TimeCapsuleContents = z.infer<typeof timeCapsuleContentsSchema>;

export const timeCapsuleListSchema = z.array(timeCapsuleSummarySchema);
