/**
 * The shape of the legal pages' texts (docs/product/pages-and-routes.md "Legal pages"): a dated
 * document in numbered sections of paragraphs. A paragraph that states a fact about security or
 * data names the claim it makes, and server/test/privacy-claims.test.ts checks each named claim
 * against the code and configuration. `{product}` is the configured product name.
 */

/** Facts about security and data that the privacy claims test checks against the running code. */
export const CHECKED_CLAIMS = {
  'files-encrypted': 'every stored file is an age v1 file to an X25519 recipient; no plaintext on disk',
  'per-user-keys': "each account's key is its own, stored only age-encrypted to the server's master key",
  'deletion-shreds-keys': 'deleting an account deletes its key, its files and its content at once',
  'passwords-argon2id': 'passwords are stored only as Argon2id hashes',
  'session-cookie': 'the session cookie is HttpOnly, SameSite=Lax and lasts 30 days',
  'no-third-party-scripts': "the Content-Security-Policy loads scripts from the site's own origin only",
  'email-carries-links': 'delivery e-mails carry a private link, never the message itself',
  'storage-location': 'SQLite and the local disk by default; PostgreSQL and an S3 bucket only when configured',
  'transcription-on-server': 'transcription runs on the server (PocketSphinx or a local Whisper model)',
  'two-factor-available':
    'two-factor sign-in with an authenticator app (TOTP) can be turned on: sign-in then asks for a code; its secret is sealed to the account key and recovery codes are kept only as hashes',
  'payments-test-mode': 'checkout answers in test mode: no card is charged (GET /api/billing/mode)',
  'letters-storage': 'a letter is stored sealed (age1:) to its author, as the list of sealed data says',
  'trash-retention': 'trashed vault items are kept TRASH_RETENTION_DAYS days, then removed',
} as const;

export type CheckedClaim = keyof typeof CHECKED_CLAIMS;

/** One paragraph; `claim` names the fact it states when the claims test can check it. */
export type LegalParagraph = string | { text: string; claim: CheckedClaim };

export interface LegalSection {
  /** Anchor of the section (`#{id}`). */
  id: string;
  heading: string;
  paragraphs: readonly LegalParagraph[];
  /** Bulleted points after the paragraphs. */
  points?: readonly LegalParagraph[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the document took effect, and the same date as shown ("July 18, 2025"). */
  effectiveDate: string;
  effectiveLabel: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** The text of a paragraph, whether or not it names a claim. */
export const paragraphText = (paragraph: LegalParagraph): string =>
  typeof paragraph === 'string' ? paragraph : paragraph.text;

/** Every claim a document names, with the paragraph that makes it. */
export function claimsOf(document: LegalDocument): { claim: CheckedClaim; text: string }[] {
  return document.sections.flatMap((section) =>
    [...section.paragraphs, ...(section.points ?? [])].flatMap((paragraph) =>
      typeof paragraph === 'string' ? [] : [{ claim: paragraph.claim, text: paragraph.text }],
    ),
  );
}
