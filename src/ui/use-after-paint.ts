import { useLayoutEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

/**
 * `value`, a frame late while `lag` holds: a change comes back only after the
 * frame that follows it has painted. An input's own frame then shows only what
 * answers it at once (the letter in the box, the chosen tab), and what it leads
 * to (the results, the tab's panel) is drawn in a task of its own, outside the
 * time a tap or key waits for its frame.
 *
 * @example
 * const shown = useAfterPaint(tab); // the panel follows the chosen tab a frame late
 */
export function useAfterPaint<T>(value: T, lag = true): T {
  const [later, setLater] = useState(value);
  const lagging = lag && later !== value;
  if (!lagging && later !== value) setLater(value);
  useLayoutEffect(() => (lagging ? afterPaint(() => setLater(value)) : undefined), [lagging, value]);
  return lagging ? later : value;
}
