/**
 * Contracts of the family tree (docs/decisions/006-family-tree-and-gedcom.md), in GEDCOM's own
 * terms: individual, family (partners and children), event, date, place. Shared by the server's
 * routes and the builder, chart and import pages.
 *
 *   GET    /api/family-trees                                   trees the user owns or reads through a circle (FamilyTree[])
 *   POST   /api/family-trees                                   a new empty tree ({ name }) → 201 FamilyTree
 *   GET    /api/family-trees/:treeId                           the tree with its individuals, families and events (TreeDetail)
 *   PATCH  /api/family-trees/:treeId                           share it with the family circle or not (TreeSharingInput; its owner) → FamilyTree
 *   DELETE /api/family-trees/:treeId                           delete a tree (its owner) → 204
 *   GET    /api/family-trees/:treeId/export?format&living      GEDCOM 7.0, 5.5.1 or GEDZIP (its owner)
 *   POST   /api/family-trees/:treeId/individuals               IndividualInput → 201 Individual (owner, editors)
 *   PATCH  /api/family-trees/:treeId/individuals/:id           IndividualInput → Individual
 *   DELETE /api/family-trees/:treeId/individuals/:id           → 204 (with their events, notes and links)
 *   POST   /api/family-trees/:treeId/families                  FamilyInput → 201 Family
 *   PATCH  /api/family-trees/:treeId/families/:id              FamilyInput → Family
 *   DELETE /api/family-trees/:treeId/families/:id              → 204
 *   POST   /api/family-trees/:treeId/events                    EventInput → 201 TreeEvent
 *   PATCH  /api/family-trees/:treeId/events/:id                EventInput → TreeEvent
 *   DELETE /api/family-trees/:treeId/events/:id                → 204
 *   POST   /api/family-trees/imports                           a .ged or .gdz (multipart, ≤ 100 MB) → 201 ImportPreview
 *   POST   /api/family-trees/imports/:id/run                   queue the import into a new tree → 202 TreeImport
 *   GET    /api/family-trees/imports/:id                       the import's progress and outcome (TreeImport)
 */
import { z } from 'zod';
import { parseGedcomDate } from '../domain/gedcom-date';

/** An imported GEDCOM or GEDZIP file has at most 100 MB and 100,000 records. */
export const GEDCOM_MAX_BYTES = 100 * 1024 * 1024;
export const GEDCOM_MAX_RECORDS = 100_000;

export const FAMILY_TREE_MESSAGES = {
  treeNotFound: 'We could not find that family tree.',
  individualNotFound: 'We could not find that person in this tree.',
  familyNotFound: 'We could not find that family in this tree.',
  eventNotFound: 'We could not find that event in this tree.',
  importNotFound: 'We could not find that import.',
  noFile: 'Please choose a GEDCOM (.ged) or GEDZIP (.gdz) file.',
  tooLarge: 'This file is larger than 100 MB, the most a family tree import can take.',
  importAlreadyRun: 'This import has already been started.',
  nameRequired: 'Please give the tree a name.',
  eventOwner: 'An event belongs to one person or one family.',
  tooManyPartners: 'A family has at most two partners.',
  linkedToSomeoneElse: 'Someone else has said this person is them. Only they can unlink it from their account.',
  removeLinkedPerson: "Only the tree's owner can remove a person who is linked to someone's account.",
  mergeTwoLinkedPeople:
    'These two people are linked to two different accounts, so they cannot be merged. One of them can unlink first.',
  unreadableDate:
    'We could not read this date. Write it as GEDCOM does, for example 14 MAR 1965, MAR 1965, 1965, ABT 1938 or BET 1900 AND 1910.',
} as const;

/** Sexes as GEDCOM 7.0 writes them (g7:enumset-SEX): male, female, intersex, unknown. */
export const SEXES = ['M', 'F', 'X', 'U'] as const;
/** A child's relation to a family (g7:enumset-PEDI, and "step" which 7.0 writes as OTHER + PHRASE). */
export const PEDIGREES = ['birth', 'adopted', 'foster', 'sealing', 'step', 'other'] as const;
/** Event tags the builder offers (GEDCOM 7.0); imports keep any tag the file has. */
export const EVENT_TAGS = [
  'BIRT', 'BAPM', 'CHR', 'DEAT', 'BURI', 'CREM', 'RESI', 'OCCU', 'GRAD', 'EDUC', 'EMIG', 'IMMI', 'NATU', 'EVEN', 'FACT',
  'MARR', 'ENGA', 'DIV', 'ANUL',
] as const; // prettier-ignore
export const TREE_ROLES = ['owner', 'editor', 'viewer'] as const;

const text = (max: number) => z.string().trim().max(max);
const id = z.uuid();

export const familyTreeSchema = z.object({
  id,
  name: z.string(),
  ownerId: id,
  role: z.enum(TREE_ROLES).describe("The signed-in user's standing: owners and editors edit, viewers read"),
  isSharedWithCircle: z
    .boolean()
    .describe(
      "Shared with the owner's family circle (its editors edit, its viewers read); otherwise the owner's alone",
    ),
  createdAt: z.string(),
});

export const familyTreeListSchema = z.array(familyTreeSchema);

export const individualSchema = z.object({
  id,
  xref: z.string().describe('GEDCOM cross-reference id, e.g. @I1@'),
  name: z
    .string()
    .describe('The name as written ("Dr. Johann von Goethe Sr"): the GEDCOM NAME payload without slashes'),
  namePrefix: z.string().describe('GEDCOM NPFX: a title before the name ("Dr.")'),
  givenNames: z.string(),
  nickname: z.string(),
  surnamePrefix: z.string().describe('GEDCOM SPFX: a particle before the surname ("von")'),
  surname: z.string(),
  nameSuffix: z.string().describe('GEDCOM NSFX: after the name ("Sr", "Jr.", "III")'),
  otherNames: z
    .array(
      z.object({
        name: z.string().describe('As written, without slashes'),
        type: z.string().nullable().describe('GEDCOM 7.0 name TYPE (AKA, BIRTH, MAIDEN, MARRIED, ...) or its PHRASE'),
        language: z.string().nullable().describe('A translation (TRAN): its BCP 47 language tag'),
      }),
    )
    .describe("The person's other NAME structures and the translations of their names, read-only"),
  sex: z.enum(SEXES).nullable(),
  isLiving: z.boolean(),
  linkedUserId: id.nullable(),
});

export const familySchema = z.object({
  id,
  xref: z.string(),
  partners: z.array(z.object({ individualId: id, role: z.enum(['HUSB', 'WIFE']) })),
  children: z.array(z.object({ individualId: id, pedigree: z.enum(PEDIGREES).nullable() })),
});

export const treeEventSchema = z.object({
  id,
  individualId: id.nullable(),
  familyId: id.nullable(),
  tag: z.string(),
  type: z.string().nullable(),
  value: z.string().nullable(),
  date: z.string().nullable().describe('GEDCOM 7.0 date as written: "ABT 1900", "BET JULIAN 1700 AND 1710"'),
  datePhrase: z.string().nullable(),
  dateSortKey: z.number().nullable().describe('Julian day number of the earliest day the date can mean'),
  place: z.string().nullable(),
});

export const treeNoteSchema = z.object({
  id,
  individualId: id.nullable(),
  familyId: id.nullable(),
  eventId: id.nullable(),
  text: z.string(),
});

export const mediaObjectSchema = z.object({
  id,
  xref: z.string(),
  files: z.array(
    z.object({
      path: z.string().describe('FILE as written: a path in the archive or a URL'),
      mediaType: z.string().nullable(),
      title: z.string().nullable(),
      vaultItemId: id.nullable().describe('The vault item holding the bytes, when Heirloom has them'),
    }),
  ),
  individualIds: z.array(id).describe('People this object is linked to, in order'),
  familyIds: z.array(id),
});

export const treeDetailSchema = z.object({
  tree: familyTreeSchema,
  individuals: z.array(individualSchema),
  families: z.array(familySchema),
  events: z.array(treeEventSchema),
  notes: z.array(treeNoteSchema),
  mediaObjects: z.array(mediaObjectSchema),
});

export const treeParamsSchema = z.object({ treeId: z.uuid({ error: FAMILY_TREE_MESSAGES.treeNotFound }) });
export const treeObjectParamsSchema = treeParamsSchema.extend({ id: z.uuid() });
export const importParamsSchema = z.object({ id: z.uuid({ error: FAMILY_TREE_MESSAGES.importNotFound }) });

export const treeInputSchema = z.object({ name: text(200).min(1, FAMILY_TREE_MESSAGES.nameRequired) });

/** The owner's "Share with my family circle" switch. */
export const treeSharingSchema = z.object({
  isSharedWithCircle: z.boolean({ error: 'Please say whether to share the tree with your family circle' }),
});
export type TreeSharingInput = z.infer<typeof treeSharingSchema>;

export const individualInputSchema = z.object({
  namePrefix: text(500).default(''),
  givenNames: text(500).default(''),
  nickname: text(500).default(''),
  surnamePrefix: text(500).default(''),
  surname: text(500).default(''),
  nameSuffix: text(500).default(''),
  sex: z.enum(SEXES).nullable().default(null),
  isLiving: z.boolean().default(true),
});

export const familyInputSchema = z.object({
  partnerIds: z.array(id).max(2, FAMILY_TREE_MESSAGES.tooManyPartners).default([]),
  children: z.array(z.object({ individualId: id, pedigree: z.enum(PEDIGREES).nullable().default(null) })).default([]),
});

export const eventInputSchema = z
  .object({
    individualId: id.nullable().default(null),
    familyId: id.nullable().default(null),
    tag: z.enum(EVENT_TAGS),
    type: text(500).nullable().default(null),
    value: text(1000).nullable().default(null),
    date: text(200)
      .nullable()
      .default(null)
      .refine((date) => date === null || parseGedcomDate(date) !== null, FAMILY_TREE_MESSAGES.unreadableDate)
      .describe('A GEDCOM 7.0 date ("14 MAR 1965", "ABT 1938"): the builder turns what people type into one'),
    place: text(1000).nullable().default(null),
  })
  .refine((event) => (event.individualId === null) !== (event.familyId === null), {
    message: FAMILY_TREE_MESSAGES.eventOwner,
  });

export const exportQuerySchema = z.object({
  format: z.enum(['gedcom7', 'gedcom551', 'gedzip']).default('gedcom7'),
  living: z
    .enum(['include', 'omit', 'reduce'])
    .default('include')
    .describe('Living individuals: kept, left out, or reduced to "Living" (for exports meant to be shared)'),
});

export const gedcomWarningSchema = z.object({ line: z.number(), message: z.string() });

export const importPreviewSchema = z.object({
  id,
  fileName: z.string(),
  version: z.enum(['7.0', '5.5.1']),
  charset: z.string(),
  counts: z.object({
    individuals: z.number(),
    families: z.number(),
    events: z.number(),
    media: z.number().describe('Multimedia objects'),
    mediaFilesInArchive: z.number().describe('Files of a GEDZIP that go into the vault'),
  }),
  warnings: z.array(gedcomWarningSchema),
});

export const treeImportSchema = z.object({
  id,
  fileName: z.string(),
  status: z.enum(['previewed', 'queued', 'done', 'failed']),
  progress: z.number().describe('0–100'),
  treeId: id.nullable(),
  error: z.string().nullable(),
  errorLine: z.number().nullable(),
});

export type FamilyTree = z.infer<typeof familyTreeSchema>;
export type Individual = z.infer<typeof individualSchema>;
export type Family = z.infer<typeof familySchema>;
export type TreeEvent = z.infer<typeof treeEventSchema>;
export type TreeNote = z.infer<typeof treeNoteSchema>;
export type MediaObject = z.infer<typeof mediaObjectSchema>;
export type TreeDetail = z.infer<typeof treeDetailSchema>;
export type IndividualInput = z.infer<typeof individualInputSchema>;
export type FamilyInput = z.infer<typeof familyInputSchema>;
export type EventInput = z.infer<typeof eventInputSchema>;
export type ExportQuery = z.infer<typeof exportQuerySchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type TreeImport = z.infer<typeof treeImportSchema>;
