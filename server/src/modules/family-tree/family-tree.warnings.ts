/**
 * Warnings for impossible data in a tree: a person who is their own ancestor, a death before the
 * birth, a child born before a parent, a child born after their mother's death. Dates compare by
 * their sort keys (the earliest day a GEDCOM date can mean), so "ABT 1900" and "1900" compare as
 * the same year's start.
 */
import { personName, type TreeWarning } from '@heirloom/common/contracts/family-tree-chart';
import { describeLoop, findAncestryLoops } from './family-tree.ancestry-loops';
import { parentsOf } from './family-tree.graph';
import type { TreeGraph } from './family-tree.tree-graph';

/** Every warning of the graph, person by person in tree order. */
export function findWarnings(graph: TreeGraph): TreeWarning[] {
  const warnings: TreeWarning[] = [];
  const name = (id: string) => personName(graph.people.get(id)!);
  for (const loop of findAncestryLoops((id) => parentsOf(graph, id), graph.people.keys())) {
    warnings.push({
      individualId: loop[0]!,
      code: 'ancestry-loop',
      message: `${name(loop[0]!)} is their own ancestor: ${describeLoop(loop, name)}.`,
    });
  }
  for (const id of graph.people.keys()) {
    const birth = graph.birthKey.get(id);
    const death = graph.deathKey.get(id);
    if (birth !== undefined && death !== undefined && death < birth) {
      warnings.push({ individualId: id, code: 'death-before-birth', message: `${name(id)} died before being born.` });
    }
    if (birth === undefined) continue;
    // A parent counts once, also when a merge left the child in two of their families.
    for (const parentId of new Set(parentsOf(graph, id))) {
      const parentBirth = graph.birthKey.get(parentId);
      if (parentBirth !== undefined && birth < parentBirth) {
        warnings.push({
          individualId: id,
          code: 'child-before-parent',
          message: `${name(id)} was born before their parent ${name(parentId)}.`,
        });
      }
      const parentDeath = graph.deathKey.get(parentId);
      if (graph.people.get(parentId)!.sex === 'F' && parentDeath !== undefined && birth > parentDeath) {
        warnings.push({
          individualId: id,
          code: 'born-after-mother-death',
          message: `${name(id)} was born after their mother ${name(parentId)} died.`,
        });
      }
    }
  }
  return warnings;
}
