/**
 * A person's relatives in a whole tree (for the builder: docs/product/family-tree.md
 * "The builder"): parents, partners, children and siblings, through the families they are a child
 * or a partner of; and the family an added parent, child or sibling joins. Pure functions over
 * TreeDetail.
 */
import type { Family, TreeDetail } from '@heirloom/common/contracts/family-tree';

export type Relation = 'parent' | 'partner' | 'child' | 'sibling';

export interface Relatives {
  parents: string[];
  partners: string[];
  children: string[];
  siblings: string[];
}

const unique = (ids: string[], except: string) => [...new Set(ids)].filter((id) => id !== except);

/** The relatives of `id`, each list in family order. */
export function relativesOf(detail: TreeDetail, id: string): Relatives {
  const asChild = detail.families.filter((family) => family.children.some((child) => child.individualId === id));
  const asPartner = detail.families.filter((family) => family.partners.some((partner) => partner.individualId === id));
  return {
    parents: unique(
      asChild.flatMap((family) => family.partners.map((partner) => partner.individualId)),
      id,
    ),
    siblings: unique(
      asChild.flatMap((family) => family.children.map((child) => child.individualId)),
      id,
    ),
    partners: unique(
      asPartner.flatMap((family) => family.partners.map((partner) => partner.individualId)),
      id,
    ),
    children: unique(
      asPartner.flatMap((family) => family.children.map((child) => child.individualId)),
      id,
    ),
  };
}

/** The family `id` is a child of (the first), or null. */
export const parentFamilyOf = (detail: TreeDetail, id: string): Family | null =>
  detail.families.find((family) => family.children.some((child) => child.individualId === id)) ?? null;

/** The family `id` is a partner of (the first), or null. */
export const partnerFamilyOf = (detail: TreeDetail, id: string): Family | null =>
  detail.families.find((family) => family.partners.some((partner) => partner.individualId === id)) ?? null;

/** A family as the builder's input to change it. */
export const familyInputOf = (family: Family) => ({
  partnerIds: family.partners.map((partner) => partner.individualId),
  children: family.children.map((child) => ({ individualId: child.individualId, pedigree: child.pedigree })),
});

/**
 * How adding `relation` `newId` to `personId` changes the families: the family to change (with its
 * new input) or a new family to add. A parent joins the person's parent family while it has fewer
 * than two partners; a child joins the person's only family as partner; a sibling joins the
 * person's parent family.
 */
export function familyChangeFor(detail: TreeDetail, personId: string, relation: Relation, newId: string) {
  const birth = { pedigree: 'birth' as const };
  const parents = parentFamilyOf(detail, personId);
  const partnerFamilies = detail.families.filter((family) =>
    family.partners.some((partner) => partner.individualId === personId),
  );
  if (relation === 'parent') {
    if (parents && parents.partners.length < 2) {
      const input = familyInputOf(parents);
      return { familyId: parents.id, input: { ...input, partnerIds: [...input.partnerIds, newId] } };
    }
    return { familyId: null, input: { partnerIds: [newId], children: [{ individualId: personId, ...birth }] } };
  }
  if (relation === 'partner') return { familyId: null, input: { partnerIds: [personId, newId], children: [] } };
  if (relation === 'child') {
    const only = partnerFamilies.length === 1 ? partnerFamilies[0]! : null;
    if (only) {
      const input = familyInputOf(only);
      return {
        familyId: only.id,
        input: { ...input, children: [...input.children, { individualId: newId, ...birth }] },
      };
    }
    return { familyId: null, input: { partnerIds: [personId], children: [{ individualId: newId, ...birth }] } };
  }
  if (parents) {
    const input = familyInputOf(parents);
    return {
      familyId: parents.id,
      input: { ...input, children: [...input.children, { individualId: newId, ...birth }] },
    };
  }
  return {
    familyId: null,
    input: {
      partnerIds: [],
      children: [
        { individualId: personId, ...birth },
        { individualId: newId, ...birth },
      ],
    },
  };
}
