/**
 * Free text encrypted at rest with its owner's key, as files are
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Encryption at rest" lists what is
 * sealed and what stays readable). A sealed value is a standard age v1 file
 * (https://age-encryption.org/v1, X25519 to the owner's recipient from `storage/keyring.ts`) in
 * base64, prefixed with `age1:` so a column can tell sealed text from the plain text written before
 * sealing existed. Deleting the owner's key makes every sealed value unreadable (crypto-shredding),
 * exactly as for their media.
 */
import { Decrypter, Encrypter } from 'age-encryption';
import type { Keyring } from './keyring';

/** The prefix that marks a sealed value (`age1:<base64 of an age v1 file>`). */
export const SEALED_TEXT_PREFIX = 'age1:';

export interface TextSealer {
  /** Encrypts `text` (UTF-8) to `ownerId`'s key; returns `age1:<base64>`. */
  seal(ownerId: string, text: string): Promise<string>;
  /** `seal` for an optional value: null and undefined stay null. */
  sealOptional(ownerId: string, text: string | null | undefined): Promise<string | null>;
  /**
   * Decrypts a value made by `seal` with `ownerId`'s key. A value without the prefix is plain text
   * written before sealing existed and comes back as is.
   * @throws Error when the owner's key is gone or the value was sealed to another key
   */
  open(ownerId: string, stored: string): Promise<string>;
  /** `open` for an optional value: null stays null. */
  openOptional(ownerId: string, stored: string | null): Promise<string | null>;
}

/** True when `stored` is a sealed value rather than legacy plain text. */
export function isSealedText(stored: string): boolean {
  return stored.startsWith(SEALED_TEXT_PREFIX);
}

export function createTextSealer(keyring: Keyring): TextSealer {
  const sealer: TextSealer = {
    async seal(ownerId, text) {
      const encrypter = new Encrypter();
      encrypter.addRecipient(await keyring.recipientFor(ownerId));
      const sealed = await encrypter.encrypt(text);
      return SEALED_TEXT_PREFIX + Buffer.from(sealed).toString('base64');
    },
    async sealOptional(ownerId, text) {
      return text == null ? null : sealer.seal(ownerId, text);
    },
    async open(ownerId, stored) {
      if (!isSealedText(stored)) return stored;
      const decrypter = new Decrypter();
      decrypter.addIdentity(await keyring.identityFor(ownerId));
      return decrypter.decrypt(Buffer.from(stored.slice(SEALED_TEXT_PREFIX.length), 'base64'), 'text');
    },
    async openOptional(ownerId, stored) {
      return stored == null ? null : sealer.open(ownerId, stored);
    },
  };
  return sealer;
}
