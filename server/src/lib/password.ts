/**
 * Password hashing with argon2id, by default at the OWASP Password Storage Cheat Sheet's first
 * recommended configuration: m = 19 MiB (19,456 KiB), t = 2, p = 1. The cost comes from the
 * configuration (buildApp applies it); only tests choose a lower one.
 */
import { hash, verify } from '@node-rs/argon2';

/** Argon2id's cost: memory in KiB and the number of passes over it. */
export interface PasswordHashingCost {
  memoryKib: number;
  passes: number;
}

/** The OWASP Password Storage Cheat Sheet's first argon2id configuration (19 MiB, 2 passes). */
export const OWASP_PASSWORD_HASHING_COST: PasswordHashingCost = { memoryKib: 19_456, passes: 2 };

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

let argon2Options = toArgon2Options(OWASP_PASSWORD_HASHING_COST);

/**
 * A hash of a random password at the current cost, verified against when the e-mail is unknown so
 * both cases cost the same; made when the cost is set, so the first such request costs no more.
 */
let unknownAccountHash: Promise<string> | undefined;

function toArgon2Options(cost: PasswordHashingCost) {
  return { algorithm: ARGON2ID, memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 } as const;
}

/** Sets the cost of every hash made from now on in this process (hashes made before still verify). */
export function setPasswordHashingCost(cost: PasswordHashingCost): void {
  argon2Options = toArgon2Options(cost);
  unknownAccountHash = hash(crypto.randomUUID(), argon2Options);
}

/** Hashes a password; returns a PHC string ("$argon2id$v=19$m=19456,t=2,p=1$…" at the default cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * Checks a password against a PHC hash, or against a throw-away hash when `passwordHash` is
 * undefined (unknown account), so timing does not reveal whether an e-mail has an account.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  unknownAccountHash ??= hash(crypto.randomUUID(), argon2Options);
  const isMatch = await verify(passwordHash ?? (await unknownAccountHash), password);
  return passwordHash !== undefined && isMatch;
}
