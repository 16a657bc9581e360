/**
 * Every capability of docs/product/overview.md "Capabilities" as the feature pages show it
 * (/features, /core-features, /advanced-features). Each links to the page where it lives; whether
 * it is available or still coming is not written here but read from the page catalogue
 * (`featureStatus`): a capability whose page is still a placeholder is "coming", so no page claims
 * what the code does not do. `{product}` is the configured product name.
 */
import { findPage, isPlaceholder } from '../domain/pages';

export interface Feature {
  /** Stable id, also the card's anchor. */
  id: string;
  name: string;
  summary: string;
  /** The page where the capability lives (a path of the page catalogue). */
  path: string;
  /** Core: the heart of the product (/core-features); advanced: the rest (/advanced-features). */
  tier: 'core' | 'advanced';
  /** Extra words the feature search matches (besides the name and summary). */
  keywords: readonly string[];
}

export type FeatureStatus = 'available' | 'coming';

export const FEATURES: readonly Feature[] = [
  {
    id: 'future-messages',
    name: 'Future messages',
    summary:
      'Record a voice or video message, upload one, or write a letter, and choose who receives it and on which day, even years from now.',
    path: '/future-messages',
    tier: 'core',
    keywords: ['voice', 'video', 'letter', 'schedule', 'birthday', 'wedding', 'graduation'],
  },
  {
    id: 'delivery-protection',
    name: 'Delivery protection',
    summary:
      'A reminder two days before delivery and an "are you still here" e-mail the day before, with one-click keep, change or postpone.',
    path: '/how-it-works',
    tier: 'core',
    keywords: ['reminder', 'postpone', 'safety', 'dead man switch'],
  },
  {
    id: 'recipient-links',
    name: 'Private recipient links',
    summary: 'Each recipient opens their message from a private link, without an account, and can download it to keep.',
    path: '/legacy-messages',
    tier: 'core',
    keywords: ['recipient', 'download', 'no account'],
  },
  {
    id: 'voice-recordings',
    name: 'Voice recordings',
    summary: 'Record voices in your browser with a level meter and waveform; every recording gets a transcript.',
    path: '/voice-recordings',
    tier: 'core',
    keywords: ['record', 'microphone', 'audio', 'transcript'],
  },
  {
    id: 'memory-vault',
    name: 'Memory vault',
    summary:
      'Photos, videos, voices and documents, encrypted with your own key, in albums, with search, previews and resumable uploads.',
    path: '/memory-vault',
    tier: 'core',
    keywords: ['photos', 'videos', 'documents', 'albums', 'upload', 'encryption', 'HEIC', 'PDF'],
  },
  {
    id: 'family-circle',
    name: 'Family circle',
    summary:
      'Invite relatives by e-mail as editors, viewers or legacy contacts, and choose what each album or memory shares with them.',
    path: '/family-collaboration',
    tier: 'core',
    keywords: ['invite', 'relatives', 'collaboration', 'roles', 'legacy contact'],
  },
  {
    id: 'family-tree',
    name: 'Family tree and voice ancestry',
    summary:
      'People, parents, partners and children, with photos and voice recordings for each person, and GEDCOM import and export.',
    path: '/family-tree',
    tier: 'core',
    keywords: ['genealogy', 'ancestors', 'GEDCOM', 'voice ancestry'],
  },
  {
    id: 'posthumous-release',
    name: 'Release after I am gone',
    summary:
      'Legacy contacts you choose, inactivity check-ins and a waiting period you can stop, before anything "after I am gone" is released.',
    path: '/legacy',
    tier: 'core',
    keywords: ['posthumous', 'death', 'legacy contacts', 'inactivity'],
  },
  {
    id: 'transcription-and-emotion',
    name: 'Transcripts and emotion summary',
    summary:
      'Recordings are transcribed on our own server, searchable and correctable, with a summary of the sentiment of the words said.',
    path: '/voice-recordings',
    tier: 'advanced',
    keywords: ['AI', 'speech recognition', 'sentiment', 'search', 'voice'],
  },
  {
    id: 'sharing-links',
    name: 'Share links and sharing dashboard',
    summary:
      'Share a memory or an album by link, with an expiry and a passphrase; see and revoke every link in one place.',
    path: '/sharing',
    tier: 'advanced',
    keywords: ['share', 'link', 'passphrase', 'expiry', 'revoke'],
  },
  {
    id: 'scrapbooks',
    name: 'Digital scrapbooks',
    summary: 'Scrapbook pages built from your vault, printable and saved as PDF.',
    path: '/scrapbook-generator',
    tier: 'advanced',
    keywords: ['scrapbook', 'PDF', 'print'],
  },
  {
    id: 'time-capsules',
    name: 'Time capsules',
    summary: 'Memories sealed until an opening date you choose.',
    path: '/time-capsules',
    tier: 'advanced',
    keywords: ['capsule', 'seal', 'opening date'],
  },
  {
    id: 'family-recipes',
    name: 'Family recipes',
    summary: "Recipes with ingredients, steps, photos and the cook's own voice.",
    path: '/family-recipes',
    tier: 'advanced',
    keywords: ['recipes', 'cooking', 'food'],
  },
  {
    id: 'last-wishes',
    name: 'Last wishes',
    summary: 'A last-wishes document for the family members you designate.',
    path: '/last-wishes',
    tier: 'advanced',
    keywords: ['wishes', 'funeral', 'will'],
  },
  {
    id: 'quizzes',
    name: 'Feature quizzes',
    summary: 'Seven short quizzes about your family that recommend where to start.',
    path: '/quizzes',
    tier: 'advanced',
    keywords: ['quiz', 'recommendation'],
  },
  {
    id: 'printing',
    name: 'Print-ready keepsakes',
    summary: 'Print-ready PDFs of your scrapbooks and memories, to print wherever you like.',
    path: '/printing-services',
    tier: 'advanced',
    keywords: ['print', 'book', 'PDF'],
  },
  {
    id: 'timeline',
    name: 'Family timeline',
    summary: "Your family's memories, messages and tree events on one timeline.",
    path: '/timeline',
    tier: 'advanced',
    keywords: ['timeline', 'history'],
  },
  {
    id: 'account-security',
    name: 'Account security',
    summary:
      'Passwords kept only as Argon2id hashes, optional two-factor sign-in with an authenticator app, your signed-in devices, and deletion of your account and its key.',
    path: '/settings',
    tier: 'advanced',
    keywords: ['password', 'two-factor', 'security', 'delete account'],
  },
];

/** Whether a capability's page is real yet (the page catalogue decides; see the file's comment). */
export function featureStatus(feature: Pick<Feature, 'path'>): FeatureStatus {
  const page = findPage(feature.path);
  return page && !isPlaceholder(page) ? 'available' : 'coming';
}

/**
 * The capabilities matching a search (the /advanced-features `search` parameter that the site's
 * SearchAction names): every word of the query must appear in the name, summary or keywords,
 * case-insensitively. An empty query matches everything.
 */
export function searchFeatures(features: readonly Feature[], query: string): Feature[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return features.filter((feature) => {
    const text = [feature.name, feature.summary, ...feature.keywords].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
