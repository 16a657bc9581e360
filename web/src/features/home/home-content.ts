/**
 * What the home page says (docs/product/pages-and-routes.md "Home page"): its feature cards, the
 * in-page feature views chosen by ?section=, the four overlay panels, the comparison and the
 * security items. Claims are only what the product does.
 */
import { BookOpen, CalendarHeart, ChefHat, Hourglass, Images, Mic, Network, Trees, Voicemail } from 'lucide-react';
import type { FeatureSection } from './feature-sections';

export const MAIN_FEATURES = [
  {
    icon: CalendarHeart,
    title: 'Future Messages',
    text: 'Record today; delivered on a birthday, a wedding day or years from now.',
    to: '/future-messages',
  },
  {
    icon: Trees,
    title: 'Voice Ancestry',
    text: 'A family tree where every person can be heard, with photos and recordings.',
    to: '/voice-ancestry',
  },
  {
    icon: Mic,
    title: 'Voice Recordings',
    text: 'Keep voices with transcripts, and read what was said years later.',
    to: '/voice-recordings',
  },
] as const;

/** The six cards; each opens its feature view (?section=…) or page. */
export const SIX_FEATURES = [
  {
    icon: Images,
    title: 'Memory Vault',
    text: 'Photos, videos, voices and documents in one safe place.',
    section: 'memories',
  },
  {
    icon: Voicemail,
    title: 'Voice Messages Future Delivery',
    text: 'Voice messages that arrive on the day that matters.',
    section: 'messages',
  },
  {
    icon: Network,
    title: 'Family Trees',
    text: 'Parents, partners and children, with their stories.',
    section: 'family-tree',
  },
  {
    icon: BookOpen,
    title: 'Scrapbooks',
    text: 'Pages made from your photos, handwriting and voices.',
    section: 'scrapbooks',
  },
  {
    icon: Hourglass,
    title: 'Time Capsules',
    text: 'Memories sealed until an opening day you choose.',
    section: 'time-capsules',
  },
  { icon: ChefHat, title: 'Recipes', text: 'Family recipes with the cook’s own voice.', section: 'recipes' },
] as const;

/** The in-page feature views of ?section= (messages redirects to /future-messages). */
export const FEATURE_VIEWS: Record<FeatureSection, { title: string; lead: string; points: string[]; page: string }> = {
  memories: {
    title: 'Memory Vault',
    lead: 'Keep the photos, videos, voice recordings and documents that tell your family’s story, together and safe.',
    points: [
      'Albums and tags to find anything again',
      'Playback with seeking for videos and recordings',
      'Share one memory at a time, with the people you choose',
    ],
    page: '/memory-vault',
  },
  'family-tree': {
    title: 'Living Family Tree',
    lead: 'Build your family tree with a photo and a voice for each person, so the names become people.',
    points: ['Parents, partners and children', 'Photos and recordings for each person', 'Import and export GEDCOM'],
    page: '/family-tree',
  },
  scrapbooks: {
    title: 'Memory Scrapbooks',
    lead: 'Turn photos, handwriting and recordings into scrapbook pages you can share and print.',
    points: [
      'A first draft from an album, a person of your tree, a few years or an occasion',
      'Eight templates; a page-turning book that plays the voices on its pages',
      'A print-ready PDF, with a QR code on each page that plays its recording',
    ],
    page: '/scrapbooks',
  },
  'time-capsules': {
    title: 'Time Capsules',
    lead: 'Seal a collection of memories until a day you choose: a graduation, a wedding, a first birthday.',
    points: [
      'Sealed until a date and time, or until a birthday from the family tree',
      'Letters, photos and recordings, added by the relatives you invite',
      'Opened together by the people you name, with an e-mail on the day',
    ],
    page: '/time-capsules',
  },
  recipes: {
    title: 'Family Recipes',
    lead: 'Keep the recipes that taste like home, with ingredients, steps, photos and the cook’s own voice.',
    points: [
      'Ingredients and steps',
      'Photos of the dish and the handwritten card',
      'A recording of the cook telling it their way',
    ],
    page: '/family-recipes',
  },
};

/** The four overlay panels opened from the home page. */
export const OVERLAYS = {
  memories: { title: 'Memory Vault', text: FEATURE_VIEWS.memories.lead, to: '/memory-vault' },
  messages: {
    title: 'Future Messages',
    text: 'Record your voice, film a video or write a letter, and choose the day it reaches the people you love. We remind you two days before, and check the day before.',
    to: '/future-messages',
  },
  'family-tree': { title: 'Living Family Tree', text: FEATURE_VIEWS['family-tree'].lead, to: '/family-tree' },
  scrapbooks: { title: 'Memory Scrapbooks', text: FEATURE_VIEWS.scrapbooks.lead, to: '/scrapbooks' },
} as const;
export type OverlayName = keyof typeof OVERLAYS;

export const COMPARISON = [
  {
    aspect: 'What you keep',
    voice: 'Voices, stories and photos of each person',
    traditional: 'Names, dates and places',
  },
  { aspect: 'Who can add to it', voice: 'The whole family, together', traditional: 'Usually one researcher' },
  { aspect: 'What the next generation finds', voice: 'People they can hear', traditional: 'Records they can read' },
] as const;

/** Only what the product does today (docs/product/marketing-and-figures.md "Security claims"). */
export const SECURITY_ITEMS = [
  { title: 'Private links', text: 'Each recipient gets a private link of their own, which you can withdraw.' },
  { title: 'Protected sign-in', text: 'Passwords are hashed with argon2id and repeated guesses are slowed down.' },
  { title: 'Delivery protection', text: 'Nothing is sent before we have reminded you and checked you are still here.' },
  { title: 'You stay in control', text: 'Change, postpone or cancel anything at any time while you are here.' },
] as const;
