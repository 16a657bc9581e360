/**
 * Contracts of the tree's voices (docs/decisions/013-tree-voices.md): a person's page with their
 * photos, recordings (with transcripts), name-pronunciation clip and animated ancestors; the
 * family's voices by generation; branch-scoped access of circle members. Shared by the server's
 * routes and web/src/features/voice-ancestry.
 *
 *   GET    /api/family-trees/people/:id                              a person's page (PersonPage)
 *   POST   /api/family-trees/:treeId/individuals/:id/media           link one of your vault items ({ itemId, role }) → 201 PersonPage
 *   DELETE /api/family-trees/:treeId/individuals/:id/media/:itemId   unlink an item from the person (idempotent; it stays in the vault) → 204
 *   POST   /api/family-trees/:treeId/individuals/:id/animations      make an animated ancestor (a job) → 202 Animation
 *   GET    /api/family-trees/:treeId/media/:itemId/file              a linked item's file (range requests)
 *   GET    /api/family-trees/:treeId/media/:itemId/preview           a linked item's preview image
 *   GET    /api/family-trees/:treeId/voices                          the family's voices by generation (FamilyVoices)
 *   GET    /api/family-trees/:treeId/branch-scopes                   members limited to a branch (owner)
 *   PUT    /api/family-trees/:treeId/branch-scopes/:memberId         limit a member to a branch (owner) → BranchScope
 *   DELETE /api/family-trees/:treeId/branch-scopes/:memberId         lift the limit (owner) → 204
 */
import { z } from 'zod';
import { individualSchema, treeEventSchema, treeNoteSchema, treeObjectParamsSchema, TREE_ROLES } from './family-tree';

export const TREE_VOICES_MESSAGES = {
  itemNotFound: 'We could not find that item in your vault.',
  mediaNotFound: 'We could not find that photo or recording for this family tree.',
  wrongKind: {
    photo: 'Please choose a photo.',
    recording: 'Please choose a voice recording or a video.',
    'name-clip': 'Please choose a voice recording for the name clip.',
  },
  animationPhoto: "Please choose one of this person's photos.",
  animationRecording: "Please choose one of this person's recordings.",
  monthlyLimit: (count: number) =>
    `Your plan makes ${count} animated ancestor a month, and this month's is made. Complete Legacy makes as many as you like.`,
  notAllowed: "This person's last wishes do not allow an animated likeness.",
  memberNotFound: 'We could not find that member in your family circle.',
} as const;

/**
 * A person's page label for a video Heirloom made (docs/product/overview.md "Animated ancestors").
 */
export const ANIMATION_LABEL = 'Made by Heirloom from the real photo and voice';

/** How an item linked to a person is used on their page. */
export const PERSON_MEDIA_ROLES = ['photo', 'recording', 'name-clip'] as const;
export type PersonMediaRole = (typeof PERSON_MEDIA_ROLES)[number];

/** Branch scopes reach at most this many generations each way. */
export const BRANCH_MAX_GENERATIONS = 10;

const id = z.uuid();

export const personMediaSchema = z.object({
  itemId: id,
  kind: z.enum(['photo', 'video', 'audio', 'document']),
  title: z.string(),
  contentType: z.string(),
  durationMs: z.number().nullable(),
  /** The file through the tree (range requests), readable by whoever may read this person. */
  fileUrl: z.string(),
  previewUrl: z.string().nullable(),
  transcript: z.string().nullable().describe("The owner's edited transcript, else the machine's; null when none yet"),
  isAnimation: z.boolean().describe(ANIMATION_LABEL),
});
export type PersonMedia = z.infer<typeof personMediaSchema>;

export const animationSchema = z.object({
  id,
  status: z.enum(['queued', 'rendering', 'done', 'failed']),
  progress: z.number().describe('0–100'),
  maxSeconds: z.number(),
  video: personMediaSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Animation = z.infer<typeof animationSchema>;

export const personRefSchema = z.object({ id, name: z.string() });

export const personPageSchema = z.object({
  treeId: id,
  treeName: z.string(),
  role: z.enum(TREE_ROLES),
  individual: individualSchema,
  events: z.array(treeEventSchema),
  notes: z.array(treeNoteSchema),
  parents: z.array(personRefSchema),
  partners: z.array(personRefSchema),
  children: z.array(personRefSchema),
  photos: z.array(personMediaSchema),
  /** Voices and videos linked to the person, the name clip left out (it is `nameClip`, shown once). */
  recordings: z.array(personMediaSchema),
  nameClip: personMediaSchema.nullable(),
  animations: z.array(animationSchema),
  /**
   * The owner's plan limits (docs/product/plans-and-pricing.md "What each plan includes"); null for
   * people who may not make one.
   */
  animationAllowance: z
    .object({ maxSeconds: z.number(), perMonth: z.number().nullable(), usedThisMonth: z.number() })
    .nullable(),
});
export type PersonPage = z.infer<typeof personPageSchema>;

export const personParamsSchema = z.object({ id: z.uuid({ error: 'We could not find that person in this tree.' }) });
export const treeItemParamsSchema = z.object({
  treeId: id,
  itemId: z.uuid({ error: TREE_VOICES_MESSAGES.mediaNotFound }),
});
/** A person's linked item: the tree, the person (`id`) and the vault item. */
export const personItemParamsSchema = treeObjectParamsSchema.extend({
  itemId: z.uuid({ error: TREE_VOICES_MESSAGES.mediaNotFound }),
});
export const treeMemberParamsSchema = z.object({
  treeId: id,
  memberId: z.uuid({ error: TREE_VOICES_MESSAGES.memberNotFound }),
});

export const personMediaInputSchema = z.object({
  itemId: z.uuid({ error: TREE_VOICES_MESSAGES.itemNotFound }),
  role: z.enum(PERSON_MEDIA_ROLES),
});
export type PersonMediaInput = z.infer<typeof personMediaInputSchema>;

export const animationInputSchema = z.object({
  photoItemId: z.uuid({ error: TREE_VOICES_MESSAGES.animationPhoto }),
  recordingItemId: z.uuid({ error: TREE_VOICES_MESSAGES.animationRecording }),
});
export type AnimationInput = z.infer<typeof animationInputSchema>;

export const voicePersonSchema = z.object({
  individual: personRefSchema,
  lifespan: z.string().describe('"1921–2004", "b. 1950" or ""'),
  /** Voices and videos linked to the person, the name clip left out (it is `nameClip`, shown once). */
  recordings: z.array(personMediaSchema),
  nameClip: personMediaSchema.nullable(),
});

export const familyVoicesSchema = z.object({
  treeId: id,
  treeName: z.string(),
  generations: z.array(
    z.object({
      generation: z.number().describe('1 for the eldest generation in the tree'),
      people: z.array(voicePersonSchema),
    }),
  ),
});
export type FamilyVoices = z.infer<typeof familyVoicesSchema>;

export const branchScopeInputSchema = z.object({
  rootIndividualId: z.uuid({ error: 'We could not find that person in this tree.' }),
  generations: z.number().int().min(1).max(BRANCH_MAX_GENERATIONS, `At most ${BRANCH_MAX_GENERATIONS} generations.`),
});
export type BranchScopeInput = z.infer<typeof branchScopeInputSchema>;

export const branchScopeSchema = branchScopeInputSchema.extend({ memberId: id, rootName: z.string() });
export type BranchScope = z.infer<typeof branchScopeSchema>;
export const branchScopeListSchema = z.array(branchScopeSchema);
