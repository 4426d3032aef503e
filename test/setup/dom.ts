// happy-dom as the global DOM for component tests. Import it first in a test
// file; call `resetDom()` in `before.each` so every case starts clean.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { NO_FRAME_MS } from '../../src/lib/after-paint';

if (!GlobalRegistrator.isRegistered) {
  GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 1280, height: 800 });
}

// DOMPurify reads `nodeName` through Node.prototype's getter (a guard against
// DOM clobbering); happy-dom's returns '' there, where browsers return the
// real name, and DOMPurify then drops the first element. Give happy-dom the
// browsers' getter, so the DOMPurify path runs here as it does in Safari.
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    if (this.nodeType === 1) return (this as Element).tagName;
    if (this.nodeType === 10) return (this as DocumentType).name;
    const names: Record<number, string> = { 3: '#text', 4: '#cdata-section', 8: '#comment', 9: '#document', 11: '#document-fragment' };
    return names[this.nodeType] ?? '';
  },
});

const beforeReset: (() => void)[] = [];
/** Runs `cleanup` at the start of every `resetDom()` (the render helper unmounts its roots there). */
export const onResetDom = (cleanup: () => void): void => void beforeReset.push(cleanup);

/** Unmounts what the render helper mounted, empties the document and storage, resets the URL and the auth flag. */
export function resetDom(url = 'http://localhost:8080/'): void {
  beforeReset.forEach((cleanup) => cleanup());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', url);
  delete (window as { isAuthenticated?: boolean }).isAuthenticated;
}

/** Lets pending promises, effects and timers of 0 ms run. */
export const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Long enough for any write to have left: src/api/http.ts sends one after the
 * next frame, or NO_FRAME_MS at most. Wait for this before asserting that
 * nothing (or nothing more) was sent.
 */
export const writesLeft = () => tick(NO_FRAME_MS + 20);

/** Waits (by default up to two seconds) for `check` to hold; the timeout error names `what`. */
export async function until(check: () => unknown, what = 'condition', ms = 2000): Promise<void> {
  for (let i = 0; i < ms / 10; i++) {
    if (check()) return;
    await tick(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}
