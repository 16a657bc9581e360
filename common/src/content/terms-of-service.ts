/**
 * The Terms of Service shown at /terms-of-service, last updated December 17, 2024
 * (docs/product/pages-and-routes.md "Legal pages": recipients consent to future messages, scheduled
 * messages can be modified or cancelled at any time, delivery is best-effort, no fees shown). What
 * they say about how the service works matches the code: delivery protection (common/src/domain/
 * delivery-protection.ts), family roles, share links. `{product}` is the configured product name.
 */
import type { LegalDocument } from './legal-document';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '2024-12-17',
  effectiveLabel: 'December 17, 2024',
  summary:
    'The agreement between you and {product}: what we do for you, what we ask of you, and the limits of what any service can promise about the future.',
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        '{product} lets you record, upload or write messages and have them delivered by e-mail to the people you name, on the dates you choose, and keep your family’s photos, videos, voices and documents. By creating an account you accept these terms and our Privacy Policy.',
        'You must be at least 13 years old to create an account, and old enough to agree to these terms where you live.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it.',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'What you record, write and upload stays yours. You give us only the permission we need to store it, make previews and transcripts of it, and deliver or show it to the people you choose.',
        'Upload only what you have the right to share, and nothing unlawful, hateful or meant to harm the people who will receive it.',
      ],
    },
    {
      id: 'recipients-consent',
      heading: 'Recipients and their consent',
      paragraphs: [
        'A future message is delivered to a real person’s e-mail address. You confirm that each recipient has agreed, or would agree, to receive messages from you, and that you may give us their name and e-mail address for that purpose. A recipient can tell us at any time that they do not want to receive messages, and we will respect it.',
      ],
    },
    {
      id: 'scheduled-messages',
      heading: 'Changing or cancelling scheduled messages',
      paragraphs: [
        'You can modify, postpone or cancel a scheduled message at any time before it is delivered. Two days before delivery we e-mail you a reminder, and the day before an "are you still here" e-mail; if you do not answer, the message is delivered as you left it.',
      ],
    },
    {
      id: 'best-effort-delivery',
      heading: 'Delivery is best-effort',
      paragraphs: [
        'We work hard to deliver every message on its day, and our scheduler is built so that a server restart never loses a message. Still, e-mail passes through systems we do not control: an address may stop working, a provider may refuse or misfile a message, and the future holds events nobody can foresee. We therefore deliver on a best-effort basis and cannot guarantee that a message reaches its recipient on a given day or at all.',
        'Keep copies of anything irreplaceable, and keep your recipients’ addresses up to date.',
      ],
    },
    {
      id: 'family-roles',
      heading: 'Family circles and sharing',
      paragraphs: [
        'When you invite relatives to your family circle, you choose their role (editor, viewer or legacy contact) and what you share with them. You can change a role or remove someone at any time, and revoke any share link. Members are responsible for what they add.',
      ],
    },
    {
      id: 'plans',
      heading: 'Plans and fees',
      paragraphs: [
        'Free Forever costs nothing. The prices of paid plans are shown on the pricing page. Checkout runs in test mode for now: no card is charged and no fee is due under these terms. Before you are ever charged, the price and how to cancel will be shown to you and you will have to agree to them.',
      ],
    },
    {
      id: 'ending',
      heading: 'Ending your account',
      paragraphs: [
        'You can delete your account at any time in Settings; everything in it is deleted at once, as our Privacy Policy describes, and scheduled messages are no longer delivered. We may suspend an account that breaks these terms, and will tell you why.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'We provide the service with care but “as is”. To the extent the law allows, we are not liable for indirect losses, or for a message that could not be delivered for reasons outside our control. Nothing in these terms limits rights the law gives you that cannot be limited.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We date every version. If we change these terms in a way that matters to you, we will tell you before the change takes effect; if you do not agree, you can delete your account.',
      ],
    },
  ],
};
