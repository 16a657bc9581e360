/**
 * The invitation e-mail speaks to the invitee about the inviter's circle, per role
 * (docs/product/roles-and-access.md "Family circle").
 */
import { expect, it } from 'vitest';
import { CIRCLE_ROLES } from '@heirloom/common/contracts/circle';
import { composeInvitationEmail } from './circle.emails';

const settings = { productName: 'Heirloom', publicUrl: 'https://heirloom.example' };

it('names the inviter, the role and what it means for the invitee, with the link', () => {
  for (const role of CIRCLE_ROLES) {
    const mail = composeInvitationEmail(settings, {
      ownerName: 'Grandpa Joe',
      inviteeName: 'Anna',
      role,
      link: 'https://heirloom.example/family-invitations?token=abc',
    });
    expect(mail.subject).toBe('Grandpa Joe invites you to their family circle on Heirloom');
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.text).toContain('https://heirloom.example/family-invitations?token=abc');
    expect(mail.text).toContain('works once and for 14 days');
    expect(mail.text).not.toMatch(/what you share|your death/);
  }
  const legacy = composeInvitationEmail(settings, {
    ownerName: 'Grandpa Joe',
    inviteeName: 'Anna',
    role: 'legacy_contact',
    link: 'x',
  });
  expect(legacy.text).toContain('as a legacy contact');
  expect(legacy.text).toContain("after Grandpa Joe's death");
});
