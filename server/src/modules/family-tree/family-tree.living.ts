/**
 * "Probably alive": whether a person of the tree is living, deceased or unknown, decided the way
 * genealogy programs do (Gramps' probably_alive, gramps/gen/utils/alive.py, and its constants: a
 * lifespan of at most 110 years, siblings born within 20 years, 20 years a generation;
 * docs/product/family-tree.md "Who is living"). No death event is not enough; no evidence at all is unknown.
 * The one decision the chart's cards and the export's living option read.
 */
import { LIVING_STATUSES } from '@heirloom/common/contracts/family-tree-chart';
import type { TreeGraph } from './family-tree.tree-graph';

export type LivingStatus = (typeof LIVING_STATUSES)[number];

/** An event of a person, with its date's sort key in Julian days (null when undated). */
export interface LifeEvent {
  individual_id: string | null;
  tag: string;
  date_sort_key: number | string | null;
}

/** What the rule reads besides the family links: events, and who the builder records as deceased. */
export interface LifeFacts {
  events: readonly LifeEvent[];
  /** Individuals whose "living" switch is off (`is_living` 0). */
  recordedDeceasedIds: ReadonlySet<string>;
}

/** Events that happen only after a death (GEDCOM 7.0 DEAT, BURI, CREM, PROB). A WILL is signed in life. */
export const DEATH_EVENT_TAGS = ['DEAT', 'BURI', 'CREM', 'PROB'];
const MAX_LIFESPAN_YEARS = 110;
const GENERATION_YEARS = 20;
const SIBLING_SPREAD_YEARS = 20;
/** Ancestors and descendants read, generations each way (Gramps walks further; two settle almost everyone). */
const GENERATIONS_READ = 2;
const DAYS_PER_YEAR = 365.2425;
const UNIX_EPOCH_JULIAN_DAY = 2440587.5;

// The graph's own parentsOf and partnersOf are not imported: family-tree.graph.ts imports this rule.
function members(graph: TreeGraph, families: Map<string, string[]>, id: string, role: 'partnerIds' | 'childIds') {
  const found: string[] = [];
  for (const familyId of families.get(id) ?? []) {
    for (const other of graph.families.get(familyId)![role]) if (other !== id) found.push(other);
  }
  return found;
}
const parentsOf = (graph: TreeGraph, id: string) => members(graph, graph.parentFamiliesOf, id, 'partnerIds');
const childrenOf = (graph: TreeGraph, id: string) => members(graph, graph.partnerFamiliesOf, id, 'childIds');
const siblingsOf = (graph: TreeGraph, id: string) => members(graph, graph.parentFamiliesOf, id, 'childIds');
const partnersOf = (graph: TreeGraph, id: string) => members(graph, graph.partnerFamiliesOf, id, 'partnerIds');

/** Relatives `generations` steps away along `step`, each with its distance (a loop stops the walk). */
function walk(graph: TreeGraph, id: string, step: (graph: TreeGraph, id: string) => string[]) {
  const found = new Map<string, number>([[id, 0]]);
  let frontier = [id];
  for (let distance = 1; distance <= GENERATIONS_READ; distance++) {
    frontier = frontier.flatMap((next) => step(graph, next)).filter((relative) => !found.has(relative));
    for (const relative of frontier) found.set(relative, distance);
  }
  found.delete(id);
  return found;
}

/**
 * Everyone whose events can decide `id`'s status, each with the years to add to their earliest
 * dated event for the latest year `id` can have been born: themselves (0), ancestors (+20 a
 * generation), descendants (−20 a generation), siblings and partners (+20).
 */
function evidenceOffsets(graph: TreeGraph, id: string): Map<string, number> {
  const offsets = new Map<string, number>([[id, 0]]);
  const add = (relative: string, years: number) => {
    if (!offsets.has(relative)) offsets.set(relative, years);
  };
  for (const [ancestor, distance] of walk(graph, id, parentsOf)) add(ancestor, distance * GENERATION_YEARS);
  for (const [descendant, distance] of walk(graph, id, childrenOf)) add(descendant, -distance * GENERATION_YEARS);
  for (const relative of siblingsOf(graph, id)) add(relative, SIBLING_SPREAD_YEARS);
  for (const relative of partnersOf(graph, id)) add(relative, SIBLING_SPREAD_YEARS);
  return offsets;
}

/** Everyone `decideLiving` reads for the people `ids`: load their events with the cards. */
export function peopleReadForLiving(graph: TreeGraph, ids: Iterable<string>): Set<string> {
  const read = new Set<string>();
  for (const id of ids) for (const relative of evidenceOffsets(graph, id).keys()) read.add(relative);
  return read;
}

/**
 * Everyone whose families `decideLiving` steps through for the people `ids`: themselves (to their
 * parents, children, siblings and partners) and their parents and children (to the grandparents
 * and grandchildren). A graph that holds these people's families decides `ids` as the whole tree would.
 */
export function peopleSteppedFromForLiving(graph: TreeGraph, ids: Iterable<string>): Set<string> {
  const stepped = new Set<string>();
  for (const id of ids) {
    stepped.add(id);
    for (const relative of [...parentsOf(graph, id), ...childrenOf(graph, id)]) stepped.add(relative);
  }
  return stepped;
}

/**
 * The status of each of `ids` on `now`: deceased when recorded so or a death, burial, cremation or
 * probate is recorded; otherwise from the latest year they can have been born — their own earliest
 * dated event, a parent's +20 (grandparent +40), a child's −20 (grandchild −40), a sibling's or
 * partner's +20 — deceased when that is over 110 years ago, living when not, unknown without any date.
 * @param graph the tree's family links (linkGraph)
 */
export function decideLiving(
  graph: TreeGraph,
  facts: LifeFacts,
  ids: Iterable<string>,
  now: Date,
): Map<string, LivingStatus> {
  const earliest = new Map<string, number>();
  const hasDeathEvent = new Set<string>();
  for (const event of facts.events) {
    if (!event.individual_id) continue;
    if (DEATH_EVENT_TAGS.includes(event.tag)) hasDeathEvent.add(event.individual_id);
    if (event.date_sort_key === null) continue;
    const key = Number(event.date_sort_key);
    earliest.set(event.individual_id, Math.min(key, earliest.get(event.individual_id) ?? key));
  }
  const today = now.getTime() / 86_400_000 + UNIX_EPOCH_JULIAN_DAY;
  const statuses = new Map<string, LivingStatus>();
  for (const id of ids) {
    if (facts.recordedDeceasedIds.has(id) || hasDeathEvent.has(id)) {
      statuses.set(id, 'deceased');
      continue;
    }
    let latestBirth: number | undefined;
    for (const [relative, years] of evidenceOffsets(graph, id)) {
      const key = earliest.get(relative);
      if (key === undefined) continue;
      const bound = key + years * DAYS_PER_YEAR;
      latestBirth = latestBirth === undefined ? bound : Math.min(latestBirth, bound);
    }
    if (latestBirth === undefined) statuses.set(id, 'unknown');
    else statuses.set(id, today - latestBirth > MAX_LIFESPAN_YEARS * DAYS_PER_YEAR ? 'deceased' : 'living');
  }
  return statuses;
}
