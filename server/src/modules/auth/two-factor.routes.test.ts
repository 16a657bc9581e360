/**
 * Two-factor sign-in with TOTP, on SQLite and PostgreSQL: setup with a QR code and a secret sealed
 * at rest, confirmation with a code, ten recovery codes once; sign-in answers 202 and waits five
 * minutes for a code; wrong, reused and expired codes are refused (a reused one said to be used
 * already), wrong and reused ones throttled apart from passwords; turning it off needs the password
 * and a code. Codes are computed with otpauth at the server's clock, as an authenticator app would.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import {
  ACCOUNT_SECURITY_MESSAGES,
  RECOVERY_CODE_COUNT,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@heirloom/common/contracts/account-security';
import type { User } from '@heirloom/common/contracts/auth';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { THROTTLE_WINDOW_SECONDS } from '../../lib/failure-counter';
import { TWO_FACTOR_ACCOUNT_LIMIT } from './auth.throttle';

let now = Date.parse('2027-05-01T09:00:00Z');
const clock = { now: () => new Date(now) };
const device = { browser: 'safari', mobile: true } as const;

/** The code an authenticator app shows for `secret` at the server's time. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: now,
  });
/** A 6-digit code that is not the current one. */
const wrongCodeFor = (secret: string) => String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');

describeEachDatabase(
  'two-factor sign-in',
  (context) => {
    const app = () => context().app;

    /** A user with two-factor on: their secret and recovery codes. */
    async function withTwoFactor(): Promise<BuiltUser & { secret: string; recoveryCodes: string[] }> {
      const built = await buildUser(app());
      const setup = (await built.client.post('/api/account/two-factor/setup')).json<TwoFactorSetup>();
      const enabled = await built.client.post('/api/account/two-factor/enable', { code: codeFor(setup.secret) });
      expect(enabled.statusCode, enabled.body).toBe(200);
      now += 30_000; // the next code: the one used to enable works no more
      return {
        ...built,
        secret: setup.secret,
        recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes,
      };
    }

    /** Signs in with the password from a new client (of its own network address). */
    async function startSignIn(user: BuiltUser, address = '10.20.0.1') {
      const client = new TestClient(app(), address);
      const response = await client.post('/api/auth/signin', {
        username: user.user.email,
        password: user.password,
        ...device,
      });
      return { client, response };
    }

    it('sets up with a QR code and a sealed secret, and turns on with a code and ten recovery codes', async () => {
      const { client, user } = await buildUser(app());
      expect((await client.get('/api/account/two-factor')).json()).toEqual({
        isEnabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });
      const early = await client.post('/api/account/two-factor/enable', { code: '123456' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.notSetUp });

      const setup = (await client.post('/api/account/two-factor/setup')).json<TwoFactorSetup>();
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      const address = new URL(setup.otpauthUrl);
      expect(`${address.protocol}//${address.host}`).toBe('otpauth://totp');
      expect(decodeURIComponent(address.pathname)).toBe(`/Heirloom:${user.email}`);
      expect(address.searchParams.get('secret')).toBe(setup.secret);
      expect(address.searchParams.get('issuer')).toBe('Heirloom');
      expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      const stored = await context()
        .db.selectFrom('two_factor_credentials')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.secret_sealed.startsWith('age1:')).toBe(true);
      expect(stored.secret_sealed).not.toContain(setup.secret);
      expect(stored.enabled_at).toBeNull();

      const wrong = await client.post('/api/account/two-factor/enable', { code: wrongCodeFor(setup.secret) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongSetupCode });
      const enabled = await client.post('/api/account/two-factor/enable', { code: codeFor(setup.secret) });
      expect(enabled.statusCode).toBe(200);
      const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
      const hashes = await context()
        .db.selectFrom('two_factor_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(hashes.map((row) => row.code_hash).some((hash) => recoveryCodes.includes(hash))).toBe(false);
      expect((await client.get('/api/account/two-factor')).json<TwoFactorStatus>()).toMatchObject({
        isEnabled: true,
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });
      const again = await client.post('/api/account/two-factor/setup');
      expect(again.statusCode).toBe(409);
    });

    it('asks for a code after the password and signs in with it once; a wrong or reused code is refused', async () => {
      const owner = await withTwoFactor();
      const { client, response } = await startSignIn(owner);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ twoFactorRequired: true, message: ACCOUNT_SECURITY_MESSAGES.codeStepNeeded });
      expect(client.cookie('heirloom_session')).toBeUndefined();
      expect((await client.get('/api/auth/status')).statusCode).toBe(401);

      const wrong = await client.post('/api/auth/signin/two-factor', { code: wrongCodeFor(owner.secret) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongCode });
      const code = codeFor(owner.secret);
      const done = await client.post('/api/auth/signin/two-factor', { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<User>().email).toBe(owner.user.email);
      expect((await client.get('/api/auth/status')).json<User>().id).toBe(owner.user.id);
      // The challenge is spent, and the same code does not open a second sign-in.
      expect((await client.post('/api/auth/signin/two-factor', { code })).statusCode).toBe(404);
      const second = await startSignIn(owner);
      const reused = await second.client.post('/api/auth/signin/two-factor', { code });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.codeReused });
      // The device of the password step is the session's.
      const devices = (await client.get('/api/account/sessions')).json<{ browser: string; isMobile: boolean }[]>();
      expect(devices.find((listed) => listed.browser === 'safari')?.isMobile).toBe(true);
    });

    it('takes each recovery code once', async () => {
      const owner = await withTwoFactor();
      const [recoveryCode] = owner.recoveryCodes;
      const first = await startSignIn(owner);
      const signedIn = await first.client.post('/api/auth/signin/two-factor', { code: recoveryCode!.toUpperCase() });
      expect(signedIn.statusCode).toBe(200);
      const second = await startSignIn(owner);
      const reused = await second.client.post('/api/auth/signin/two-factor', { code: recoveryCode });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongCode });
      const status = (await owner.client.get('/api/account/two-factor')).json<TwoFactorStatus>();
      expect(status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    });

    it('lets the half sign-in expire after five minutes, and knows no sign-in without its cookie', async () => {
      const owner = await withTwoFactor();
      const { client } = await startSignIn(owner);
      now += 5 * 60_000 + 1000;
      const late = await client.post('/api/auth/signin/two-factor', { code: codeFor(owner.secret) });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.challengeExpired });
      expect((await client.get('/api/auth/status')).statusCode).toBe(401);
      const stranger = new TestClient(app(), '10.20.9.9');
      const missing = await stranger.post('/api/auth/signin/two-factor', { code: codeFor(owner.secret) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.challengeMissing });
      // An abandoned half sign-in is dropped when the next one starts after it expired.
      await startSignIn(owner, '10.20.0.2');
      now += 6 * 60_000;
      await startSignIn(owner, '10.20.0.3');
      const waiting = await context()
        .db.selectFrom('two_factor_challenges')
        .select('expires_at')
        .where('user_id', '=', owner.user.id)
        .execute();
      expect(waiting).toEqual([{ expires_at: new Date(now + 5 * 60_000).toISOString() }]);
    });

    it('throttles wrong codes per account, and the right password does not reset the count', async () => {
      const owner = await withTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ACCOUNT_LIMIT; attempt++) {
        const { client } = await startSignIn(owner, `10.21.0.${attempt}`);
        const wrong = await client.post('/api/auth/signin/two-factor', { code: wrongCodeFor(owner.secret) });
        expect(wrong.statusCode).toBe(401);
      }
      const { client, response } = await startSignIn(owner, '10.21.1.1');
      expect(response.statusCode).toBe(202);
      const blocked = await client.post('/api/auth/signin/two-factor', { code: codeFor(owner.secret) });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.tooManyAttempts(THROTTLE_WINDOW_SECONDS) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await client.get('/api/auth/status')).statusCode).toBe(401);
    });

    it('counts a reused code against the throttle like a wrong one', async () => {
      const owner = await withTwoFactor();
      const code = codeFor(owner.secret);
      const first = await startSignIn(owner, '10.22.0.1');
      expect((await first.client.post('/api/auth/signin/two-factor', { code })).statusCode).toBe(200);
      for (let attempt = 0; attempt < TWO_FACTOR_ACCOUNT_LIMIT; attempt++) {
        const { client } = await startSignIn(owner, `10.22.1.${attempt}`);
        const reused = await client.post('/api/auth/signin/two-factor', { code });
        expect(reused.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.codeReused });
      }
      now += 30_000;
      const { client } = await startSignIn(owner, '10.22.2.1');
      const blocked = await client.post('/api/auth/signin/two-factor', { code: codeFor(owner.secret) });
      expect(blocked.statusCode).toBe(429);
    });

    it('turns off only with the password and a current code; then the password alone signs in', async () => {
      const owner = await withTwoFactor();
      const code = codeFor(owner.secret);
      const wrongPassword = await owner.client.post('/api/account/two-factor/disable', { password: 'nope', code });
      expect(wrongPassword.statusCode).toBe(403);
      expect(wrongPassword.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongPassword });
      const wrongCode = await owner.client.post('/api/account/two-factor/disable', {
        password: owner.password,
        code: wrongCodeFor(owner.secret),
      });
      expect(wrongCode.statusCode).toBe(403);
      expect(wrongCode.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongCode });
      const off = await owner.client.post('/api/account/two-factor/disable', { password: owner.password, code });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.disabled });
      expect((await owner.client.get('/api/account/two-factor')).json<TwoFactorStatus>().isEnabled).toBe(false);
      const { response } = await startSignIn(owner, '10.22.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().id).toBe(owner.user.id);
    });
  },
  { clock },
);
