/**
 * The marketing header's dropdown groups and links (docs/product/pages-and-routes.md "Marketing
 * header"): Core Features, Family Tree Builder, Memory Preservation, Legacy Support, Platform
 * Discovery; plus Our Story and Legacy Plans.
 */

export interface NavigationLink {
  to: string;
  label: string;
  description: string;
}

export interface NavigationGroup {
  label: string;
  links: readonly NavigationLink[];
}

export const NAVIGATION_GROUPS: readonly NavigationGroup[] = [
  {
    label: 'Core Features',
    links: [
      { to: '/future-messages', label: 'Future Messages', description: 'Messages delivered on the day that matters' },
      { to: '/voice-recordings', label: 'Voice Recordings', description: 'Keep voices, with transcripts' },
      { to: '/free-voice-messages', label: 'Free Voice Messages', description: 'Unlimited, free forever' },
    ],
  },
  {
    label: 'Family Tree Builder',
    links: [
      { to: '/family-tree', label: 'Family Tree', description: 'Parents, partners and children, with photos' },
      { to: '/voice-ancestry', label: 'Voice Ancestry', description: 'A tree where every person can be heard' },
      { to: '/family-tree-quiz', label: 'Family Tree Quiz', description: 'Find where to start' },
    ],
  },
  {
    label: 'Memory Preservation',
    links: [
      { to: '/memory-vault', label: 'Memory Vault', description: 'Photos, videos, voices and documents' },
      { to: '/scrapbook-generator', label: 'Scrapbook Generator', description: 'Printable pages from your memories' },
      { to: '/time-capsules', label: 'Time Capsules', description: 'Sealed until the day you choose' },
    ],
  },
  {
    label: 'Legacy Support',
    links: [
      { to: '/family-collaboration', label: 'Family Collaboration', description: 'Build your legacy together' },
      { to: '/how-it-works', label: 'How It Works', description: 'Record, choose the moment, change anything' },
      { to: '/contact', label: 'Contact', description: 'Talk to the people behind the product' },
      { to: '/faqs', label: 'FAQs', description: 'Answers to common questions' },
    ],
  },
  {
    label: 'Platform Discovery',
    links: [
      { to: '/quizzes', label: 'All Quizzes', description: 'Seven short quizzes' },
      { to: '/voice-message-quiz', label: 'Voice Message Quiz', description: 'Is a voice message right for you?' },
      { to: '/memory-vault-quiz', label: 'Memory Vault Quiz', description: 'What to keep first' },
      { to: '/digital-scrapbooks-quiz', label: 'Digital Scrapbooks Quiz', description: 'Your scrapbook style' },
      { to: '/family-collaboration-quiz', label: 'Family Collaboration Quiz', description: 'Who to invite' },
      { to: '/ai-features-quiz', label: 'AI Features Quiz', description: 'Transcripts and feelings' },
      { to: '/platform-overview-quiz', label: 'Platform Overview Quiz', description: 'The whole platform' },
    ],
  },
];

/** The two plain links beside the groups. */
export const NAVIGATION_LINKS: readonly { to: string; label: string }[] = [
  { to: '/about', label: 'Our Story' },
  { to: '/pricing', label: 'Legacy Plans' },
];
