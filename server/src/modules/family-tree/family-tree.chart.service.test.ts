/**
 * The chart's focus, the name search and the relationship calculator read only the cards they show
 * (docs/decisions/006-family-tree-and-gedcom.md "Amendment 2026-11-30: trees of 50,000"), on SQLite
 * and PostgreSQL: for every person of a generated tree — six generations, second marriages, undated
 * people, deaths, an ancestry loop — and for a branch-scoped reader, the answer is exactly the one
 * read from the whole tree's graph: the same people, generations, families, order and living status;
 * and the default list (no words) is the first 20 of the whole tree sorted for the chart's first focus.
 */
import { expect, it } from 'vitest';
import type { ImportPreview, TreeImport } from '@heirloom/common/contracts/family-tree';
import type { ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import type { TreeAccess } from '../../policies/family-tree.policy';
import { focusOn, relationshipBetween, searchPeople } from './family-tree.chart.service';
import { describeRelationship } from './family-tree.relationship';
import { buildGraph, closeRelativeCount, focusAnswer, focusGenerations } from './family-tree.graph';
import { loadCards, loadFamilyLinks } from './family-tree.graph.repository';

const NOW = new Date('2026-11-30T12:00:00Z');

/**
 * A GEDCOM 7.0 tree of six generations from one couple: each couple has one to three children, most
 * marry someone from outside; every fifth person marries twice; births are dated for two people in
 * three, deaths recorded for every fourth; and @I3@ is made a child of one of their own grandchildren.
 */
function generatedTree(): string {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];
  const families: { xref: string; partners: string[]; children: string[]; generation: number }[] = [];
  let people = 0;
  const person = (generation: number) => {
    people++;
    const xref = `@I${people}@`;
    lines.push(`0 ${xref} INDI`, `1 NAME Person${people} /Gen${generation}/`, `1 SEX ${people % 2 ? 'M' : 'F'}`);
    if (people % 3 !== 0) lines.push('1 BIRT', `2 DATE ${1840 + generation * 27 + (people % 9)}`);
    if (people % 4 === 0) lines.push('1 DEAT', '2 DATE ABT 1990');
    return xref;
  };
  const queue = [{ xref: '@F1@', partners: [person(0), person(0)], children: [] as string[], generation: 0 }];
  families.push(queue[0]!);
  while (queue.length) {
    const family = queue.shift()!;
    if (family.generation === 5) continue;
    for (let index = 0; index < 1 + ((families.length + family.generation) % 3); index++) {
      const child = person(family.generation + 1);
      family.children.push(child);
      const marriages = people % 5 === 0 ? 2 : people % 7 === 0 ? 0 : 1;
      for (let marriage = 0; marriage < marriages; marriage++) {
        const next = {
          xref: `@F${families.length + 1}@`,
          partners: [child, person(family.generation + 1)],
          children: [] as string[],
          generation: family.generation + 1,
        };
        families.push(next);
        queue.push(next);
      }
    }
  }
  // The loop: @I3@'s grandchild's family takes @I3@ as a child too.
  const grandchildFamily = families.find((family) => family.generation === 2)!;
  grandchildFamily.children.push('@I3@');
  for (const family of families) {
    lines.push(`0 ${family.xref} FAM`, `1 HUSB ${family.partners[0]}`);
    if (family.partners[1]) lines.push(`1 WIFE ${family.partners[1]}`);
    for (const child of family.children) lines.push(`1 CHIL ${child}`);
  }
  lines.push('0 TRLR', '');
  return lines.join('\n');
}

describeEachDatabase('family tree focus and search read around the people shown', (context) => {
  it('answers every focus, search and relationship exactly as the whole tree does, for the whole tree and a branch', async () => {
    const { client, user } = await buildUser(context().app);
    const preview = (
      await client.upload('/api/family-trees/imports', {
        name: 'generated.ged',
        type: 'text/plain',
        content: Buffer.from(generatedTree()),
      })
    ).json<ImportPreview>();
    await client.post(`/api/family-trees/imports/${preview.id}/run`);
    await context().app.jobs.runTreeImportJob();
    const { treeId } = (await client.get(`/api/family-trees/imports/${preview.id}`)).json<TreeImport>();
    const { db, dialect } = context();
    const deps = { db, dialect, clock: { now: () => NOW } };
    const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId!).executeTakeFirstOrThrow();
    const rows = { ...(await loadFamilyLinks(db, treeId!)), ...(await loadCards(db, treeId!, null)) };
    const everyone = rows.individuals.map((row) => row.id);
    expect(everyone.length).toBeGreaterThan(60);
    // A branch: every third person, so walks stop at people the reader may not see.
    const branch = new Set(everyone.filter((_, index) => index % 3 !== 1));

    for (const scope of [null, branch]) {
      const access: TreeAccess = { tree, standing: 'viewer', branch: scope };
      const whole = buildGraph(rows, scope, NOW);
      for (const [index, id] of (scope ? [...scope] : everyone).entries()) {
        const generations = index % 2 ? 3 : 1;
        const expected = focusAnswer(whole, id, generations, focusGenerations(whole, id, generations));
        expect(await focusOn(deps, access, id, generations)).toEqual(expected);
      }
      const people = scope ? [...scope] : everyone;
      for (let index = 0; index < 40; index++) {
        const [first, second] = [people[(index * 7) % people.length]!, people[(index * 13 + 5) % people.length]!];
        const expected = describeRelationship(whole, first, second);
        expect(await relationshipBetween(deps, access, first, second)).toEqual({
          ...expected,
          people: expected.path.map((id) => whole.people.get(id)),
        });
      }
      const found = await searchPeople(deps, access, user.id, 'gen3');
      const expected: ChartPerson[] = [...whole.people.values()].filter((person) => person.surname === 'Gen3');
      expect(found).toEqual(expected.slice(0, 20));
      // Without words: "me" first, then the most connected, ties in tree order (a stable sort of all).
      const me = people[people.length - 1]!;
      for (const userId of [user.id, 'someone else']) {
        if (userId === user.id)
          await db.updateTable('tree_individuals').set({ linked_user_id: user.id }).where('id', '=', me).execute();
        const rank = (id: string) => (id === me && userId === user.id ? 1_000 : 0) + closeRelativeCount(whole, id);
        const byDefault = [...people].sort((a, b) => rank(b) - rank(a)).slice(0, 20);
        expect(new Set(byDefault.map(rank)).size).toBeGreaterThan(1);
        expect((await searchPeople(deps, access, userId, '')).map((person) => person.id)).toEqual(byDefault);
      }
      await db.updateTable('tree_individuals').set({ linked_user_id: null }).where('id', '=', me).execute();
    }
  });
});
