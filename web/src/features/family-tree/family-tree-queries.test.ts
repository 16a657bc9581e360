/**
 * The chart's first requests (prefetchChart), started by its route's loader with the page's code:
 * with ?tree= and ?person=, the list of trees and that person's focus at once; with ?tree= alone, the
 * tree's default list and then the focus of its first person; without a tree, the list only. The
 * page's own queries then find each answer in the cache under the same key.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { routeAddress } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { chartPerson } from '../../testing/helpers';
import { chartFocusId, prefetchChart } from './family-tree-queries';

const TREE = '3f1c2b8e-5d4a-4c6b-9e7f-1a2b3c4d5e6f';
const ROSE = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const JOE = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const focusOf = (id: string, name: string) => ({
  focusId: id,
  generations: 4,
  people: [{ ...chartPerson(id, name), generation: 0 }],
  families: [],
});
const addresses = {
  list: routeAddress(routes.list),
  defaultList: routeAddress(routes.search, { params: { treeId: TREE }, query: { q: '' } }),
  focusOfRose: routeAddress(routes.focus, { params: { treeId: TREE, id: ROSE } }),
  focusOfJoe: routeAddress(routes.focus, { params: { treeId: TREE, id: JOE } }),
};
const ANSWERS: Record<string, unknown> = {
  [addresses.list]: [],
  [addresses.defaultList]: [chartPerson(JOE, 'Joe'), chartPerson(ROSE, 'Rose')],
  [addresses.focusOfRose]: focusOf(ROSE, 'Rose'),
  [addresses.focusOfJoe]: focusOf(JOE, 'Joe'),
};

/** Answers the chart's addresses from ANSWERS and records what was asked, in order. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    return Response.json(ANSWERS[input]);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the chart started with its code', () => {
  it("asks for the list and the named person's focus at once", async () => {
    const asked = stubServer();
    const queryClient = createQueryClient();
    await prefetchChart(queryClient, new URL(`http://localhost/family-tree?tree=${TREE}&person=${ROSE}`));
    expect(asked.sort()).toEqual([addresses.focusOfRose, addresses.list].sort());
    expect(queryClient.getQueryData([addresses.focusOfRose])).toEqual(ANSWERS[addresses.focusOfRose]);
  });

  it('without a person, focuses where the chart will: the first of the default list', async () => {
    const asked = stubServer();
    const queryClient = createQueryClient();
    await prefetchChart(queryClient, new URL(`http://localhost/family-tree?tree=${TREE}`));
    expect(asked.slice(1)).toContain(addresses.focusOfJoe);
    expect(asked.indexOf(addresses.focusOfJoe)).toBeGreaterThan(asked.indexOf(addresses.defaultList));
    expect(chartFocusId(null, queryClient.getQueryData([addresses.defaultList]))).toBe(JOE);
    expect(queryClient.getQueryData([addresses.focusOfJoe])).toEqual(ANSWERS[addresses.focusOfJoe]);
  });

  it('without a tree in the address, asks for the list only', async () => {
    const asked = stubServer();
    await prefetchChart(createQueryClient(), new URL('http://localhost/family-tree'));
    expect(asked).toEqual([addresses.list]);
  });
});
