/**
 * What a release of the legacy plan gives, in the one wording the legacy page and the last-wishes
 * page both show. It follows what the release step of the `legacy.tick` job does
 * (server/src/modules/legacy/legacy.jobs.ts): every legacy contact who has accepted is granted the
 * last-wishes document (always) and the albums and messages the owner chose for the contacts, and
 * nothing else; the messages for after death are handed to delivery, to the recipients written on
 * them. Contacts still invited (not accepted) are granted nothing.
 */
export const LEGACY_RELEASE_SUMMARY =
  'When your legacy is released, each legacy contact who has accepted can read your last wishes and the albums and messages you chose for them, and nothing else. Your messages for after your death are sent to the people you wrote them for.';
