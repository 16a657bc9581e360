/**
 * Administrator setup in production, on both dialects: signing up with ADMIN_EMAIL grants nothing;
 * the role comes only with the one-time token the server logged, only to that account, only once.
 * Outside production ADMIN_EMAIL alone still makes the administrator.
 */
import { expect, it } from 'vitest';
import { ADMIN_CLAIM_MESSAGES } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

const ADMIN_EMAIL = 'keeper@example.com';
const logged: string[] = [];

describeEachDatabase(
  'administrator setup in production',
  (context) => {
    it('grants the role only to ADMIN_EMAIL with the logged token, once', async () => {
      const token = logged.at(-1)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const admin = await buildUser(context().app, { email: ADMIN_EMAIL });
      expect(admin.user.role).toBe('user');
      expect((await admin.client.get('/api/auth/status')).json<User>().role).toBe('user');

      const other = await buildUser(context().app);
      const stolen = await other.client.post('/api/account/admin-claim', { token });
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toEqual({ message: ADMIN_CLAIM_MESSAGES.notTheAdministrator });
      const wrong = await admin.client.post('/api/account/admin-claim', { token: 'not-the-token' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ message: ADMIN_CLAIM_MESSAGES.wrongToken });
      expect((await admin.client.get('/api/auth/status')).json<User>().role).toBe('user');

      const claimed = await admin.client.post('/api/account/admin-claim', { token });
      expect(claimed.statusCode).toBe(200);
      expect((await admin.client.get('/api/auth/status')).json<User>().role).toBe('admin');
      const again = await admin.client.post('/api/account/admin-claim', { token });
      expect(again.statusCode).toBe(403);
    });
  },
  {
    config: { isProduction: true, adminEmail: ADMIN_EMAIL },
    overrides: () => ({ onAdminSetupToken: (token) => void logged.push(token) }),
  },
);

describeEachDatabase(
  'administrator outside production',
  (context) => {
    it('makes the ADMIN_EMAIL account administrator at sign-up', async () => {
      const admin = await buildUser(context().app, { email: ADMIN_EMAIL });
      expect(admin.user.role).toBe('admin');
    });
  },
  { config: { adminEmail: ADMIN_EMAIL } },
);
