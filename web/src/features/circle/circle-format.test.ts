import { describe, expect, it } from 'vitest';
import { ROLE_DESCRIPTIONS } from '@heirloom/common/contracts/circle';
import { roleCanSee, roleCanSeeAsMember, roleLabel, withArticle } from './circle-format';

describe('circle words', () => {
  it('names every role, the owner included, with the right article', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('legacy_contact')).toBe('Legacy contact');
    expect(withArticle('editor')).toBe('an editor');
    expect(withArticle('viewer')).toBe('a viewer');
    expect(withArticle('legacy_contact')).toBe('a legacy contact');
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
});
