/*
 * The gallery's current index: steps wrap around (after the last picture comes the first), and a picture
 * dropped because it failed to load never leaves the index pointing past the end or at another picture
 * than the one on screen when it can be helped.
 */

export function steppedIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The index after the item at `dropped` left a list that now has `count` items. */
export function indexAfterDrop(index: number, dropped: number, count: number): number {
  if (count <= 0) return 0;
  // An earlier item left: the one on screen moved one place down.
  if (dropped < index) return index - 1;
  // The one on screen left: the next one takes its place, or the new last one when it was the last.
  return Math.min(index, count - 1);
}

/** The gallery's keys: arrows step, Home and End jump to the ends; other keys are not the gallery's. */
export function indexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return steppedIndex(index, -1, count);
    case "ArrowRight":
      return steppedIndex(index, 1, count);
    case "Home":
      return 0;
    case "End":
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

export type GalleryState = { index: number; dropped: ReadonlySet<string> };

/**
 * Drops the item `key` (its picture failed to load) from a gallery of `keys` (every item, dropped or not),
 * keeping the index on the same picture, or on the one that takes the dropped one's place.
 */
export function dropItem(state: GalleryState, key: string, keys: readonly string[]): GalleryState {
  const shown = keys.filter((each) => !state.dropped.has(each));
  const at = shown.indexOf(key);
  if (at < 0) return state;
  const index = Math.min(state.index, Math.max(0, shown.length - 1));
  return { index: indexAfterDrop(index, at, shown.length - 1), dropped: new Set([...state.dropped, key]) };
}
