/**
 * A person's page and the family's voices (docs/product/family-tree.md "A person's page", "The
 * family's voices"): facts, photos, recordings with their transcripts, the name-pronunciation clip
 * and animated ancestors, for whoever may read the person (policies/family-tree.policy.ts, branch
 * scopes included). Linked items are served through the tree (the mediaFile and mediaPreview routes
 * of common/src/routes/family-tree.ts), so a member who reads the person hears them.
 */
import type { Selectable } from 'kysely';
import {
  ANIMATION_LABEL,
  TREE_VOICES_MESSAGES,
  type FamilyVoices,
  type PersonMedia,
  type PersonPage,
} from '@heirloom/common/contracts/tree-voices';
import { routePath } from '@heirloom/common/routes/define-route';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import type { TreeAnimationsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { isInBranch, type TreeAccess } from '../../policies/family-tree.policy';
import { narrowToBranch } from './family-tree.branch';
import type { TreeRows } from './family-tree.model';
import { personName, nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import { presentEvent, presentIndividual, presentNote } from './family-tree.presenter';
import { loadTreeRows } from './family-tree.repository';
import type { FamilyTreeDependencies } from './family-tree.service';
import { animationAllowanceOf, type AnimationPlanLookup } from './tree-animation.service';
import {
  findAnimations,
  findItemLinks,
  findLinkedItems,
  findNameClips,
  type LinkedItemRow,
} from './tree-voices.repository';

export function presentPersonMedia(treeId: string, row: Omit<LinkedItemRow, 'individual_id'>): PersonMedia {
  return {
    itemId: row.item_id,
    kind: row.kind,
    title: row.title,
    contentType: row.content_type,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    fileUrl: routePath(familyTreeRoutes.mediaFile, { treeId, itemId: row.item_id }),
    previewUrl: row.preview_key ? routePath(familyTreeRoutes.mediaPreview, { treeId, itemId: row.item_id }) : null,
    transcript: row.edited_text ?? row.machine_text ?? null,
    isAnimation: row.kind === 'video' && row.description === `${ANIMATION_LABEL}.`,
  };
}

export const presentAnimation = (row: Selectable<TreeAnimationsTable>, video: PersonMedia | null) => ({
  id: row.id,
  status: row.status,
  progress: Number(row.progress),
  maxSeconds: Number(row.max_seconds),
  video,
  error: row.error,
  createdAt: row.created_at,
});

const nameOf = (individual: TreeRows['individuals'][number]) =>
  personName({ name: nameAsShown(individual.name_as_written) });

/** Parents, partners and children of `individualId` among `rows`. */
function relativesOf(rows: TreeRows, individualId: string) {
  const byId = new Map(rows.individuals.map((individual) => [individual.id, individual]));
  const refs = (ids: string[]) =>
    [...new Set(ids)].flatMap((id) =>
      byId.has(id) && id !== individualId ? [{ id, name: nameOf(byId.get(id)!) }] : [],
    );
  const asChild = rows.children.filter((child) => child.individual_id === individualId).map((c) => c.family_id);
  const asPartner = rows.partners.filter((partner) => partner.individual_id === individualId).map((p) => p.family_id);
  return {
    parents: refs(rows.partners.filter((p) => asChild.includes(p.family_id)).map((p) => p.individual_id)),
    partners: refs(rows.partners.filter((p) => asPartner.includes(p.family_id)).map((p) => p.individual_id)),
    children: refs(rows.children.filter((c) => asPartner.includes(c.family_id)).map((c) => c.individual_id)),
  };
}

/** Whether a linked item is a recording: a voice or a video. */
const isRecording = (item: PersonMedia) => item.kind === 'audio' || item.kind === 'video';

/**
 * The page of individual `individualId` as `access` may see it; the caller checked that the
 * individual is in the tree and in the actor's branch.
 */
export async function getPersonPage(
  deps: FamilyTreeDependencies & { animationPlanOf: AnimationPlanLookup },
  access: TreeAccess,
  individualId: string,
): Promise<PersonPage> {
  const treeId = access.tree.id;
  const rows = narrowToBranch((await loadTreeRows(deps.db, treeId))!, access.branch);
  const individual = rows.individuals.find((row) => row.id === individualId)!;
  const [linked, clips, animations] = await Promise.all([
    findLinkedItems(deps.db, treeId, [individualId]),
    findNameClips(deps.db, [individualId]),
    findAnimations(deps.db, individualId),
  ]);
  const media = linked.map((row) => presentPersonMedia(treeId, row));
  const byItem = new Map(media.map((item) => [item.itemId, item]));
  const nameClip = clips[0] ? presentPersonMedia(treeId, clips[0]) : null;
  return {
    treeId,
    treeName: access.tree.name,
    role: access.standing,
    individual: presentIndividual(individual),
    events: rows.events.filter((event) => event.individual_id === individualId).map(presentEvent),
    notes: rows.notes.filter((note) => note.individual_id === individualId).map(presentNote),
    ...relativesOf(rows, individualId),
    photos: media.filter((item) => item.kind === 'photo'),
    // The name clip is linked as a recording too (so exports carry it), but shows once: as the clip.
    recordings: media.filter((item) => isRecording(item) && item.itemId !== nameClip?.itemId),
    nameClip,
    animations: animations.map((row) =>
      presentAnimation(row, row.vault_item_id ? (byItem.get(row.vault_item_id) ?? null) : null),
    ),
    animationAllowance: access.standing === 'owner' ? await animationAllowanceOf(deps, access.tree.owner_id) : null,
  };
}

/** "1921–2004", "b. 1950", "d. 1990" or "" from the first BIRT and DEAT dates' years. */
function lifespanOf(rows: TreeRows, individualId: string): string {
  const yearOf = (tag: string) =>
    /\d{3,4}(?!.*\d{3,4})/.exec(
      rows.events.find((event) => event.individual_id === individualId && event.tag === tag)?.date ?? '',
    )?.[0];
  const [born, died] = [yearOf('BIRT'), yearOf('DEAT')];
  if (born && died) return `${born}–${died}`;
  return born ? `b. ${born}` : died ? `d. ${died}` : '';
}

/**
 * Generation of each individual: 1 for people without parents in the tree, else one more than
 * their eldest parent's; someone who married in takes their partner's generation.
 */
function generationsOf(rows: TreeRows): Map<string, number> {
  const parentsOf = new Map<string, string[]>();
  for (const child of rows.children) {
    const parents = rows.partners.filter((partner) => partner.family_id === child.family_id);
    parentsOf.set(child.individual_id, [
      ...(parentsOf.get(child.individual_id) ?? []),
      ...parents.map((partner) => partner.individual_id),
    ]);
  }
  const memo = new Map<string, number>();
  const depth = (id: string, seen: Set<string>): number => {
    if (memo.has(id)) return memo.get(id)!;
    if (seen.has(id)) return 1; // a loop in bad data: stop here
    seen.add(id);
    const parents = parentsOf.get(id) ?? [];
    const value = parents.length ? Math.max(...parents.map((parent) => depth(parent, seen))) + 1 : 0;
    memo.set(id, value);
    return value;
  };
  const result = new Map<string, number>();
  for (const individual of rows.individuals) result.set(individual.id, depth(individual.id, new Set()));
  for (const individual of rows.individuals) {
    if ((parentsOf.get(individual.id) ?? []).length) continue;
    const families = rows.partners.filter((p) => p.individual_id === individual.id).map((p) => p.family_id);
    const partnerDepths = rows.partners
      .filter((p) => families.includes(p.family_id) && p.individual_id !== individual.id)
      .map((p) => result.get(p.individual_id) ?? 0);
    if (partnerDepths.length) result.set(individual.id, Math.max(0, ...partnerDepths));
  }
  const eldest = Math.min(...result.values());
  for (const [id, value] of result) result.set(id, value - eldest + 1);
  return result;
}

/**
 * The family's voices by generation, eldest first, each generation in birth order: everyone in the
 * actor's view of the tree who has a recording or a name clip, for playing one after another.
 */
export async function getFamilyVoices(deps: FamilyTreeDependencies, access: TreeAccess): Promise<FamilyVoices> {
  const treeId = access.tree.id;
  const rows = narrowToBranch((await loadTreeRows(deps.db, treeId))!, access.branch);
  const ids = rows.individuals.map((individual) => individual.id);
  const [linked, clips] = await Promise.all([findLinkedItems(deps.db, treeId, ids), findNameClips(deps.db, ids)]);
  const generation = generationsOf(rows);
  const birthKey = (id: string) =>
    Number(rows.events.find((event) => event.individual_id === id && event.tag === 'BIRT')?.date_sort_key ?? Infinity);
  const people = rows.individuals
    .map((individual) => {
      const clip = clips.find((row) => row.individual_id === individual.id);
      return {
        individual: { id: individual.id, name: nameOf(individual) },
        lifespan: lifespanOf(rows, individual.id),
        // The name clip plays once, as the clip, though it is linked as a recording too.
        recordings: linked
          .filter((row) => row.individual_id === individual.id && row.item_id !== clip?.item_id)
          .map((row) => presentPersonMedia(treeId, row))
          .filter((item) => isRecording(item) && !item.isAnimation),
        nameClip: clip ? presentPersonMedia(treeId, clip) : null,
      };
    })
    .filter((person) => person.recordings.length > 0 || person.nameClip !== null)
    .sort(
      (a, b) =>
        generation.get(a.individual.id)! - generation.get(b.individual.id)! ||
        birthKey(a.individual.id) - birthKey(b.individual.id),
    );
  const generations: FamilyVoices['generations'] = [];
  for (const person of people) {
    const number = generation.get(person.individual.id)!;
    const last = generations.at(-1);
    if (last?.generation === number) last.people.push(person);
    else generations.push({ generation: number, people: [person] });
  }
  return { treeId, treeName: access.tree.name, generations };
}

/**
 * The media record of vault item `itemId` when it is linked to someone of the tree `access`
 * authorised whom the actor may see (their branch, for a branch-scoped member).
 * @throws AppError 'not_found' otherwise
 */
export async function findReadableMedia(deps: FamilyTreeDependencies, access: TreeAccess, itemId: string) {
  const { media, individualIds } = await findItemLinks(deps.db, access.tree.id, itemId);
  if (!media || !individualIds.some((id) => isInBranch(access, id))) {
    throw new AppError('not_found', TREE_VOICES_MESSAGES.mediaNotFound);
  }
  return media;
}
