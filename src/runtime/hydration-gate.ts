import { Global } from './shared';
import { readSnippet } from './snippet';

/**
 * While the runtime hydrates prerendered HTML, every render of an island must
 * be the one the build rendered, which knew nothing of this browser's
 * localStorage nor of the server's answers. That holds until the island's
 * lazy parts have hydrated too: a part that suspended while hydrating resumes
 * later, against the prerendered DOM it kept, and Preact then reuses any
 * element of the same tag without touching its attributes (a profile screen
 * that the user's arrival let render would fill the prerendered skeleton's
 * `div`); React finds a mismatch and throws the snippet away. So stores
 * restored from localStorage (the user, the posters) hold their stored value
 * back until hydration is over and apply it then, and the API client hands
 * out GET answers only then (`hydrationOver`).
 * Stores may be created before the runtime has looked at the page (their
 * chunk can come first), so the page's snippets decide at the first question.
 */
let waiting: (() => void)[] | null | undefined;

/**
 * True while stored values are held back; never for `key` when the host
 * rendered the page's HTML with the value stored under it (the primer wrote
 * it from the page's data, primer.ts).
 */
export function storedValuesHeld(key?: string): boolean {
  // Decided once (undefined: not yet); after a release it stays null.
  if (waiting === undefined) waiting = typeof document !== 'undefined' && [...document.querySelectorAll('[data-cashback]')].some(readSnippet) ? [] : null;
  return waiting !== null && !(key && (window as unknown as Record<symbol, string[] | undefined>)[Symbol.for(Global.Stored)]?.includes(key));
}

/** Starts holding stored values back (the runtime, before it hydrates a placeholder). */
export function holdStoredValues(): void {
  if (!storedValuesHeld()) waiting = [];
}

/** Runs `apply` now, or when hydration is over. */
export function afterHydration(apply: () => void): void {
  if (storedValuesHeld()) waiting?.push(apply);
  else apply();
}

/** Resolves at once, or when hydration is over (after the held stored values have applied). */
export const hydrationOver = (): Promise<void> => new Promise((resolve) => afterHydration(resolve));

/** Hydration is over (or there is nothing to hydrate): applies every held value, in order. */
export function releaseStoredValues(): void {
  const queue = waiting;
  waiting = null;
  queue?.forEach((apply) => apply());
}
