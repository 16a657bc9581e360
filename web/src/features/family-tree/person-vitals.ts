/**
 * What saving the builder's person editor does to one vital event (BIRT or DEAT): a death is kept
 * only while "Has died" is checked; unchecking it removes the death event, leaving the living rule
 * (docs/product/family-tree.md "Who is living") to decide from the person's and their relatives' dates.
 */
import type { TreeEvent } from '@heirloom/common/contracts/family-tree';

export type VitalChange =
  | { kind: 'add'; date: string | null; place: string | null }
  | { kind: 'change'; id: string; date: string | null; place: string | null }
  | { kind: 'delete'; id: string }
  | null;

/**
 * The change to the vital event `existing` (undefined when the person has none) for the form's
 * `date` and `place` (GEDCOM text as typed; blank is none); `isRecorded` false removes it. Null: nothing to send.
 */
export function vitalChange(
  existing: Pick<TreeEvent, 'id' | 'date' | 'place'> | undefined,
  date: string,
  place: string,
  isRecorded: boolean,
): VitalChange {
  if (!isRecorded) return existing ? { kind: 'delete', id: existing.id } : null;
  const [newDate, newPlace] = [date.trim() || null, place.trim() || null];
  if (!existing) return newDate || newPlace ? { kind: 'add', date: newDate, place: newPlace } : null;
  if (existing.date === newDate && existing.place === newPlace) return null;
  return { kind: 'change', id: existing.id, date: newDate, place: newPlace };
}
