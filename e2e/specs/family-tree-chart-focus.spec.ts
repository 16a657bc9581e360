/**
 * The chart keeps a family together after a refocus, at 1280×800 and on a phone (390×844): Tom Lee
 * is the eldest of seven children, with a wife and two children. Focused on him, and again after a
 * refocus (by name) on his youngest sister, the focus person's parents sit over them and lie wholly inside the
 * chart, as do the focus card and (at 1280) the children; card text is drawn at 12 px or more.
 * Screenshots (SAVE_SCREENSHOTS=1) of the chart focused on Tom at both sizes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { saveScreenshots } from '../page-helpers';

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="tree-chart"] g[role="button"][aria-label^="${name}"]`);

/** How much of `inner`'s box lies inside `outer`'s, 0 to 1. */
async function shareInside(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return 0;
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (width * height) / (a.width * a.height);
}

/** The focus person's parents are over them and inside the chart; every card's text is ≥ 12 px. */
async function expectFamilyInView(page: Page, focusName: string, relatives: string[]) {
  const chart = page.getByTestId('tree-chart');
  await expect(page.getByTestId('focus-name')).toHaveText(focusName);
  await expect(card(page, focusName)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shareInside(card(page, focusName), chart)).toBe(1);
  for (const name of ['Rose Lee', 'Edward Lee', ...relatives]) {
    await expect.poll(() => shareInside(card(page, name), chart), { message: `${name} in view` }).toBe(1);
  }
  const focusBox = (await card(page, focusName).boundingBox())!;
  const [mother, father] = [
    (await card(page, 'Rose Lee').boundingBox())!,
    (await card(page, 'Edward Lee').boundingBox())!,
  ];
  const parentsMiddle = (mother.x + mother.width / 2 + father.x + father.width / 2) / 2;
  expect(Math.abs(parentsMiddle - (focusBox.x + focusBox.width / 2))).toBeLessThan(2);
  expect(mother.y + mother.height).toBeLessThan(focusBox.y);
  // Each card text's font size as drawn: its CSS size times the chart's zoom.
  const smallestText = await chart.evaluate((svg) =>
    Math.min(
      ...Array.from(svg.querySelectorAll<SVGTextElement>('g[role="button"] text')).map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM()!.a,
      ),
    ),
  );
  expect(smallestText).toBeGreaterThanOrEqual(12);
}

for (const [label, viewport] of [
  ['a wide screen', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`keeps the parents over the focus person after a refocus, on ${label}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    const request = page.context().request;
    await signUpThroughApi(request, uniqueEmail('lee'));
    const tree = await postThroughApi<{ id: string }>(request, '/api/family-trees', { name: 'The Lee family' });
    const url = `/api/family-trees/${tree.id}`;
    const add = async (givenNames: string, sex: 'M' | 'F') =>
      (await postThroughApi<{ id: string }>(request, `${url}/individuals`, { givenNames, surname: 'Lee', sex })).id;
    const [rose, edward] = [await add('Rose', 'F'), await add('Edward', 'M')];
    const children = [await add('Tom', 'M')];
    for (const name of ['Anna', 'Ben', 'Cora', 'Dan', 'Eve', 'Fay']) children.push(await add(name, 'F'));
    const [nora, liam, ada] = [await add('Nora', 'F'), await add('Liam', 'M'), await add('Ada', 'F')];
    const birth = (individualId: string) => ({ individualId, pedigree: 'birth' });
    await postThroughApi(request, `${url}/families`, { partnerIds: [rose, edward], children: children.map(birth) });
    await postThroughApi(request, `${url}/families`, {
      partnerIds: [children[0], nora],
      children: [liam, ada].map(birth),
    });

    await page.goto(`/family-tree?person=${children[0]}`);
    await expectFamilyInView(page, 'Tom Lee', viewport.width > 1000 ? ['Nora Lee', 'Liam Lee', 'Ada Lee'] : []);
    await saveScreenshots(page, 'family-tree-chart-focus', {
      focus: page.getByTestId('tree-chart'),
      ...(viewport.width > 1000 ? { isDesktopOnly: true } : { isMobileOnly: true }),
    });

    // Fay, the youngest, is six cards to Tom's right: found by name, as on a phone she is off the chart.
    await page.getByLabel('Find a person').fill('fay');
    await page
      .getByRole('list', { name: 'Matching people' })
      .getByRole('button', { name: /Fay Lee/ })
      .click();
    await expectFamilyInView(page, 'Fay Lee', []);
    expect(consoleErrors).toEqual([]);
  });
}
