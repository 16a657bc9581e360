/**
 * Password hashes are stored at the configured argon2id cost, on both dialects: the configuration
 * read from the environment gives OWASP's (19 MiB, t = 2), the test configuration argon2id's
 * smallest; a hash made at either cost verifies at sign-in.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildUser } from './factories';
import { describeEachDatabase, TestClient, type TestAppContext } from './test-app';

const productionCost = loadConfig({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'heirloom-config-')),
}).passwordHashing;

/** Signs a user up and back in; returns the password hash stored for them. */
async function signUpAndReadHash({ app, db }: TestAppContext): Promise<string> {
  const { user, password } = await buildUser(app);
  const signedIn = await new TestClient(app).post('/api/auth/signin', {
    username: user.email,
    password,
    browser: 'chrome',
    mobile: false,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  return row.password_hash;
}

describeEachDatabase(
  'password hashes at the cost of the environment’s configuration',
  (context) => {
    it('are stored with OWASP’s argon2id parameters', async () => {
      expect(await signUpAndReadHash(context())).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });
  },
  { config: { passwordHashing: productionCost } },
);

describeEachDatabase('password hashes in tests', (context) => {
  it('are stored at argon2id’s smallest cost', async () => {
    expect(await signUpAndReadHash(context())).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });
});
