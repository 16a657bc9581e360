import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('a family recipe');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a family recipe')).toBe(true);
    expect(await verifyPassword(hash, 'a family recipe!')).toBe(false);
  });

  it('never accepts a password for an unknown account', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });
});
