/**
 * Sign-up answers are throttled per e-mail address and per network address (refused sign-ups, as
 * sign-in counts failed sign-ins: a refusal tells that the address has an account), and the
 * password check of account deletion is throttled per user — 429 with Retry-After, counted in the
 * database.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { ACCOUNT_MESSAGES } from './account-deletion.service';
import { AUTH_ERRORS } from './auth.service';
import { DELETION_FAILURE_LIMIT, SIGN_UP_ADDRESS_CONFLICT_LIMIT, SIGN_UP_EMAIL_CONFLICT_LIMIT } from './auth.throttle';
import { THROTTLE_WINDOW_SECONDS } from '../../lib/failure-counter';

const device = { browser: 'chrome', mobile: false } as const;
const signUp = (client: TestClient, email: string) =>
  client.post('/api/auth/signup', { email, password: 'secret12', ...device });

describeEachDatabase('sign-up and account-deletion throttles', (context) => {
  it('throttles repeated sign-ups for an e-mail that has an account, from any network', async () => {
    const { user } = await buildUser(context().app);
    for (let attempt = 0; attempt < SIGN_UP_EMAIL_CONFLICT_LIMIT; attempt++) {
      const response = await signUp(new TestClient(context().app, `10.5.0.${attempt}`), user.email);
      expect(response.statusCode).toBe(409);
    }
    const blocked = await signUp(new TestClient(context().app, '10.5.1.1'), user.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_ERRORS.tooManySignUps(THROTTLE_WINDOW_SECONDS) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another e-mail from another network still signs up.
    expect((await signUp(new TestClient(context().app, '10.5.1.2'), 'fresh-one@example.com')).statusCode).toBe(201);
  });

  it('throttles a network that keeps finding taken e-mails, and only that network', async () => {
    const address = '10.6.0.1';
    const taken: string[] = [];
    for (let index = 0; index < SIGN_UP_ADDRESS_CONFLICT_LIMIT; index++) {
      taken.push((await buildUser(context().app)).user.email);
    }
    for (const email of taken) {
      expect((await signUp(new TestClient(context().app, address), email)).statusCode).toBe(409);
    }
    const blocked = await signUp(new TestClient(context().app, address), 'new-person@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await signUp(new TestClient(context().app, '10.6.0.2'), 'new-person@example.com');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts the longest e-mails too (254 characters) instead of failing', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const client = new TestClient(context().app, '10.7.0.1');
    expect((await signUp(client, email)).statusCode).toBe(201);
    expect((await signUp(client, email)).statusCode).toBe(409);
    const signIn = await client.post('/api/auth/signin', { username: email, password: 'wrong one', ...device });
    expect(signIn.statusCode).toBe(401);
  });

  it('throttles wrong passwords when deleting an account, even for the right password', async () => {
    const leaving = await buildUser(context().app);
    for (let attempt = 0; attempt < DELETION_FAILURE_LIMIT; attempt++) {
      const refused = await leaving.client.post('/api/account/delete', { password: `guess ${attempt}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword });
    }
    const blocked = await leaving.client.post('/api/account/delete', { password: leaving.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts(THROTTLE_WINDOW_SECONDS) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Nothing was deleted, and another user is not affected.
    expect((await leaving.client.get('/api/auth/status')).statusCode).toBe(200);
    const other = await buildUser(context().app);
    expect((await other.client.post('/api/account/delete', { password: other.password })).statusCode).toBe(200);
  });
});
