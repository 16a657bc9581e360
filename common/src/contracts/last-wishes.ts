/**
 * The last-wishes document of `/last-wishes` (docs/product/capsules-scrapbooks-recipes.md "Last
 * wishes"): shared by GET/PUT /api/last-wishes and the page's form, so the server and the browser
 * say the same thing about a bad field. The whole document is stored sealed with its owner's key
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md). Text that looks like a password is
 * refused: the document gives guidance for digital accounts, never their secrets or passwords.
 */
import { z } from 'zod';
import { PRINT_PAGE_SIZES, type PrintPageSize } from './scrapbooks';

/** Longest free-text answer, in characters (a long letter; the JSON body limit is 64 KiB). */
export const LAST_WISHES_TEXT_MAX_LENGTH = 4000;
/** Most sentimental objects or people to tell (each list). */
export const LAST_WISHES_LIST_MAX_LENGTH = 50;

/** Burial, cremation or something else (a green burial, donation to science…), or not decided yet. */
export const BODY_DISPOSITIONS = [
  { value: 'burial', label: 'Burial' },
  { value: 'cremation', label: 'Cremation' },
  { value: 'other', label: 'Something else (say below)' },
  { value: 'undecided', label: 'I have not decided' },
] as const;
export const ORGAN_DONATION_CHOICES = [
  { value: 'yes', label: 'Yes, donate my organs and tissue' },
  { value: 'no', label: 'No' },
  { value: 'undecided', label: 'I have not decided' },
] as const;
/**
 * The AI-likeness wish: whether the owner's voice or face may be animated, cloned or used in an AI
 * avatar after their death. The product enforces it (no animated ancestor of a person who refused
 * it; docs/product/overview.md "Animated ancestors").
 */
export const AI_LIKENESS_CHOICES = [
  {
    value: 'yes',
    label: 'Yes',
    description: 'My family may animate my photos and recordings, or make an AI voice or avatar of me.',
  },
  {
    value: 'animation_only',
    label: 'Only animation of real recordings',
    description: 'Real photos and my real recorded voice may be animated; never a cloned voice or an invented face.',
  },
  {
    value: 'no',
    label: 'No',
    description: 'Never animate, clone or imitate my voice or face.',
  },
] as const;

export type BodyDisposition = (typeof BODY_DISPOSITIONS)[number]['value'];
export type OrganDonationChoice = (typeof ORGAN_DONATION_CHOICES)[number]['value'];
export type AiLikenessWish = (typeof AI_LIKENESS_CHOICES)[number]['value'];

export const LAST_WISHES_MESSAGES = {
  textTooLong: `Please keep each answer under ${LAST_WISHES_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  listTooLong: `Please list at most ${LAST_WISHES_LIST_MAX_LENGTH} entries`,
  objectRequired: 'Please name the object',
  recipientRequired: 'Please say who should receive it',
  personRequired: 'Please give the person’s name',
  looksLikePassword:
    'This looks like a password. Please never write passwords here: say where your family can find them instead (for example, your password manager’s emergency access).',
  saved: 'Your last wishes are saved.',
  /** Said for every document a legacy contact may not read (not released to them, or no such owner). */
  releasedNotFound: 'We could not find those last wishes.',
} as const;

/**
 * True when `text` seems to hold a secret rather than guidance: "password: …", "PIN = 1234",
 * "passcode is …", or a recovery phrase of 12 or 24 lowercase words on one line.
 */
export function looksLikePassword(text: string): boolean {
  const label = '(password|passwd|pwd|passcode|passphrase|pin|pin code|mot de passe|contraseña|passwort)';
  // "password: x7!k…" or "PIN = 4321"; "password is hunter2" (a word with a digit or a symbol).
  const labelled = new RegExp(`\\b${label}\\s*[:=]\\s*\\S{3,}`, 'iu');
  const stated = new RegExp(`\\b${label}\\s+(is|was)\\s+\\S*[^\\p{L}\\s.,;]\\S*`, 'iu');
  if (labelled.test(text) || stated.test(text)) return true;
  // BIP-39 recovery phrases: 12 or 24 words of 3 to 8 lowercase letters, alone on a line.
  return text.split('\n').some((line) => {
    const words = line.trim().split(/\s+/);
    return (words.length === 12 || words.length === 24) && words.every((word) => /^[a-z]{3,8}$/.test(word));
  });
}

const text = () =>
  z
    .string()
    .trim()
    .max(LAST_WISHES_TEXT_MAX_LENGTH, { error: LAST_WISHES_MESSAGES.textTooLong })
    .refine((value) => !looksLikePassword(value), { error: LAST_WISHES_MESSAGES.looksLikePassword });
const shortText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(200, { error: 'Please keep this under 200 characters' })
    .refine((value) => !looksLikePassword(value), { error: LAST_WISHES_MESSAGES.looksLikePassword });

export const sentimentalObjectSchema = z.object({
  object: shortText(LAST_WISHES_MESSAGES.objectRequired),
  recipient: shortText(LAST_WISHES_MESSAGES.recipientRequired),
  note: text().default(''),
});
export const personToTellSchema = z.object({
  name: shortText(LAST_WISHES_MESSAGES.personRequired),
  /** How to reach them: an e-mail, a phone number or an address, as the owner writes it. */
  contact: text().default(''),
});

/** The whole document (PUT /api/last-wishes body; GET answers it inside `lastWishesSchema`). */
export const lastWishesInputSchema = z.object({
  ceremony: text().default(''),
  bodyDisposition: z
    .enum(BODY_DISPOSITIONS.map((choice) => choice.value))
    .nullable()
    .default(null),
  bodyDispositionNotes: text().default(''),
  musicAndReadings: text().default(''),
  organDonation: z
    .enum(ORGAN_DONATION_CHOICES.map((choice) => choice.value))
    .nullable()
    .default(null),
  sentimentalObjects: z
    .array(sentimentalObjectSchema)
    .max(LAST_WISHES_LIST_MAX_LENGTH, { error: LAST_WISHES_MESSAGES.listTooLong })
    .default([]),
  peopleToTell: z
    .array(personToTellSchema)
    .max(LAST_WISHES_LIST_MAX_LENGTH, { error: LAST_WISHES_MESSAGES.listTooLong })
    .default([]),
  digitalAccounts: text().default(''),
  personalMessage: text().default(''),
  aiLikeness: z
    .enum(AI_LIKENESS_CHOICES.map((choice) => choice.value))
    .nullable()
    .default(null),
});
export type LastWishesInput = z.input<typeof lastWishesInputSchema>;
export type LastWishesDocument = z.output<typeof lastWishesInputSchema>;

/** The sections the completeness counts, in the page's order, with their headings. */
export const LAST_WISHES_SECTIONS = [
  { key: 'ceremony', label: 'Ceremony' },
  { key: 'bodyDisposition', label: 'Burial or cremation' },
  { key: 'musicAndReadings', label: 'Music and readings' },
  { key: 'organDonation', label: 'Organ donation' },
  { key: 'sentimentalObjects', label: 'Sentimental objects' },
  { key: 'peopleToTell', label: 'Who to tell' },
  { key: 'digitalAccounts', label: 'Digital accounts' },
  { key: 'personalMessage', label: 'A personal message' },
  { key: 'aiLikeness', label: 'My voice and face after I die' },
] as const;
export type LastWishesSectionKey = (typeof LAST_WISHES_SECTIONS)[number]['key'];

/** The sections of `wishes` with an answer (a choice, some text or at least one entry). */
export function answeredSections(wishes: LastWishesDocument): LastWishesSectionKey[] {
  return LAST_WISHES_SECTIONS.map((section) => section.key).filter((key) => {
    const value = wishes[key];
    if (Array.isArray(value)) return value.length > 0;
    return value !== null && value !== '';
  });
}

/** GET/PUT /api/last-wishes answer. */
export const lastWishesSchema = z.object({
  wishes: lastWishesInputSchema,
  /** Which sections are answered, out of LAST_WISHES_SECTIONS. */
  answered: z.array(z.enum(LAST_WISHES_SECTIONS.map((section) => section.key))),
  /** Null until the document is first saved. */
  updatedAt: z.string().nullable(),
  /**
   * Who will receive the document at a release: the owner's legacy contacts.
   * `isAvailable` is false until the legacy module names them; then `contacts` lists them.
   */
  recipients: z.object({
    isAvailable: z.boolean(),
    contacts: z.array(z.object({ name: z.string(), email: z.string(), hasAccepted: z.boolean() })),
  }),
});
export type LastWishes = z.infer<typeof lastWishesSchema>;

/** `:ownerId` of /api/last-wishes/of/:ownerId: whose released document a legacy contact reads. */
export const lastWishesOwnerParamsSchema = z.object({ ownerId: z.string().max(64) });

/** How the PDF is printed: its page size, and bleed with trim marks on request. */
export const lastWishesPrintQuerySchema = z.object({
  pageSize: z.enum(Object.keys(PRINT_PAGE_SIZES) as [PrintPageSize, ...PrintPageSize[]]).default('a4'),
  withBleed: z.stringbool().default(false),
});
export type LastWishesPrintOptions = z.output<typeof lastWishesPrintQuerySchema>;

/**
 * GET /api/last-wishes/of/:ownerId: an owner's last wishes as their legacy contact reads them after
 * the release (docs/product/legacy-release.md "What a release gives"): read-only, with whose they
 * are.
 */
export const releasedLastWishesSchema = lastWishesSchema
  .pick({ wishes: true, answered: true, updatedAt: true })
  .extend({
    ownerName: z.string(),
  });
export type ReleasedLastWishes = z.infer<typeof releasedLastWishesSchema>;
