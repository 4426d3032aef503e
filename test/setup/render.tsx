// The one way component tests render: through `react-dom/client`, which the
// module hooks alias to preact/compat exactly as build.mjs does, or, with
// CASHBACK_REACT=react, leave as real React. Tests never import `preact`.
import { onResetDom } from './dom';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<Element, Root>();

function unmount(container: Element): void {
  const root = roots.get(container);
  roots.delete(container);
  if (root) flushSync(() => root.unmount());
}

onResetDom(() => [...roots.keys()].forEach(unmount));

/**
 * Renders `ui` into `container` (default: the body) and commits it before
 * returning; `render(null)` unmounts. `resetDom()` unmounts everything.
 *
 * @example
 * render(<ShopCard shop={shop} saved={false} />);
 * render(null);
 */
export function render(ui: ReactNode, container: Element = document.body): void {
  if (ui === null) return unmount(container);
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  const current = root;
  flushSync(() => current.render(ui));
}

/** Which renderer the component tests run on: 'react' or 'preact' (compat). */
export const renderer = process.env.CASHBACK_REACT === 'react' ? 'react' : 'preact';

/**
 * Puts `value` in a field as typing does and sends the event a browser sends
 * (`input`; `change` for a select). React tracks values set from script and
 * ignores their events, so this goes through the prototype's setter, as
 * Testing Library's `fireEvent` does.
 *
 * @example
 * typeInto(emailInput, 'user@example.com');
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The events a browser sends when a pointer of `kind` enters or leaves
 * `element`: pointerover/pointerout (they bubble; React derives its
 * enter/leave events from them), then pointerenter/pointerleave.
 *
 * @example
 * pointerCrossing(menu, 'leave', 'touch');
 */
export function pointerCrossing(element: Element, direction: 'enter' | 'leave', kind: 'mouse' | 'touch' | 'pen' = 'mouse'): void {
  // From or to outside the page (no relatedTarget): React ignores an over event whose relatedTarget is its root.
  const init = { pointerId: 1, pointerType: kind, relatedTarget: null };
  element.dispatchEvent(new PointerEvent(direction === 'enter' ? 'pointerover' : 'pointerout', { ...init, bubbles: true }));
  element.dispatchEvent(new PointerEvent(direction === 'enter' ? 'pointerenter' : 'pointerleave', init));
}
