import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registry, isIslandName } from './registry';
import { importWithRetry, importsInFlight, importsSettled } from './lazy-component';
import { parseProps, describePlaceholder } from './props';
import { onIdle, parseStrategy, whenReady } from './strategies';
import { reportIslandError } from './island-boundary';
import { IslandRoot } from './island-root';
import { readSnippet, snippetMismatch } from './snippet';
import { holdStoredValues, releaseStoredValues } from './hydration-gate';
import { ensureToaster } from './toaster-root';

declare const __CASHBACK_VERSION__: string;

export const SELECTOR = '[data-cashback]';

interface Record {
  cancel: () => void;
  /** Lets the hydration gate go for this island, if it still holds it (idempotent). */
  release?: () => void;
  root?: Root;
  prefix?: string;
}

const mounted = new Map<Element, Record>();
const prefixes = new Set<string>();
let counter = 0;
/** Eager placeholders whose prerendered HTML is not hydrated yet. */
let hydrating = 0;

const setState = (element: Element, state: 'pending' | 'loading' | 'mounted' | 'failed') =>
  element.setAttribute('data-cashback-state', state);

const warn = (label: string, why: string) => console.warn(`[cashback] ${label}: prerendered HTML not used (${why}); rendering afresh.`);

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

/** One eager island hydrated; when all have, stored values apply. */
function hydrated() {
  if (!--hydrating) releaseStoredValues();
}

/** Whether a mounted island uses these ids (a page swap's old placeholders are let go first). */
function taken(prefix: string): boolean {
  if (prefixes.has(prefix)) sweep();
  return prefixes.has(prefix);
}

/** Mounts one placeholder, once. Never throws. */
export function mountElement(element: Element): void {
  if (mounted.has(element)) return;
  const label = describePlaceholder(element);
  const name = element.getAttribute('data-cashback') ?? '';
  const record: Record = { cancel: () => {} };
  mounted.set(element, record);
  try {
    if (!isIslandName(name)) throw new Error(`${label}: unknown island "${name}"`);
    const props = parseProps(element, label);
    const strategy = parseStrategy(element.getAttribute('data-load'));
    // Prerendered HTML is hydrated when it still describes this page.
    let snippet = readSnippet(element)?.info;
    const why = snippet && (
      snippetMismatch(snippet, typeof __CASHBACK_VERSION__ === 'string' ? __CASHBACK_VERSION__ : 'dev', name, window.isAuthenticated === true, new URL(location.href)) ??
      (taken(snippet.prefix) ? `ids ${snippet.prefix} taken` : Object.keys(props).length ? 'data-props' : null));
    if (why) {
      warn(label, why);
      snippet = undefined;
    }
    const prefix = snippet?.prefix ?? `cb${++counter}-`;
    record.prefix = prefix;
    prefixes.add(prefix);
    let counted = Boolean(snippet) && strategy === 'eager';
    if (counted) {
      holdStoredValues();
      hydrating++;
    }
    // The gate opens for this island once it has hydrated, and also when it
    // failed or left the page first: GET answers and stored values wait for
    // the gate, so an island that never mounts must not keep it shut.
    const onError = (event: Event) => event.target === element && done();
    const done = () => {
      if (counted) hydrated();
      counted = false;
      element.removeEventListener('cashback:error', onError);
    };
    record.release = done;
    if (counted) element.addEventListener('cashback:error', onError);
    const reportMounted = () => {
      setState(element, 'mounted');
      element.dispatchEvent(new CustomEvent('cashback:mounted', { bubbles: true, detail: { name } }));
    };
    // From an effect after the first commit (never for an island that throws);
    // a hydrated island counts as mounted once its suspended parts have hydrated too.
    const onMounted = !snippet ? reportMounted : () =>
      void settle().then(() => {
        done();
        if (mounted.get(element) !== record || element.getAttribute('data-cashback-state') === 'failed') return;
        reportMounted();
      });
    setState(element, 'pending');
    record.cancel = whenReady(element, strategy, () => {
      setState(element, 'loading');
      importWithRetry(registry[name])
        // Each island renders in a task of its own: a page's islands, whose chunks arrive
        // together, hydrate as several short tasks, not one long one (a signed-in home's
        // header, app and footer: 130 to 170 ms in one task at 4x CPU, in Lighthouse).
        .then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module)))
        .then(({ default: Island }) => {
          if (mounted.get(element) !== record) return done(); // unmounted meanwhile
          ensureToaster();
          render(element, record, label, Boolean(snippet), (
            <IslandRoot name={name} prefix={prefix} label={label} element={element} onMounted={onMounted}>
              <Island {...props} />
            </IslandRoot>
          ));
        })
        .catch((error: unknown) => {
          done();
          reportIslandError(label, element, error);
        });
    });
  } catch (error) {
    reportIslandError(label, element, error);
  }
}

/**
 * Hydrates prerendered HTML in place (its nodes stay, handlers attach), or
 * renders afresh. A mismatch warns once and renders afresh: Preact hydrates
 * synchronously and mends one by adding or removing elements; React reports it
 * (and has already rendered afresh).
 */
function render(element: Element, record: Record, label: string, hydrate: boolean, tree: ReturnType<typeof IslandRoot>) {
  const fresh = () => {
    element.replaceChildren();
    (record.root = createRoot(element)).render(tree);
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
  record.root = hydrateRoot(element, tree, {
    onRecoverableError: (error: unknown) => mismatch(String(error instanceof Error ? error.message : error).split('\n')[0]!),
  });
  // Text nodes it may split or add (the server writes adjacent texts as one); elements must stay.
  const isElement = (node: Node) => node.nodeType === 1;
  const changed = observer.takeRecords().some((r) => [...r.addedNodes].some(isElement) || [...r.removedNodes].some(isElement));
  observer.disconnect();
  if (changed) {
    mismatch('elements added or removed');
    record.root.unmount();
    fresh();
  }
}

/** Unmounts a placeholder mounted by `mountElement`; returns whether it was. */
export function unmountElement(element: Element): boolean {
  const record = mounted.get(element);
  if (!record) return false;
  mounted.delete(element);
  prefixes.delete(record.prefix ?? '');
  record.cancel();
  record.release?.();
  try {
    record.root?.unmount();
  } catch (error) {
    console.error(`[cashback] ${describePlaceholder(element)} failed to unmount:`, error);
  }
  element.removeAttribute('data-cashback-state');
  return true;
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
  for (const element of [...mounted.keys()]) {
    if (!element.isConnected) unmountElement(element);
  }
}
