import { mountAll, unmountElement, sweep, SELECTOR } from './mount';

declare const __CASHBACK_VERSION__: string;

/**
 * The host-facing API, on `window.CashbackWidgets`.
 *
 * @example
 * // after inserting `<div data-cashback="faq"></div>` by hand:
 * window.CashbackWidgets.mount(container);
 */
export interface CashbackWidgets {
  /** Mounts every not-yet-mounted placeholder inside `root` (default: the document). */
  mount(root?: ParentNode): void;
  /** Unmounts the island in `element`; returns false when none was mounted there. */
  unmount(element: Element): boolean;
  /** The bundle's version. */
  version: string;
}

declare global {
  interface Window {
    CashbackWidgets?: CashbackWidgets;
    /** Set by the host page: true for a signed-in user; missing or false means guest. */
    isAuthenticated?: boolean;
    /** Optional host configuration. */
    cashbackConfig?: { apiBaseUrl?: string };
  }
}

const KEY = Symbol.for('cashback.widgets');
const globals = window as unknown as { [KEY]?: CashbackWidgets };

// Loading the script twice must mount nothing twice.
if (!globals[KEY]) {
  const api: CashbackWidgets = {
    mount: (root = document) => mountAll(root),
    unmount: unmountElement,
    version: typeof __CASHBACK_VERSION__ === 'string' ? __CASHBACK_VERSION__ : 'dev',
  };
  globals[KEY] = api;
  window.CashbackWidgets = api;

  const start = () => {
    mountAll(document);
    // Placeholders the host adds later are mounted; removed ones unmounted.
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
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
