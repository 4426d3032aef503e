import { createRoot, type Root } from 'react-dom/client';
import { registry, isIslandName } from './registry';
import { importWithRetry } from './lazy-component';
import { parseProps, describePlaceholder } from './props';
import { parseStrategy, whenReady } from './strategies';
import { IslandBoundary, reportIslandError } from './island-boundary';
import { IslandContext } from './island-context';
import { ensureToaster } from './toaster-root';

export const SELECTOR = '[data-cashback]';

interface Record {
  cancel: () => void;
  root?: Root;
}

const mounted = new Map<Element, Record>();
let counter = 0;

const setState = (element: Element, state: 'pending' | 'loading' | 'mounted' | 'failed') =>
  element.setAttribute('data-cashback-state', state);

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
    const prefix = `cb${++counter}-`;
    setState(element, 'pending');
    record.cancel = whenReady(element, parseStrategy(element.getAttribute('data-load')), () => {
      setState(element, 'loading');
      importWithRetry(registry[name])
        .then(({ default: Island }) => {
          if (mounted.get(element) !== record) return; // unmounted meanwhile
          ensureToaster();
          const root = createRoot(element);
          record.root = root;
          const onMounted = () => {
            setState(element, 'mounted');
            element.dispatchEvent(new CustomEvent('cashback:mounted', { bubbles: true, detail: { name } }));
          };
          root.render(
            <IslandContext.Provider value={{ name, prefix }}>
              <IslandBoundary label={label} element={element} onMounted={onMounted}>
                <Island {...props} />
              </IslandBoundary>
            </IslandContext.Provider>,
          );
        })
        .catch((error: unknown) => reportIslandError(label, element, error));
    });
  } catch (error) {
    reportIslandError(label, element, error);
  }
}

/** Unmounts a placeholder mounted by `mountElement`; returns whether it was. */
export function unmountElement(element: Element): boolean {
  const record = mounted.get(element);
  if (!record) return false;
  mounted.delete(element);
  record.cancel();
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
}

/** Unmounts islands whose placeholders left the document. */
export function sweep(): void {
  for (const element of [...mounted.keys()]) {
    if (!element.isConnected) unmountElement(element);
  }
}
