// What cashback.js (main.ts, preload.ts) and the runtime's chunk must agree on,
// written once. cashback.js imports nothing at run time (see preload.ts): this
// file holds only what esbuild writes into each file that uses it, numbers and
// a const enum's strings. A string const, an array or a function here would
// become a chunk of its own that cashback.js waits for.

/** The pause (ms) before a failed chunk import is tried again, once (importWithRetry, and main.ts for the runtime's chunk). */
export const RETRY_MS = 300;

/** How near the viewport (px) a `visible` placeholder starts (strategies.ts), and counts as in view for the wave (preload.ts); none with Save-Data. */
export const VISIBLE_MARGIN = 200;

/** The `Symbol.for` names of what the bundle keeps on the window. */
export const enum Global {
  /** `window.CashbackWidgets`'s guard: the script loaded twice mounts nothing twice (main.ts). */
  Widgets = 'cashback.widgets',
  /** Set once capture.ts is installed (by the inline loader, or by cashback.js). */
  Capture = 'cashback.capture',
  /** The GETs cashback.js started, by URL, for the API client (preload.ts, src/api/primed.ts). */
  Primed = 'cashback.primed',
  /** Set once a wait for the first paint has ended (boot.ts). */
  Painted = 'cashback.painted',
  /** The localStorage keys the primer wrote from the page's data, which its HTML was rendered with (primer.ts, hydration-gate.ts). */
  Stored = 'cashback.stored',
}
