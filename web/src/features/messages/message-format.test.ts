import { expect, it } from 'vitest';
import { describeDelivery } from './message-format';

const maya = { name: 'Maya', deliveredAt: '2027-05-04T09:01:00.000Z', openedAt: null };

it('says whether a delivered message was opened, and that a refused one did not arrive', () => {
  expect(describeDelivery({ ...maya, deliveredAt: null }, 'UTC')).toBeNull();
  expect(describeDelivery(maya, 'UTC')).toBe('Delivered to Maya on May 4; not opened yet');
  expect(describeDelivery({ ...maya, openedAt: '2027-05-05T08:00:00.000Z' }, 'UTC')).toBe(
    'Delivered to Maya on May 4; opened May 5',
  );
  expect(describeDelivery(maya, 'UTC', true)).toBe(
    "Sent on May 4, but Maya's mail server refused it: it did not arrive",
  );
});
