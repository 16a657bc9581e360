/** The circle's rules as a matrix: every standing × every action, spelled out. */
import { expect, it } from 'vitest';
import { CIRCLE_ACTIONS, isAllowed, type CircleStanding } from './circle.policy';

const EXPECTED: Record<Exclude<CircleStanding, null> | 'outsider', string[]> = {
  owner: ['circle.manage', 'circle.view', 'circle.shared.read', 'circle.shared.write'],
  editor: ['circle.view', 'circle.leave', 'circle.shared.read', 'circle.shared.write'],
  viewer: ['circle.view', 'circle.leave', 'circle.shared.read'],
  legacy_contact: ['circle.view', 'circle.leave'],
  outsider: [],
};

it('allows each standing exactly its actions; a legacy contact sees nothing shared before a release', () => {
  for (const [standing, allowed] of Object.entries(EXPECTED)) {
    const actual = CIRCLE_ACTIONS.filter((action) =>
      isAllowed(standing === 'outsider' ? null : (standing as CircleStanding), action),
    );
    expect({ standing, actions: actual }).toEqual({ standing, actions: allowed });
  }
});
