import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, OWASP_PASSWORD_HASHING_COST, setPasswordHashingCost, verifyPassword } from './password';

describe('password hashing', () => {
  // The cost is the process's: an app built earlier in the same worker may have set another.
  beforeEach(() => setPasswordHashingCost(OWASP_PASSWORD_HASHING_COST));

  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('a family recipe');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a family recipe')).toBe(true);
    expect(await verifyPassword(hash, 'a family recipe!')).toBe(false);
  });

  it('hashes at a cost set later, and still verifies the hashes made before', async () => {
    const before = await hashPassword('a family recipe');
    setPasswordHashingCost({ memoryKib: 64, passes: 1 });
    try {
      const after = await hashPassword('a family recipe');
      expect(after).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      expect(await verifyPassword(after, 'a family recipe')).toBe(true);
      expect(await verifyPassword(before, 'a family recipe')).toBe(true);
      expect(await verifyPassword(undefined, 'a family recipe')).toBe(false);
    } finally {
      setPasswordHashingCost(OWASP_PASSWORD_HASHING_COST);
    }
  });

  it('never accepts a password for an unknown account', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });
});
