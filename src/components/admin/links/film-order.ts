import { moveItem } from '../../../lib/layout.ts';

/**
 * The films of a link in the order the visitor will see them. Choosing a film puts it last;
 * the owner then moves it with Monter / Descendre. The portfolio order only lists the choices.
 */

/** The chosen ids still naming a video, in their chosen order (a deleted film drops out). */
export function chosenInOrder(chosen: readonly string[], existing: readonly string[]): string[] {
  const known = new Set(existing);
  return chosen.filter((id, index) => known.has(id) && chosen.indexOf(id) === index);
}

/** Checked: appended at the end (once); unchecked: removed, the others keep their order. */
export function toggleFilm(chosen: readonly string[], id: string, on: boolean): string[] {
  if (on) return chosen.includes(id) ? [...chosen] : [...chosen, id];
  return chosen.filter((x) => x !== id);
}

/** One place up (-1) or down (+1); at either end, or for an id not chosen, nothing moves. */
export function moveFilm(chosen: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = chosen.indexOf(id);
  if (from < 0) return [...chosen];
  return moveItem(chosen, from, from + delta);
}
