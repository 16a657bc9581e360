/** Choosing many vault items: a click toggles one, a shift-click the run from the last click. */
import { expect, it } from 'vitest';
import { clickSelection, EMPTY_SELECTION } from './use-item-selection';

const list = ['a', 'b', 'c', 'd', 'e'];
const chosen = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

it('toggles one item per click', () => {
  const once = clickSelection(EMPTY_SELECTION, list, 'b', false);
  expect(chosen(once)).toEqual(['b']);
  expect(chosen(clickSelection(once, list, 'd', false))).toEqual(['b', 'd']);
  expect(chosen(clickSelection(once, list, 'b', false))).toEqual([]);
});

it('chooses the run from the last click with Shift, in either direction, and unchooses a chosen run', () => {
  const anchored = clickSelection(EMPTY_SELECTION, list, 'b', false);
  const run = clickSelection(anchored, list, 'd', true);
  expect(chosen(run)).toEqual(['b', 'c', 'd']);
  expect(chosen(clickSelection(clickSelection(EMPTY_SELECTION, list, 'e', false), list, 'c', true))).toEqual([
    'c',
    'd',
    'e',
  ]);
  // Shift-clicking a chosen item unchooses the run from the anchor to it.
  expect(chosen(clickSelection(clickSelection(run, list, 'b', false), list, 'd', true))).toEqual([]);
});

it('treats a shift-click with no anchor as a plain click', () => {
  expect(chosen(clickSelection(EMPTY_SELECTION, list, 'c', true))).toEqual(['c']);
});
