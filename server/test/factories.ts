/** Test data made through the public API, as a user would make it (Outline-style factories). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { User } from '@heirloom/common/contracts/auth';
import { TestClient } from './test-app';

export interface BuiltUser {
  user: User;
  password: string;
  /** A client signed in as this user. */
  client: TestClient;
}

/** Signs up a new user (unique e-mail unless given) and returns a signed-in client. */
export async function buildUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<BuiltUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const client = new TestClient(app);
  const response = await client.post('/api/auth/signup', {
    username: email.split('@')[0],
    email,
    password,
    browser: 'chrome',
    mobile: false,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { user: response.json<User>(), password, client };
}
