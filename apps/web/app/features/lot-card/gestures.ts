import { swipeThresholdPx } from "@tirgus/domain/limits";

/**
 * A horizontal swipe of at least `swipeThresholdPx` that is more sideways than up or down: -1 shows the
 * previous photo, 1 the next; 0 leaves it (a tap, or a page scroll).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The photo under the pointer: the picture's width is split into one band per photo. */
export function hoverIndex(offsetX: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((offsetX / width) * count)));
}
