/**
 * The privacy policy (docs/product/pages-and-routes.md "Legal pages";
 * docs/product/marketing-and-figures.md "Security claims"): the detailed version of July 18, 2025
 * that /privacy-policy and /privacy show, and the simple version of December 17, 2024 kept as
 * "previous version". Every statement about security and data describes the code as it is
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md, storage/, config.ts); paragraphs
 * that name a claim are checked by server/test/privacy-claims.test.ts. The list of what is sealed
 * and what stays readable is sealed-data.ts (SEALED_DATA), which the page shows under "How we
 * protect your data". `{product}` is the configured product name.
 */
import { DATA_RETENTION_DAYS_AFTER_CANCEL } from '../contracts/billing';
import { TRASH_RETENTION_DAYS } from '../contracts/vault';
import type { LegalDocument } from './legal-document';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2025-07-18',
  effectiveLabel: 'July 18, 2025',
  summary:
    'We keep your family’s memories to pass them on, not to sell them. This policy says exactly what we collect, how it is protected, where it lives, who can see it and how it is deleted — including what is not encrypted.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        '{product} keeps voice messages, letters, photos and family memories, and delivers messages to the people you name on the day you choose. The operator of this site, named at the foot of every page, is responsible for your data under this policy.',
        'For any question about your data, write to us through the contact page; a person answers.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['Only what the service needs:'],
      points: [
        'Your account: your e-mail address, a name or username, and your password.',
        'What you create: messages (recordings, videos and letters) with their titles, occasions and dates; the names and e-mail addresses of their recipients; memories in your vault with their titles, descriptions, people and tags; your family circle’s names, e-mail addresses and roles; your family tree; and your legacy plan (your legacy contacts, your check-in settings and your last wishes).',
        'What the site needs to run: a session cookie while you are signed in, the network address of each request (to slow down abuse), and a random number per open browser tab for the live visitor counter, forgotten within minutes.',
        'Visits to our public pages, counted by this site alone, without cookies: each day, your network address and your browser’s name and version (its User-Agent) are turned into a salted hash that changes every day, so we can count how many people came without knowing who; the day’s hashes and salt are deleted once the day is over, and only the day’s totals per page are kept. If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.',
        'What you send us: the name, e-mail address and message of the contact form, and your e-mail address if you subscribe to the blog’s newsletter (only after you confirm it).',
      ],
    },
    {
      id: 'how-we-protect-it',
      heading: 'How we protect your data',
      paragraphs: [
        {
          claim: 'files-encrypted',
          text: 'Every file you upload — photos, videos, voice recordings and documents, the previews we make of them and the playable copies of videos — is encrypted before it is stored, in the open age format (X25519 key agreement and ChaCha20-Poly1305, both with 256-bit keys). Files are encrypted in segments of 8 MiB, so that a video can be played from any point without decrypting all of it.',
        },
        {
          claim: 'per-user-keys',
          text: 'Each account has its own key. It is created the first time you store something with it, and kept only encrypted to the site’s master key, which the operator keeps outside the database.',
        },
        {
          claim: 'letters-storage',
          text: 'The text of your written letters is sealed the same way, with your key: our server opens a letter only to show it to you and, once it is delivered, to its recipients.',
        },
        'This is encryption at rest, not end-to-end encryption: our server holds the keys, because it must be able to deliver your messages on the day — even years from now, even after your death — when nobody is there to unlock them. We would rather say so than claim more.',
        'Some data is not encrypted with your key, because the service needs to read it; the list below says exactly what.',
        'Connections to this site are protected with TLS (https), which whoever runs the site sets up; in production, browsers are told to use https only.',
        {
          claim: 'passwords-argon2id',
          text: 'Your password is stored only as an Argon2id hash, from which it cannot be read back. Repeated wrong passwords are slowed down.',
        },
        {
          claim: 'two-factor-available',
          text: 'You can turn on two-factor sign-in in your settings: after your password, signing in then asks for a code from an authenticator app on your phone, or one of ten recovery codes that each work once. The app’s secret is stored encrypted with your key, and the recovery codes only as hashes.',
        },
        {
          claim: 'session-cookie',
          text: 'We keep you signed in with one cookie that the page’s scripts cannot read (HttpOnly, SameSite=Lax). It lasts 30 days and is renewed while you use the site; signing out ends it.',
        },
        {
          claim: 'no-third-party-scripts',
          text: 'Our pages load no advertising or analytics scripts from other companies: browsers are told to run scripts from this site only.',
        },
      ],
    },
    {
      id: 'where-it-lives',
      heading: 'Where your data lives',
      paragraphs: [
        {
          claim: 'storage-location',
          text: 'Your data lives in this site’s database — a SQLite file on the server, or a PostgreSQL database when the operator sets one up — and your files on the server’s disk, or in an S3-compatible storage bucket when the operator sets one up. Files are encrypted in either place.',
        },
        {
          claim: 'transcription-on-server',
          text: 'Voice recordings are transcribed on our own server with open-source speech recognition (PocketSphinx, or a Whisper model installed on the server). No recording is sent to an outside transcription or AI service, and the emotion summary is computed on the server from the words of the transcript.',
        },
      ],
    },
    {
      id: 'email',
      heading: 'What e-mail providers see',
      paragraphs: [
        'We send e-mail through the mail server the operator sets up. Like any e-mail, ours can be read by the mail providers it passes through: they see the names and addresses, the subject and the text.',
        {
          claim: 'email-carries-links',
          text: 'That is why a delivery e-mail carries only the author’s name, the kind of message and a private link — never the recording or the letter itself. Reminder e-mails to you name the message’s title, its recipients and its date.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      paragraphs: [
        {
          claim: 'payments-test-mode',
          text: 'Checkout runs in test mode on this site for now: choosing a paid plan charges no card, and we hold no card details. When card payments are switched on, payment will go through a card payment provider (Stripe), whose own page takes your card details: they will never pass through or be kept on our servers.',
        },
      ],
    },
    {
      id: 'family-and-sharing',
      heading: 'Your family, sharing and roles',
      paragraphs: [
        'Nothing you keep is public. You decide who sees what:',
        'Your messages stay private to you until they are delivered, and then each recipient sees only the message addressed to them.',
      ],
      points: [
        'Family circle: relatives you invite get a role — an editor adds to what you share, a viewer looks, a legacy contact is someone you trust with your legacy. They see only the memories and albums you share with the circle.',
        'Share links: a link to one memory or album for someone without an account, with an optional expiry date and passphrase, that you can revoke at any time from your sharing dashboard.',
        'Recipients: we use a recipient’s name and e-mail address only to deliver the message meant for them.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        '{product} is not meant for children under 13, and we do not knowingly collect data from a child under 13 without a parent’s consent. A parent may write messages for a child to receive later; the parent then gives us the child’s name and, when the time comes, an e-mail address.',
        'If you believe a child under 13 gave us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'retention-and-deletion',
      heading: 'How long we keep data, and how deletion works',
      paragraphs: [
        {
          claim: 'deletion-shreds-keys',
          text: 'When you delete your account (in Settings, with your password), it is deleted at once with everything in it: your messages, memories, circle, sessions and your key. Without the key, any copy of your files left in a backup can no longer be read by anyone.',
        },
        {
          claim: 'trash-retention',
          text: `Memories you delete go to the vault’s trash for ${TRASH_RETENTION_DAYS} days, where you can restore them; after that they are removed with their files.`,
        },
        `We keep everything else for as long as your account exists, because keeping it for years is the point of the service. Ending a paid plan deletes nothing, then or later, and certainly not within the ${DATA_RETENTION_DAYS_AFTER_CANCEL} days after it ends: your account continues on Free Forever, your scheduled messages are still delivered and your legacy contacts keep their access.`,
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      points: [
        'Correct your name in Settings, and any memory or message at any time before it is delivered.',
        'Delete any memory, message or your whole account.',
        'Leave a family circle, or remove anyone from yours.',
        'Have your newsletter subscription removed by asking us through the contact page.',
        'Ask us anything about your data through the contact page.',
      ],
      paragraphs: [],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We date every version and keep the previous one readable. When a change matters to you, we will tell you by e-mail before it takes effect.',
      ],
    },
  ],
};

/**
 * The simple policy of December 17, 2024, reachable from the current one as "previous version"
 * (docs/product/pages-and-routes.md "Legal pages").
 */
export const PREVIOUS_PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy (previous version)',
  effectiveDate: '2024-12-17',
  effectiveLabel: 'December 17, 2024',
  summary:
    'This version was replaced on July 18, 2025 by the detailed policy, which describes what we do today. It stays here so that you can see what changed.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'We collect the information you give us when you create an account and use {product}: your e-mail address, the messages and memories you record or upload, and the names and e-mail addresses of the people you want them delivered to.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your information only to provide the service: to keep your memories, to remind you before a message is delivered, and to deliver it. We do not sell your information.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'We protect your information with encryption and secure connections. Payments, where offered, are handled by a card payment provider.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['We do not knowingly collect information from children under 13 without parental consent.'],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: ['Questions about this policy can be sent to us through the contact page.'],
    },
  ],
};
