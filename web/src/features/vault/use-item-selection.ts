/**
 * Which vault items are chosen for an action on many at once (filing in or taking out of an album):
 * a click toggles one, a shift-click (or Shift with Space on a card's checkbox) chooses the run from
 * the last one clicked, as file managers do. Chosen items that leave the list (a filter, the trash)
 * stop being chosen.
 */
import { useCallback, useMemo, useState } from 'react';

/** The selection: the chosen ids and the last one clicked (the anchor of a shift-click run). */
export interface ItemSelection {
  ids: ReadonlySet<string>;
  anchorId: string | null;
}

export const EMPTY_SELECTION: ItemSelection = { ids: new Set(), anchorId: null };

/**
 * The selection after a click on `id` in the list `orderedIds`: toggled alone, or with `isRange`
 * the run from the anchor to `id` chosen (or unchosen when `id` was chosen), like a file manager.
 */
export function clickSelection(
  selection: ItemSelection,
  orderedIds: readonly string[],
  id: string,
  isRange: boolean,
): ItemSelection {
  const ids = new Set(selection.ids);
  const willChoose = !ids.has(id);
  const from = selection.anchorId === null ? -1 : orderedIds.indexOf(selection.anchorId);
  const to = orderedIds.indexOf(id);
  const run = isRange && from !== -1 && to !== -1 ? orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of run) {
    if (willChoose) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchorId: id };
}

/** The selection of the list `orderedIds`, with `click`, `chooseAll` and `clear`. */
export function useItemSelection(orderedIds: readonly string[]) {
  const [selection, setSelection] = useState<ItemSelection>(EMPTY_SELECTION);
  // Only what the list still shows counts as chosen.
  const chosenIds = useMemo(() => orderedIds.filter((id) => selection.ids.has(id)), [orderedIds, selection]);
  return {
    chosenIds,
    isChosen: (id: string) => selection.ids.has(id),
    click: useCallback(
      (id: string, isRange: boolean) => setSelection((current) => clickSelection(current, orderedIds, id, isRange)),
      [orderedIds],
    ),
    chooseAll: () => setSelection({ ids: new Set(orderedIds), anchorId: null }),
    clear: () => setSelection(EMPTY_SELECTION),
  };
}
