/**
 * While the runtime hydrates prerendered HTML, the first render of every
 * island must be the one the build rendered, which knew nothing of this
 * browser's localStorage. Stores restored from it (the user, the posters)
 * hold their stored value back until hydration is over and apply it then.
 */
let waiting: (() => void)[] | null = null;

/** Starts holding stored values back (the runtime, when a page has prerendered HTML). */
export function holdStoredValues(): void {
  waiting ??= [];
}

/** True while stored values are held back. */
export const storedValuesHeld = (): boolean => waiting !== null;

/** Runs `apply` now, or when hydration is over. */
export function afterHydration(apply: () => void): void {
  if (waiting) waiting.push(apply);
  else apply();
}

/** Hydration is over: applies every held value, in order. */
export function releaseStoredValues(): void {
  const queue = waiting;
  waiting = null;
  queue?.forEach((apply) => apply());
}
