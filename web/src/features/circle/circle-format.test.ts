import { describe, expect, it } from 'vitest';
import { ROLE_DESCRIPTIONS } from '@heirloom/common/contracts/circle';
import {
  invitationToInvitee,
  roleCanSee,
  roleCanSeeAsMember,
  roleLabel,
  roleLabels,
  rolesWithArticles,
  withArticle,
} from './circle-format';

describe('circle words', () => {
  it('names every role, the owner included, with the right article', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('legacy_contact')).toBe('Legacy contact');
    expect(withArticle('editor')).toBe('an editor');
    expect(withArticle('viewer')).toBe('a viewer');
    expect(withArticle('legacy_contact')).toBe('a legacy contact');
  });

  it('names both roles of an editor who is a legacy contact too, and what each lets them see', () => {
    expect(roleLabels('editor', true)).toEqual(['Editor', 'Legacy contact']);
    expect(roleLabel('editor', true)).toBe('Editor and legacy contact');
    expect(roleLabel('legacy_contact', true)).toBe('Legacy contact');
    expect(rolesWithArticles('editor')).toBe('an editor');
    expect(rolesWithArticles('viewer', true)).toBe('a viewer and a legacy contact');
    const canSee = roleCanSeeAsMember('editor', 'Grandpa Joe', true);
    expect(canSee).toContain(ROLE_DESCRIPTIONS.editor.canSee.replace('what you share', 'what Grandpa Joe shares'));
    expect(canSee).toContain("after Grandpa Joe's death");
    expect(canSee).not.toMatch(/\byour?\b/i);
  });

  it('tells the owner what a role sees in the contract words', () => {
    expect(roleCanSee('viewer')).toBe(ROLE_DESCRIPTIONS.viewer.canSee);
  });

  it('tells a member what their role sees in terms of the owner', () => {
    expect(roleCanSeeAsMember('viewer', 'Grandpa Joe')).toBe(
      'Sees what Grandpa Joe shares with the circle. Cannot change anything.',
    );
    expect(roleCanSeeAsMember('legacy_contact', 'Grandpa Joe')).toContain("after Grandpa Joe's death");
    for (const role of ['editor', 'viewer', 'legacy_contact'] as const) {
      expect(roleCanSeeAsMember(role, 'Joe')).not.toMatch(/\byour?\b/i);
    }
  });

  it("speaks to the invitee in the owner's name, as what they will be able to do", () => {
    expect(invitationToInvitee('editor', 'Anna')).toEqual({
      heading: 'Anna invites you to join the family circle',
      role: 'As an editor you can see what Anna shares with the family and add your own photos and memories.',
    });
    expect(invitationToInvitee('viewer', 'Anna').role).toBe(
      'As a viewer you can see what Anna shares with the family.',
    );
    expect(invitationToInvitee('legacy_contact', 'Anna').role).toBe(
      "As a legacy contact you see nothing for now: you receive what Anna leaves you only when a release after Anna's death grants it.",
    );
  });
});
