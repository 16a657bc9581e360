/**
 * Contracts of the family-tree chart and builder (docs/decisions/008-family-tree-chart.md):
 * the people around a focus person, a search by name, "this is me", the relationship calculator,
 * merging two records of one person and the warnings for impossible data.
 *
 *   GET    /api/family-trees/:treeId/individuals/:id/focus?generations=4   ChartFocus (N generations each way, 1–10)
 *   GET    /api/family-trees/:treeId/search?q=                             ChartPerson[] (at most 20, by name)
 *   PUT    /api/family-trees/:treeId/individuals/:id/me                    link the person to your account → ChartPerson
 *   DELETE /api/family-trees/:treeId/individuals/:id/me                    unlink it (idempotent) → 204
 *   GET    /api/family-trees/:treeId/individuals/:id/relationship/:otherId Relationship (label and path)
 *   POST   /api/family-trees/:treeId/individuals/:id/merge                 { otherId } → the kept person (ChartPerson)
 *   GET    /api/family-trees/:treeId/warnings                              TreeWarning[] (ancestry loops, impossible dates)
 */
import { z } from 'zod';
import { SEXES } from './family-tree';

export const TREE_CHART_MESSAGES = {
  mergeSelf: 'Please choose two different people to merge.',
  generations: 'Please ask for 1 to 10 generations.',
} as const;

/** The chart shows 4 generations each way around the focus person unless asked. */
export const DEFAULT_CHART_GENERATIONS = 4;
export const MAX_CHART_GENERATIONS = 10;
/** How many people one name search answers. */
export const TREE_SEARCH_LIMIT = 20;

/** Everything a chart card shows. */
/** Whether a person is probably alive: decided from their and their relatives' events. */
export const LIVING_STATUSES = ['living', 'deceased', 'unknown'] as const;

export const chartPersonSchema = z.object({
  id: z.uuid(),
  name: z
    .string()
    .describe('The name as written ("Dr. Johann von Goethe Sr"): the GEDCOM NAME payload without slashes'),
  givenNames: z.string(),
  surname: z.string(),
  nickname: z.string(),
  sex: z.enum(SEXES).nullable(),
  living: z
    .enum(LIVING_STATUSES)
    .describe('Probably living, deceased, or unknown when nothing in the tree tells (docs/decisions/006)'),
  birthDate: z.string().nullable().describe('BIRT date as written (GEDCOM 7.0 syntax)'),
  deathDate: z.string().nullable().describe('DEAT date as written'),
  birthYear: z.number().nullable(),
  deathYear: z.number().nullable(),
  photoItemId: z.uuid().nullable().describe("The vault item of the person's first photo"),
  hasVoice: z.boolean().describe('A recording or name clip of this person is kept'),
  linkedUserId: z.uuid().nullable(),
});

export const chartFamilySchema = z.object({
  id: z.uuid(),
  partnerIds: z.array(z.uuid()),
  childIds: z.array(z.uuid()),
});

export const chartFocusSchema = z.object({
  focusId: z.uuid(),
  generations: z.number(),
  people: z.array(chartPersonSchema.extend({ generation: z.number().describe('0 the focus, 1 parents, -1 children') })),
  families: z.array(chartFamilySchema),
});

export const focusQuerySchema = z.object({
  generations: z.coerce
    .number({ error: TREE_CHART_MESSAGES.generations })
    .int(TREE_CHART_MESSAGES.generations)
    .min(1, TREE_CHART_MESSAGES.generations)
    .max(MAX_CHART_GENERATIONS, TREE_CHART_MESSAGES.generations)
    .default(DEFAULT_CHART_GENERATIONS),
});

export const treeSearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') });

export const relationshipParamsSchema = z.object({ treeId: z.uuid(), id: z.uuid(), otherId: z.uuid() });

export const relationshipSchema = z.object({
  label: z.string().describe('"Maya is Rose\'s second cousin once removed"'),
  term: z.string().nullable().describe('"second cousin once removed"; null when no relation is known'),
  path: z.array(z.uuid()).describe('From the first person to the second, through the common ancestor or partner'),
  people: z.array(chartPersonSchema).describe('The people of the path, in order'),
});

export const mergeInputSchema = z.object({ otherId: z.uuid() });

export const TREE_WARNING_CODES = [
  'ancestry-loop',
  'death-before-birth',
  'child-before-parent',
  'born-after-mother-death',
] as const;

export const treeWarningSchema = z.object({
  individualId: z.uuid(),
  code: z.enum(TREE_WARNING_CODES),
  message: z.string(),
});

export type ChartPerson = z.infer<typeof chartPersonSchema>;
export type ChartFamily = z.infer<typeof chartFamilySchema>;
export type ChartFocus = z.infer<typeof chartFocusSchema>;
export type Relationship = z.infer<typeof relationshipSchema>;
export type TreeWarning = z.infer<typeof treeWarningSchema>;
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** A GEDCOM NAME payload as shown ("Dr. Johann /von Goethe/ Sr" → "Dr. Johann von Goethe Sr"): no slashes, spaces collapsed; '' for none. */
export const nameAsShown = (payload: string | null): string =>
  (payload ?? '').replaceAll('/', ' ').replace(/\s+/g, ' ').trim();

/** A person's name as the chart, lists and labels write it (as written); "Unnamed person" when none is known. */
export const personName = (person: Pick<ChartPerson, 'name'>): string => person.name || 'Unnamed person';

/**
 * What the tree's name search matches a person by: their name as shown and their nickname, in
 * lower case (Unicode's default case mapping, the same on every machine). Stored with each
 * individual (`search_text`) so a search of 50,000 people runs in the database.
 */
export const nameSearchText = (nameAsWritten: string | null, nickname: string): string =>
  `${personName({ name: nameAsShown(nameAsWritten) })} ${nickname}`.toLowerCase();
