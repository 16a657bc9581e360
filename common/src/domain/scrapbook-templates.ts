/**
 * The scrapbook templates (docs/product/capsules-scrapbooks-recipes.md "Scrapbook templates";
 * previewed on /premium-templates): eight designs made for Heirloom, as data shared by the editor,
 * the book view, the template gallery and the PDF renderer (server/src/modules/scrapbooks). A
 * template sets the type (serif or sans), the colours of paper, ink and accent, the frame around
 * photos, and the order of page layouts a first draft is laid out in. Templates marked
 * `plan: 'complete_legacy'` are reserved for that plan (its entitlement `hasPremiumTemplates` in
 * domain/plans.ts).
 */
import { planById, type Plan } from './plans';

/** How a page arranges its photos; `capacity` is how many photos it holds. */
export const PAGE_LAYOUTS = {
  cover: { label: 'Cover', capacity: 1 },
  hero: { label: 'One large photo', capacity: 1 },
  'two-up': { label: 'Two photos', capacity: 2 },
  'grid-4': { label: 'Grid of four', capacity: 4 },
  'photo-and-text': { label: 'Photo beside a story', capacity: 1 },
  text: { label: 'Words only', capacity: 0 },
} as const;
export type PageLayout = keyof typeof PAGE_LAYOUTS;
export const PAGE_LAYOUT_IDS = Object.keys(PAGE_LAYOUTS) as [PageLayout, ...PageLayout[]];

export interface ScrapbookTemplate {
  id: string;
  name: string;
  /** One sentence on the mood it suits. */
  description: string;
  /** The plan it needs: every plan has the free ones; Complete Legacy has all. */
  plan: Plan['id'];
  /** Headings and body text: serif (DejaVu Serif in print) or sans (DejaVu Sans). */
  type: { heading: 'serif' | 'sans'; body: 'serif' | 'sans' };
  /** CSS hex colours, printed as they are (sRGB). */
  colours: { paper: string; ink: string; accent: string; muted: string };
  /** A thin rule round photos, a white mount with a wider bottom edge, or none. */
  frame: 'none' | 'rule' | 'mount';
  /** The layouts a first draft cycles through after the cover. */
  draftLayouts: readonly Exclude<PageLayout, 'cover' | 'text'>[];
}

export const SCRAPBOOK_TEMPLATES: readonly ScrapbookTemplate[] = [
  {
    id: 'keepsake',
    name: 'Keepsake',
    description: 'Cream paper, a warm brown accent and serif type: a classic family album.',
    plan: 'free_forever',
    type: { heading: 'serif', body: 'serif' },
    colours: { paper: '#fbf6ec', ink: '#3b2f25', accent: '#9a5b2e', muted: '#7a6a5a' },
    frame: 'rule',
    draftLayouts: ['hero', 'two-up', 'photo-and-text'],
  },
  {
    id: 'sunday-best',
    name: 'Sunday Best',
    description: 'Crisp white pages with navy headings, clean sans type and generous margins.',
    plan: 'free_forever',
    type: { heading: 'sans', body: 'sans' },
    colours: { paper: '#ffffff', ink: '#1f2937', accent: '#1e3a8a', muted: '#6b7280' },
    frame: 'none',
    draftLayouts: ['two-up', 'hero', 'grid-4'],
  },
  {
    id: 'garden-party',
    name: 'Garden Party',
    description: 'Soft sage green and white mounts, for summers, weddings and gardens.',
    plan: 'free_forever',
    type: { heading: 'serif', body: 'sans' },
    colours: { paper: '#f3f6ef', ink: '#263326', accent: '#4b7a49', muted: '#627360' },
    frame: 'mount',
    draftLayouts: ['photo-and-text', 'two-up', 'hero'],
  },
  {
    id: 'kitchen-table',
    name: 'Kitchen Table',
    description: 'Tomato red on butter yellow, busy grids of four: the noise of a family meal.',
    plan: 'free_forever',
    type: { heading: 'sans', body: 'serif' },
    colours: { paper: '#fff8e1', ink: '#3a2a1a', accent: '#c0392b', muted: '#876b4a' },
    frame: 'mount',
    draftLayouts: ['grid-4', 'photo-and-text', 'two-up'],
  },
  {
    id: 'heirloom-linen',
    name: 'Heirloom Linen',
    description: 'Linen paper, gilt rules and a large photo on every other page, for a life story.',
    plan: 'complete_legacy',
    type: { heading: 'serif', body: 'serif' },
    colours: { paper: '#f4efe6', ink: '#2e2a24', accent: '#886626', muted: '#746a5a' },
    frame: 'rule',
    draftLayouts: ['hero', 'photo-and-text', 'hero', 'two-up'],
  },
  {
    id: 'midnight-letters',
    name: 'Midnight Letters',
    description: 'Deep navy pages with ivory type: photographs glow like a cinema screen.',
    plan: 'complete_legacy',
    type: { heading: 'serif', body: 'sans' },
    colours: { paper: '#14213d', ink: '#f5f0e6', accent: '#e0b45a', muted: '#b8c0d0' },
    frame: 'none',
    draftLayouts: ['hero', 'two-up', 'photo-and-text'],
  },
  {
    id: 'seaside',
    name: 'Seaside',
    description: 'Sea blue and sand, white mounts, for holidays and the summers everyone remembers.',
    plan: 'complete_legacy',
    type: { heading: 'sans', body: 'sans' },
    colours: { paper: '#f1f7f9', ink: '#15303d', accent: '#1a7896', muted: '#567480' },
    frame: 'mount',
    draftLayouts: ['two-up', 'grid-4', 'hero'],
  },
  {
    id: 'golden-anniversary',
    name: 'Golden Anniversary',
    description: 'Ivory and gold with serif capitals, for fifty years together and other milestones.',
    plan: 'complete_legacy',
    type: { heading: 'serif', body: 'serif' },
    colours: { paper: '#fffaf0', ink: '#3d3020', accent: '#936b09', muted: '#817054' },
    frame: 'rule',
    draftLayouts: ['photo-and-text', 'hero', 'two-up'],
  },
];

/** The template with `id`, or undefined. */
export const findScrapbookTemplate = (id: string) => SCRAPBOOK_TEMPLATES.find((template) => template.id === id);

/** The template a new scrapbook starts with. */
export const DEFAULT_SCRAPBOOK_TEMPLATE_ID = 'keepsake';

/** Whether an owner on plan `planId` may lay out a scrapbook with `template` (the plan catalogue's entitlement). */
export function mayUseTemplate(planId: Plan['id'], template: Pick<ScrapbookTemplate, 'plan'>): boolean {
  return template.plan === 'free_forever' || planById(planId).hasPremiumTemplates;
}
