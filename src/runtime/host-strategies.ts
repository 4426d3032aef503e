// The strategies only a host's placeholder asks for, `interaction` (with its
// replay) and `media`: a chunk of its own, which only a page with such a
// placeholder loads (the load plan starts it with the runtime there, see
// src/runtime/preload.ts), so other pages do not pay for them.

/** Starts when the placeholder's `data-media` query matches, now or later (at once without one). */
export function media(element: Element, start: () => void): () => void {
  const query = element.getAttribute('data-media');
  if (query && typeof window.matchMedia === 'function') {
    const list = window.matchMedia(query);
    if (!list.matches) {
      const change = (event: MediaQueryListEvent) => {
        if (!event.matches) return;
        list.removeEventListener('change', change);
        start();
      };
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    }
  }
  start();
  return () => {};
}

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Child indices from `root` down to `node`, so the node can be found again if the island re-rendered it. */
function pathFrom(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    path.unshift(at.parentNode ? Array.prototype.indexOf.call(at.parentNode.childNodes, at) : 0);
  }
  return path;
}

function follow(root: Node, path: number[]): Node | undefined {
  let at: Node | undefined = root;
  for (const index of path) at = at?.childNodes[index];
  return at;
}

/**
 * Starts on the first pointerdown, focus or keydown inside `element`, and
 * replays what the user did once the island has mounted (the placeholder's
 * `cashback:mounted`): the first click (held back meanwhile, unless on a
 * plain link, which just navigates), else the first key, else the focus. The
 * node is the same one when the island hydrated prerendered HTML, else the
 * node at the same place in what it rendered.
 */
export function interaction(element: Element, start: () => void): () => void {
  let started = false;
  let replay: { rank: number; path: number[]; tag: string; run: (node: HTMLElement) => void } | undefined;
  const remember = (rank: number, target: Node, run: (node: HTMLElement) => void) => {
    if (!replay || rank > replay.rank) replay = { rank, path: pathFrom(element, target), tag: target.nodeName, run };
  };
  const listener = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node) || !element.contains(target)) return;
    if (event.type === 'click') {
      if (target instanceof Element && target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      remember(3, target, (node) => node.click());
    } else if (event.type === 'keydown') {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
      remember(2, target, (node) =>
        node.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true })));
    } else if (event.type === 'focusin') {
      remember(1, target, (node) => node.focus());
    }
    if (!started) {
      started = true;
      start();
    }
  };
  const types = [...TRIGGERS, 'click'];
  const stop = () => {
    types.forEach((type) => element.removeEventListener(type, listener, true));
    element.removeEventListener('cashback:mounted', mounted);
    element.removeEventListener('cashback:error', failed);
  };
  // A failed island gets no replay, and clicks are no longer held back.
  const failed = (event: Event) => {
    if (event.target === element) stop();
  };
  const mounted = (event: Event) => {
    if (event.target !== element) return;
    stop();
    const wanted = replay;
    if (!wanted) return;
    const node = follow(element, wanted.path);
    if (node instanceof HTMLElement && node.nodeName === wanted.tag) wanted.run(node);
  };
  types.forEach((type) => element.addEventListener(type, listener, true));
  element.addEventListener('cashback:mounted', mounted);
  element.addEventListener('cashback:error', failed);
  return stop;
}
