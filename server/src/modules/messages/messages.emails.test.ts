/**
 * Where a message's e-mails tell people to report a mistake: the support address when SUPPORT_EMAIL
 * is set; on a default install without it, no e-mail points at the contact form, which then refuses
 * every message (modules/contact). The delivery e-mail's words follow the author's state
 * (docs/product/messages-and-delivery.md "Delivery to recipients").
 */
import { expect, it } from 'vitest';
import { composeCheckEmail, composeDeliveryEmail, composeReminderEmail } from './messages.emails';

const delivery = {
  authorName: 'Rose',
  isAuthorLiving: true,
  recipientName: 'Ben',
  title: 'For your wedding',
  occasion: 'wedding' as const,
  recordedAt: '2026-11-01T10:00:00Z',
  timeZone: 'Europe/London',
  kind: 'letter' as const,
  link: 'https://heirloom.example/m/abc',
};
const protection = {
  ownerName: 'Rose',
  title: 'For your wedding',
  deliverAt: '2027-06-10T08:00:00Z',
  timeZone: 'Europe/London',
  recipientNames: ['Ben'],
  links: { keep: 'https://k.example', postpone: 'https://p.example', change: 'https://c.example' },
  now: new Date('2027-06-08T08:00:00Z'),
};
const compose = (supportEmail?: string) => {
  const settings = { productName: 'Heirloom', publicUrl: 'https://heirloom.example', supportEmail };
  return [
    composeDeliveryEmail(settings, delivery),
    composeReminderEmail(settings, protection),
    composeCheckEmail(settings, protection),
  ];
};

it('names the support address when there is one', () => {
  for (const email of compose('help@heirloom.example')) {
    expect(email.text).toContain('Tell us at help@heirloom.example');
    expect(email.html).toContain('help@heirloom.example');
  }
});

it('sends nobody to the contact form without a support address', () => {
  for (const email of compose(undefined)) {
    expect(email.text).not.toContain('/contact');
    expect(email.html).not.toContain('/contact');
    expect(email.text).not.toContain('Tell us at');
  }
});

it('says a living author sent the message, and never that it was kept safe for them', () => {
  const settings = { productName: 'Heirloom', publicUrl: 'https://heirloom.example' };
  const email = composeDeliveryEmail(settings, delivery);
  expect(email.subject).toBe('Rose sent you a letter: “For your wedding”');
  expect(email.text).toContain('Rose sent you a letter for a wedding, written on November 1, 2026 to reach you today.');
  expect(email.text).not.toMatch(/left you|kept safe/);
  const voice = composeDeliveryEmail(settings, { ...delivery, kind: 'voice', occasion: 'other' });
  expect(voice.text).toContain('Rose sent you a voice message, recorded on November 1, 2026 to reach you today.');
});

it('says an author who has died left the message, kept safe until today', () => {
  const settings = { productName: 'Heirloom', publicUrl: 'https://heirloom.example' };
  const email = composeDeliveryEmail(settings, { ...delivery, isAuthorLiving: false });
  expect(email.subject).toBe('Rose left you a letter: “For your wedding”');
  expect(email.text).toContain(
    'Rose left you a letter for a wedding, prepared on November 1, 2026 and kept safe until today.',
  );
  expect(email.text).not.toContain('sent you');
});
