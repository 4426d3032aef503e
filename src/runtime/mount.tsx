// The runtime's chunk: one controller (`control`) per `[data-cashback]`
// element, which reads it, waits for its `data-load` strategy, loads its
// island's chunk, hydrates the prerendered HTML or renders afresh, reports
// `cashback:mounted` or `cashback:error`, and unmounts it when it leaves.
// cashback.js (main.ts) loads this chunk in the page's first wave. The
// controller is a function, not a class: its state is local variables the
// minifier shortens (a class with private fields was 265 bytes longer minified).
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registry, isIslandName, type IslandName } from './registry';
import { importWithRetry, importsInFlight, importsSettled } from './lazy-component';
import { onIdle, parseStrategy, whenReady } from './strategies';
import { IslandRoot, reportIslandError } from './island-root';
import { readSnippet, snippetMismatch, type SnippetInfo } from './snippet';
import { holdStoredValues, releaseStoredValues } from './hydration-gate';
import { ensureToaster } from './toaster-root';

declare const __CASHBACK_VERSION__: string;

const SELECTOR = '[data-cashback]';

// The runtime's state, all of it (hydration-gate.ts holds the stored values back):
/** The controller of every placeholder mounted, by element. */
const placeholders = new Map<Element, Placeholder>();
/** For the id prefixes of islands rendered afresh: `cb1-`, `cb2-`... */
let counter = 0;
/** Eager placeholders whose prerendered HTML is not hydrated yet: stored values wait for them. */
let hydrating = 0;

/** Parses a placeholder's `data-props`; the error names the placeholder. */
export function parseProps(element: Element, label: string): Record<string, unknown> {
  const raw = element.getAttribute('data-props');
  if (raw === null || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`${label}: data-props is not valid JSON (${(error as Error).message})`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${label}: data-props must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** `<main data-cashback="app" id="x">`, for console messages. */
export function describePlaceholder(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  return `<${element.tagName.toLowerCase()} data-cashback="${element.getAttribute('data-cashback') ?? ''}"${id}>`;
}

/** What `hydrateOrRender` weighs besides the snippet. */
export interface PageFacts {
  /** The bundle's version. */
  version: string;
  island: string;
  authenticated: boolean;
  url: URL;
  /** The placeholder has `data-props` (the build rendered the island without). */
  props: boolean;
  /** Whether a mounted island uses these ids. */
  taken: (prefix: string) => boolean;
}

/**
 * Whether a placeholder's prerendered HTML is hydrated: only when there is a
 * snippet and it still describes the page (the bundle version, the island,
 * the auth state, the route) and the island renders it with what the build
 * had (no `data-props`, its ids free). Else the island renders afresh, and
 * `why` is the reason the console is given (none without a snippet).
 */
export function hydrateOrRender(snippet: SnippetInfo | undefined, page: PageFacts): { hydrate: boolean; why?: string } {
  if (!snippet) return { hydrate: false };
  const why = snippetMismatch(snippet, page.version, page.island, page.authenticated, page.url) ??
    (page.taken(snippet.prefix) ? `ids ${snippet.prefix} taken` : page.props ? 'data-props' : null);
  return why ? { hydrate: false, why } : { hydrate: true };
}

/** A placeholder's state, for the host's CSS and capture.ts: `pending`, `loading`, `mounted` (or `failed`: reportIslandError). */
const setState = (element: Element, state: 'pending' | 'loading' | 'mounted') => element.setAttribute('data-cashback-state', state);

const warn = (label: string, why: string) => console.warn(`[cashback] ${label}: prerendered HTML not used (${why}); rendering afresh.`);

/** Whether a mounted island uses these ids (a page swap's old placeholders are let go first). */
function taken(prefix: string): boolean {
  const used = () => [...placeholders.values()].some((placeholder) => placeholder.prefix === prefix);
  if (used()) sweep();
  return used();
}

/**
 * Resolves when the chunks that suspended parts of a hydrated island wait
 * for have arrived and the renderer is idle (it resumes those parts then;
 * React hydrates them at a low priority).
 */
async function settle() {
  do {
    await importsSettled();
    // Not Save-Data's later idle (strategies.ts): what a shopper did meanwhile waits for this.
    await new Promise<void>((resolve) => onIdle(resolve));
  } while (importsInFlight());
}

/** What `mountElement` keeps of each placeholder. */
interface Placeholder {
  /** The island's `useIslandId` prefix: the snippet's when it hydrates. */
  prefix: string;
  unmount(): void;
}

/**
 * One placeholder's controller, from its attributes to its unmount: reads the
 * placeholder, decides hydrate or render, waits for its strategy, loads,
 * renders, reports. Never throws: a failure is `cashback:error`.
 */
function control(element: Element): Placeholder {
  const label = describePlaceholder(element);
  const name = element.getAttribute('data-cashback') ?? '';
  const self: Placeholder = { prefix: '', unmount };
  let root: Root | undefined;
  /** Stops waiting for the load strategy. */
  let cancel = () => {};
  /** Holds the hydration gate (an eager island hydrating): stored values wait until it has hydrated. */
  let holding = false;
  /** Still this placeholder's controller: not unmounted (nor mounted anew) meanwhile. */
  const here = () => placeholders.get(element) === self;

  /**
   * Lets the gate go for this island, once: it has hydrated, failed or left
   * the page. An island that never mounts must not keep the gate shut.
   */
  function release() {
    element.removeEventListener('cashback:error', failed);
    if (!holding) return;
    holding = false;
    if (!--hydrating) releaseStoredValues();
  }

  function failed(event: Event) {
    if (event.target === element) release();
  }

  function load(island: IslandName, props: Record<string, unknown>, hydrate: boolean) {
    setState(element, 'loading');
    importWithRetry(registry[island])
      // Each island renders in a task of its own: a page's islands, whose chunks arrive
      // together, hydrate as several short tasks, not one long one (a signed-in home's
      // header, app and footer: 130 to 170 ms in one task at 4x CPU, in Lighthouse).
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module)))
      .then(({ default: Island }) => {
        if (!here()) return release(); // unmounted meanwhile
        ensureToaster();
        render(hydrate, (
          <IslandRoot name={island} prefix={self.prefix} label={label} element={element} onMounted={hydrate ? hydrated : mounted}>
            <Island {...props} />
          </IslandRoot>
        ));
      })
      .catch((error: unknown) => {
        release();
        reportIslandError(label, element, error);
      });
  }

  /**
   * Hydrates prerendered HTML in place (its nodes stay, handlers attach), or
   * renders afresh. A mismatch warns once and renders afresh: Preact hydrates
   * synchronously and mends one by adding or removing elements, and a lazy part
   * later, when its chunk is in (preact-client.ts tells); React reports it
   * (and has already rendered afresh).
   */
  function render(hydrate: boolean, tree: ReturnType<typeof IslandRoot>) {
    const fresh = () => {
      element.replaceChildren();
      (root = createRoot(element)).render(tree);
    };
    if (!hydrate) return fresh();
    readSnippet(element)?.marker.remove();
    // A template's line breaks around the snippet are not part of it.
    [...element.childNodes].forEach((node) => node.nodeType === 3 && !node.nodeValue?.trim() && node.remove());
    let warned = false;
    const mismatch = (why: string) => {
      if (!warned) warn(label, `it did not match: ${why}`);
      warned = true;
    };
    const observer = new MutationObserver(() => {});
    observer.observe(element, { childList: true, subtree: true });
    // Once (it warns), while this is still this placeholder's controller.
    const afresh = () => {
      if (warned || !here()) return;
      mismatch('elements added or removed');
      root!.unmount();
      fresh();
    };
    // Preact's mends, told mid-render: rendering afresh waits until that render is done.
    element.addEventListener('cashback:mismatch', () => setTimeout(afresh));
    root = hydrateRoot(element, tree, {
      onRecoverableError: (error: unknown) => mismatch(String(error instanceof Error ? error.message : error).split('\n')[0]!),
    });
    // Text nodes it may split or add (the server writes adjacent texts as one); elements must stay.
    const isElement = (node: Node) => node.nodeType === 1;
    const changed = observer.takeRecords().some((r) => [...r.addedNodes].some(isElement) || [...r.removedNodes].some(isElement));
    observer.disconnect();
    if (changed) afresh();
  }

  /** A hydrated island counts as mounted once its suspended parts have hydrated too. */
  function hydrated() {
    void settle().then(() => {
      release();
      mounted();
    });
  }

  /** From an effect after the first commit (never for an island that throws); once, while it is still here. */
  function mounted() {
    if (!here() || element.getAttribute('data-cashback-state') !== 'loading') return;
    setState(element, 'mounted');
    element.dispatchEvent(new CustomEvent('cashback:mounted', { bubbles: true, detail: { name } }));
  }

  function unmount() {
    placeholders.delete(element);
    cancel();
    release();
    try {
      root?.unmount();
    } catch (error) {
      console.error(`[cashback] ${label} failed to unmount:`, error);
    }
    element.removeAttribute('data-cashback-state');
  }

  // The steps above run from here: read the placeholder, decide, wait for the strategy.
  try {
    if (!isIslandName(name)) throw new Error(`${label}: unknown island "${name}"`);
    const props = parseProps(element, label);
    const strategy = parseStrategy(element.getAttribute('data-load'));
    const snippet = readSnippet(element)?.info;
    const decision = hydrateOrRender(snippet, {
      version: typeof __CASHBACK_VERSION__ === 'string' ? __CASHBACK_VERSION__ : 'dev',
      island: name,
      authenticated: window.isAuthenticated === true,
      url: new URL(location.href),
      props: Object.keys(props).length > 0,
      taken,
    });
    if (decision.why) warn(label, decision.why);
    const hydrate = decision.hydrate;
    self.prefix = hydrate ? snippet!.prefix : `cb${++counter}-`;
    if (hydrate && strategy === 'eager') {
      // Stored values and GET answers wait (hydration-gate.ts) until this island has hydrated.
      holdStoredValues();
      hydrating++;
      holding = true;
      element.addEventListener('cashback:error', failed);
    }
    setState(element, 'pending');
    cancel = whenReady(element, strategy, () => load(name, props, hydrate));
  } catch (error) {
    reportIslandError(label, element, error);
  }
  return self;
}

/** Mounts one placeholder, once. Never throws. */
export function mountElement(element: Element): void {
  if (!placeholders.has(element)) placeholders.set(element, control(element));
}

/** Unmounts a placeholder mounted by `mountElement`; returns whether it was. */
export function unmountElement(element: Element): boolean {
  const placeholder = placeholders.get(element);
  placeholder?.unmount();
  return Boolean(placeholder);
}

/** Mounts every placeholder in `root` (the root itself included). */
export function mountAll(root: ParentNode | Element = document): void {
  if (root instanceof Element && root.matches(SELECTOR)) mountElement(root);
  root.querySelectorAll(SELECTOR).forEach(mountElement);
  // No eager island to hydrate (none prerendered, or none usable): stored values apply now.
  if (!hydrating) releaseStoredValues();
}

/** Unmounts islands whose placeholders left the document. */
export function sweep(): void {
  for (const [element, placeholder] of placeholders) {
    if (!element.isConnected) placeholder.unmount();
  }
}

/**
 * Mounts the document's placeholders, then those of each root the host asked
 * for meanwhile; from then on, placeholders the host adds are mounted, and
 * those it removes unmounted (a page swap: docs/architecture.md).
 */
export function start(roots: ParentNode[]): void {
  [document, ...roots].forEach(mountAll);
  new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR))) mountAll(node);
      });
      if (record.removedNodes.length) removed = true;
    }
    if (removed) sweep();
  }).observe(document.documentElement, { childList: true, subtree: true });
}
