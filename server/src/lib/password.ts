/**
 * Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's first recommended
 * configuration: m = 19 MiB (19,456 KiB), t = 2, p = 1.
 */
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

const ARGON2ID_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a random password, verified against when the e-mail is unknown so both cases cost the same. */
const unknownAccountHash = hash(crypto.randomUUID(), ARGON2ID_OPTIONS);

/** Hashes a password; returns a PHC string ("$argon2id$v=19$m=19456,t=2,p=1$…"). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/**
 * Checks a password against a PHC hash, or against a throw-away hash when `passwordHash` is
 * undefined (unknown account), so timing does not reveal whether an e-mail has an account.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const isMatch = await verify(passwordHash ?? (await unknownAccountHash), password);
  return passwordHash !== undefined && isMatch;
}
