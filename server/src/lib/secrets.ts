/**
 * Secrets the server needs but the operator did not give: generated once with a CSPRNG and kept in
 * `DATA_DIR/secrets.json` (mode 0600), so sessions, signed links and stored media survive restarts.
 * Losing MASTER_KEY makes every stored file unreadable: back it up with the database.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { bech32 } from '@scure/base';

/** Names of the generated secrets and the environment variable that overrides each. */
export const SECRET_NAMES = ['COOKIE_SECRET', 'LINK_SECRET', 'MASTER_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

/**
 * A new value for a secret: 256 random bits; MASTER_KEY is an age X25519 identity
 * ("AGE-SECRET-KEY-1…", Bech32 of 32 random bytes per https://age-encryption.org/v1), the key that
 * wraps every user's data key (storage/keyring.ts).
 */
function generateSecret(name: SecretName): string {
  if (name === 'MASTER_KEY') return bech32.encodeFromBytes('AGE-SECRET-KEY-', randomBytes(32)).toUpperCase();
  return randomBytes(32).toString('base64url');
}

/**
 * Returns every secret: the given value when set, otherwise the one kept in `dataDir`, otherwise a
 * new 256-bit random value that is then kept.
 * @throws Error naming each missing secret when `isProduction` (production never invents secrets)
 */
export function loadOrCreateSecrets(dataDir: string, given: Partial<Secrets>, isProduction: boolean): Secrets {
  const missing = SECRET_NAMES.filter((name) => !given[name]);
  if (missing.length === 0) return given as Secrets;
  if (isProduction) {
    throw new Error(
      `Missing secret${missing.length > 1 ? 's' : ''} in production: ${missing.join(', ')}. ` +
        'Set each to a random value of at least 32 characters (for example: openssl rand -base64 32).',
    );
  }
  const file = path.join(dataDir, 'secrets.json');
  const kept: Partial<Secrets> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  let changed = false;
  for (const name of missing) {
    if (!kept[name]) {
      kept[name] = generateSecret(name);
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...kept, ...Object.fromEntries(Object.entries(given).filter(([, value]) => value)) } as Secrets;
}
