/**
 * Memories dragged from the grid onto an album (HTML drag and drop): the ids travel in the drag's
 * data under a type of their own, so a file dragged in from the desktop is never taken for them.
 */

/** The drag data type of vault item ids (a JSON array). */
export const DRAGGED_ITEMS_TYPE = 'application/x-heirloom-vault-items';

/** Puts `itemIds` on the drag; dragging a chosen card drags every chosen one. */
export function startDraggingItems(dataTransfer: DataTransfer, itemIds: readonly string[]) {
  dataTransfer.setData(DRAGGED_ITEMS_TYPE, JSON.stringify(itemIds));
  dataTransfer.effectAllowed = 'copy';
}

/** Whether a drag carries memories (readable during dragover, when only the types are known). */
export const isDraggingItems = (dataTransfer: DataTransfer) => dataTransfer.types.includes(DRAGGED_ITEMS_TYPE);

/** The ids a drop carries; none when it carries something else. */
export function droppedItemIds(dataTransfer: DataTransfer): string[] {
  try {
    const parsed: unknown = JSON.parse(dataTransfer.getData(DRAGGED_ITEMS_TYPE) || '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
