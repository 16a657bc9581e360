/**
 * At most 10 legacy contacts (docs/product/legacy-release.md "Legacy contacts"), enforced by the
 * circle itself on SQLite and PostgreSQL: pending invitations to the role count, an 11th invitation
 * or role change is refused with a clear 409, and withdrawing one makes room again.
 */
import { describe, expect, it } from 'vitest';
import type { CircleOverview, Invitation } from '@heirloom/common/contracts/circle';
import { MAX_LEGACY_CONTACTS } from '@heirloom/common/domain/legacy-release';
import { buildUser, joinCircle } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

describe('legacy-contact limit', () => {
  describeEachDatabase('the circle keeps legacy contacts to ten', (context) => {
    it('refuses an 11th legacy contact by invitation or role change until one leaves the role', async () => {
      const app = context().app;
      const owner = await buildUser(app);
      const relative = await buildUser(app);
      await joinCircle(owner, relative, 'viewer', 'Vi');
      const invite = (index: number, role = 'legacy_contact') =>
        owner.client.post('/api/circle/invitations', {
          name: `Contact ${index}`,
          email: `contact-${index}@example.com`,
          role,
        });
      const invitations: Invitation[] = [];
      for (let index = 1; index <= MAX_LEGACY_CONTACTS; index++) {
        const response = await invite(index);
        expect(response.statusCode, response.body).toBe(201);
        invitations.push(response.json<Invitation>());
      }
      const eleventh = await invite(11);
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json<{ message: string }>().message).toMatch(/10 legacy contacts/);
      expect((await invite(12, 'viewer')).statusCode).toBe(201);

      const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
      const membership = circle.members.find((member) => member.userId === relative.user.id)!;
      const promote = () =>
        owner.client.request({
          method: 'PATCH',
          url: `/api/circle/members/${membership.id}`,
          payload: { role: 'legacy_contact' },
        });
      expect((await promote()).statusCode).toBe(409);
      expect((await owner.client.post(`/api/circle/invitations/${invitations[0]!.id}/withdraw`, {})).statusCode).toBe(
        200,
      );
      expect((await promote()).statusCode).toBe(200);
      expect((await invite(13)).statusCode).toBe(409);
    });
  });
});
