/** Spec section 9: the header hides once the page is scrolled down past 50 px. */
export const HIDE_AFTER_PX = 50;

/** Moves smaller than this (momentum scrolling, address-bar resizes) change nothing. */
const JITTER_PX = 4;

/**
 * Whether the header is hidden after the page scrolled from `previousY` to `y`:
 * shown near the top, hidden while scrolling down past the threshold,
 * shown again on any scroll up.
 *
 * @example
 * headerHidden(0, 120, false) // true
 * headerHidden(400, 380, true) // false
 */
export function headerHidden(previousY: number, y: number, hidden: boolean, threshold = HIDE_AFTER_PX): boolean {
  if (y <= threshold) return false;
  const delta = y - previousY;
  if (Math.abs(delta) < JITTER_PX) return hidden;
  return delta > 0;
}
