/**
 * The message rules as a matrix: every standing × every action, spelled out. Messages stay private
 * to their author (docs/product/roles-and-access.md "Messages stay private"): no circle role may
 * take any action; each link only its own.
 */
import { expect, it } from 'vitest';
import { isMessageActionAllowed, MESSAGE_ACTIONS, type MessageStanding } from './message.policy';

const EXPECTED: Record<Exclude<MessageStanding, null> | 'outsider', string[]> = {
  author: [
    'message.read',
    'message.change',
    'message.postpone',
    'message.confirm',
    'message.cancel',
    'message.delete',
    'message.plan.read',
    'message.media.read',
    'message.replies.read',
  ],
  editor: [],
  viewer: [],
  legacy_contact: [],
  recipient: ['message.delivery.read', 'message.media.read', 'message.reply'],
  legacy_grant: ['message.delivery.read', 'message.media.read', 'message.replies.read'],
  'protection.keep': ['message.keep', 'message.plan.read'],
  'protection.postpone': ['message.postpone', 'message.plan.read'],
  'protection.change': ['message.plan.read'],
  still_right_link: ['message.confirm'],
  gentle_link: ['message.pace'],
  outsider: [],
};

it('allows each standing exactly its actions; no circle role reaches a message', () => {
  for (const [standing, allowed] of Object.entries(EXPECTED)) {
    const actual = MESSAGE_ACTIONS.filter((action) =>
      isMessageActionAllowed(standing === 'outsider' ? null : (standing as MessageStanding), action),
    );
    expect({ standing, actions: actual }).toEqual({ standing, actions: allowed });
  }
});
