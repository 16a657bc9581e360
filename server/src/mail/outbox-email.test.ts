import { describe, expect, it } from 'vitest';
import { outboxEmail } from './outbox.repository';

const content = { subject: 'Your message goes out in two days', text: 'Hello Rose', html: '<p>Hello Rose</p>' };

describe('outboxEmail', () => {
  it('maps an optional e-mail of a message onto its outbox row', () => {
    expect(
      outboxEmail({
        id: 'opened:recipient-1',
        messageId: 'message-1',
        kind: 'opened',
        to: { email: 'rose@example.com', name: 'Rose' },
        content,
        unsubscribeUrl: 'https://family.example/api/notifications/unsubscribe/token',
        at: '2027-05-01T08:00:00.000Z',
      }),
    ).toEqual({
      id: 'opened:recipient-1',
      message_id: 'message-1',
      kind: 'opened',
      recipient_address: 'rose@example.com',
      recipient_name: 'Rose',
      subject: 'Your message goes out in two days',
      text_body: 'Hello Rose',
      html_body: '<p>Hello Rose</p>',
      unsubscribe_url: 'https://family.example/api/notifications/unsubscribe/token',
      created_at: '2027-05-01T08:00:00.000Z',
    });
  });

  it('leaves the message and the unsubscribe link null when left out', () => {
    expect(
      outboxEmail({
        id: 'export-ready:export-1',
        kind: 'export-ready',
        to: { email: 'rose@example.com', name: 'Rose' },
        content,
        at: '2027-05-01T08:00:00.000Z',
      }),
    ).toEqual({
      id: 'export-ready:export-1',
      message_id: null,
      kind: 'export-ready',
      recipient_address: 'rose@example.com',
      recipient_name: 'Rose',
      subject: 'Your message goes out in two days',
      text_body: 'Hello Rose',
      html_body: '<p>Hello Rose</p>',
      unsubscribe_url: null,
      created_at: '2027-05-01T08:00:00.000Z',
    });
  });
});
