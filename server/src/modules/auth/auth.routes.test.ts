import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@heirloom/common/contracts/auth';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { ERROR_MESSAGES } from '../../plugins/errors';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from './auth.throttle';
import { AUTH_ERRORS, SESSION_LIFETIME_MS } from './auth.service';
import { SESSION_COOKIE_NAME } from './session-cookie';

const device = { browser: 'chrome', mobile: false } as const;
let clockNow = Date.parse('2026-11-21T12:00:00Z');
const testClock = { now: () => new Date(clockNow) };

describeEachDatabase(
  'auth routes',
  (context) => {
    describe('GET /api/csrf-token', () => {
      it('answers a token and sets the signed, HttpOnly secret cookie', async () => {
        const response = await context().app.inject({ method: 'GET', url: '/api/csrf-token' });
        expect(response.statusCode).toBe(200);
        expect(response.json().csrfToken).toMatch(/\S{20,}/);
        const cookie = response.cookies.find((c) => c.name === 'heirloom_csrf');
        expect(cookie?.httpOnly).toBe(true);
        expect(response.headers['cache-control']).toBe('no-store');
      });
    });

    describe('CSRF', () => {
      it('refuses a state-changing call without a token with 403', async () => {
        const client = new TestClient(context().app);
        await client.get('/api/csrf-token');
        const response = await client.post(
          '/api/auth/signup',
          { email: 'nocsrf@example.com', password: 'secret1', ...device },
          { csrf: false },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.csrf });
        const retry = await client.post('/api/auth/signin', {
          username: 'nocsrf@example.com',
          password: 'secret1',
          ...device,
        });
        expect(retry.statusCode).toBe(401); // the account was never created
      });

      it('refuses a token that does not match the secret cookie', async () => {
        const client = new TestClient(context().app);
        const other = new TestClient(context().app);
        const { csrfToken } = (await other.get('/api/csrf-token')).json();
        await client.get('/api/csrf-token');
        const response = await client.request({
          method: 'POST',
          url: '/api/auth/signout',
          headers: { 'x-csrf-token': csrfToken },
          csrf: false,
        });
        expect(response.statusCode).toBe(403);
      });
    });

    describe('POST /api/auth/signup', () => {
      it('creates the account, derives the username and signs in with a safe cookie', async () => {
        const client = new TestClient(context().app);
        const response = await client.post('/api/auth/signup', {
          username: 'ignored',
          email: '  Grandma.Rose@Example.com ',
          password: 'roses are red',
          ...device,
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          username: 'grandma.rose',
          email: 'grandma.rose@example.com',
          role: 'user',
        });
        expect(response.json()).not.toHaveProperty('password_hash');
        const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.secure).toBeFalsy();
        const hint = response.cookies.find((c) => c.name === 'heirloom_signed_in');
        expect(hint).toMatchObject({ value: '1', path: '/' });
        expect(hint?.httpOnly).toBeFalsy(); // readable by the page: it only says a session exists
        const status = await client.get('/api/auth/status');
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({ username: 'grandma.rose', email: 'grandma.rose@example.com' });
      });

      it.each([
        [{ email: 'not-an-email', password: 'secret1' }, AUTH_MESSAGES.invalidEmail],
        [{ email: 'a@example.com', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
        [{ password: 'secret1' }, AUTH_MESSAGES.invalidEmail],
      ])('answers 400 with the documented message for %o', async (payload, message) => {
        const response = await new TestClient(context().app).post('/api/auth/signup', { ...payload, ...device });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      });

      it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
        await buildUser(context().app, { email: 'twice@example.com' });
        const response = await new TestClient(context().app).post('/api/auth/signup', {
          email: 'TWICE@example.com',
          password: 'another secret',
          ...device,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: AUTH_ERRORS.emailTaken });
      });

      it('makes the ADMIN_EMAIL account an admin on the server', async () => {
        const { user } = await buildUser(context().app, { email: 'keeper@example.com' });
        expect(user.role).toBe('admin');
      });
    });

    describe('POST /api/auth/signin', () => {
      it('signs in with the e-mail in `username` and changes the session id', async () => {
        const { user, password, client } = await buildUser(context().app);
        const before = client.cookie(SESSION_COOKIE_NAME);
        const response = await client.post('/api/auth/signin', { username: user.email, password, ...device });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ email: user.email, username: user.username });
        const after = client.cookie(SESSION_COOKIE_NAME);
        expect(after).toBeDefined();
        expect(after).not.toBe(before);
        const stale = await context().app.inject({
          method: 'GET',
          url: '/api/auth/status',
          cookies: { [SESSION_COOKIE_NAME]: before ?? '' },
        });
        expect(stale.statusCode).toBe(401);
      });

      it('gives an unknown e-mail and a wrong password the same answer', async () => {
        const { user } = await buildUser(context().app);
        const wrongPassword = await new TestClient(context().app, '10.0.0.1').post('/api/auth/signin', {
          username: user.email,
          password: 'wrong password',
          ...device,
        });
        const unknownEmail = await new TestClient(context().app, '10.0.0.1').post('/api/auth/signin', {
          username: 'nobody@example.com',
          password: 'wrong password',
          ...device,
        });
        expect(wrongPassword.statusCode).toBe(401);
        expect(unknownEmail.statusCode).toBe(401);
        expect(wrongPassword.json()).toEqual({ message: AUTH_ERRORS.badCredentials });
        expect(unknownEmail.json()).toEqual(wrongPassword.json());
      });

      it('answers 400 "Password is required" for an empty password', async () => {
        const response = await new TestClient(context().app).post('/api/auth/signin', {
          username: 'a@example.com',
          password: '',
          ...device,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordRequired });
      });

      it('throttles an account after repeated failures, even for the right password', async () => {
        const { user, password } = await buildUser(context().app);
        for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
          const client = new TestClient(context().app, `10.1.0.${attempt}`);
          expect(
            (await client.post('/api/auth/signin', { username: user.email, password: 'nope nope', ...device }))
              .statusCode,
          ).toBe(401);
        }
        const blocked = await new TestClient(context().app, '10.1.1.1').post('/api/auth/signin', {
          username: user.email.toUpperCase(),
          password,
          ...device,
        });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toBe(AUTH_ERRORS.tooManyAttempts(15 * 60));
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      });

      it('throttles an address that tries many accounts', async () => {
        const address = '10.2.0.1';
        for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt++) {
          const response = await new TestClient(context().app, address).post('/api/auth/signin', {
            username: `guess${attempt}@example.com`,
            password: 'guess',
            ...device,
          });
          expect(response.statusCode).toBe(401);
        }
        const { user, password } = await buildUser(context().app);
        const blocked = await new TestClient(context().app, address).post('/api/auth/signin', {
          username: user.email,
          password,
          ...device,
        });
        expect(blocked.statusCode).toBe(429);
        const elsewhere = await new TestClient(context().app, '10.2.0.2').post('/api/auth/signin', {
          username: user.email,
          password,
          ...device,
        });
        expect(elsewhere.statusCode).toBe(200);
      });
    });

    describe('sessions', () => {
      it('answers 401 from /api/auth/status for a visitor', async () => {
        const response = await context().app.inject({ method: 'GET', url: '/api/auth/status' });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/sign in/i);
      });

      it('signs out with a JSON content type and no body, and the old token stops working', async () => {
        const { client } = await buildUser(context().app);
        const token = client.cookie(SESSION_COOKIE_NAME);
        const response = await client.request({
          method: 'POST',
          url: '/api/auth/signout',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(200);
        expect(client.cookie(SESSION_COOKIE_NAME)).toBeUndefined();
        expect((await client.get('/api/auth/status')).statusCode).toBe(401);
        const replay = await context().app.inject({
          method: 'GET',
          url: '/api/auth/status',
          cookies: { [SESSION_COOKIE_NAME]: token ?? '' },
        });
        expect(replay.statusCode).toBe(401);
      });

      it('expires a session after its lifetime and renews one past half of it', async () => {
        const { client } = await buildUser(context().app);
        const token = client.cookie(SESSION_COOKIE_NAME);
        clockNow += SESSION_LIFETIME_MS * 0.6;
        const renewed = await client.get('/api/auth/status');
        expect(renewed.statusCode).toBe(200);
        expect(renewed.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe(token);
        clockNow += SESSION_LIFETIME_MS * 0.9; // within the renewed lifetime
        expect((await client.get('/api/auth/status')).statusCode).toBe(200);
        clockNow += SESSION_LIFETIME_MS + 1;
        expect((await client.get('/api/auth/status')).statusCode).toBe(401);
      });
    });

    describe('malformed requests', () => {
      it('answers 400 for a body that is not JSON', async () => {
        const response = await new TestClient(context().app).request({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'content-type': 'application/json' },
          payload: '{"username": "a@example.com",',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.invalidJson });
      });

      it('answers 413 for an oversized body', async () => {
        const response = await new TestClient(context().app).post('/api/auth/signup', {
          email: 'big@example.com',
          password: 'x'.repeat(100 * 1024),
          ...device,
        });
        expect(response.statusCode).toBe(413);
        expect(response.json().message).toMatch(/too large.*64 KB/);
      });

      it('answers 400 for a JSON body that is not an object', async () => {
        const response = await new TestClient(context().app).post('/api/auth/signin', ['a'] as unknown as object);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.notAnObject });
      });

      it('answers a JSON 404 for an unknown /api path', async () => {
        const response = await context().app.inject({ method: 'GET', url: '/api/nothing-here' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
      });
    });
  },
  { config: { adminEmail: 'keeper@example.com' }, clock: testClock },
);

describeEachDatabase(
  'auth cookies in production',
  (context) => {
    it('marks the session and CSRF cookies Secure', async () => {
      const client = new TestClient(context().app);
      const response = await client.post('/api/auth/signup', {
        email: 'secure@example.com',
        password: 'behind tls',
        ...device,
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.secure).toBe(true);
      const csrf = await context().app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(csrf.cookies.find((c) => c.name === 'heirloom_csrf')?.secure).toBe(true);
      expect(csrf.headers['strict-transport-security']).toMatch(/max-age=/);
    });
  },
  { config: { isProduction: true } },
);
