/**
 * The shape of a tree's graph: its people's chart cards, its families, and who is a child or a
 * partner in which family. family-tree.graph.ts builds it; the living rule, the relationship
 * finder and the warnings read it.
 */
import type { ChartFamily, ChartPerson } from '@heirloom/common/contracts/family-tree-chart';

/** A tree's graph (linkGraph, then addCards); maps are keyed by individual or family id. */
export interface TreeGraph {
  people: Map<string, ChartPerson>;
  families: Map<string, ChartFamily>;
  /** Families an individual is a child of. */
  parentFamiliesOf: Map<string, string[]>;
  /** Families an individual is a partner in. */
  partnerFamiliesOf: Map<string, string[]>;
  /** Julian day sort keys of the first BIRT and DEAT of each individual that has one. */
  birthKey: Map<string, number>;
  deathKey: Map<string, number>;
}
