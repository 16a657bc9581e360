/**
 * A tree narrowed to a branch-scoped member's branch (docs/product/family-tree.md
 * "Branch-scoped access"; policies/family-tree.policy.ts `TreeAccess.branch`): only the branch's
 * individuals, their events and notes, the families with a partner or child in it (listing only
 * members in it), and media linked only to what stays.
 */
import type { TreeRows } from './family-tree.model';

/** `rows` as a member limited to `branch` may see them; all of them when `branch` is null. */
export function narrowToBranch(rows: TreeRows, branch: ReadonlySet<string> | null): TreeRows {
  if (branch === null) return rows;
  const partners = rows.partners.filter((partner) => branch.has(partner.individual_id));
  const children = rows.children.filter((child) => branch.has(child.individual_id));
  const familyIds = new Set([...partners, ...children].map((member) => member.family_id));
  const events = rows.events.filter((event) =>
    event.individual_id ? branch.has(event.individual_id) : familyIds.has(event.family_id ?? ''),
  );
  const eventIds = new Set(events.map((event) => event.id));
  const mediaLinks = rows.mediaLinks.filter((link) =>
    link.individual_id ? branch.has(link.individual_id) : familyIds.has(link.family_id ?? ''),
  );
  const objectIds = new Set(mediaLinks.map((link) => link.media_object_id));
  return {
    ...rows,
    individuals: rows.individuals.filter((individual) => branch.has(individual.id)),
    families: rows.families.filter((family) => familyIds.has(family.id)),
    partners,
    children,
    events,
    notes: rows.notes.filter((note) =>
      note.individual_id
        ? branch.has(note.individual_id)
        : note.family_id
          ? familyIds.has(note.family_id)
          : eventIds.has(note.event_id ?? ''),
    ),
    mediaObjects: rows.mediaObjects.filter((object) => objectIds.has(object.id)),
    mediaFiles: rows.mediaFiles.filter((file) => objectIds.has(file.media_object_id)),
    mediaLinks,
  };
}
