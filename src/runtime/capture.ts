// What a shopper does inside a placeholder before its island is awake, kept
// and done once it is. Prerendered HTML looks ready before its island has
// hydrated; a tap, a key or a submit in that gap would otherwise do nothing,
// or worse, send the prerendered form natively and lose what the island keeps.
//
// The inline loader carries it and installs it before the page paints; on a
// page without the loader, cashback.js imports it as a chunk of its own when a
// placeholder holds HTML (a global guard: installed once). It imports only shared.ts's constants. It listens on the document, in the capture phase, and
// acts only on events inside a placeholder whose `data-cashback-state` is not
// yet `mounted` or `failed`: it touches nothing of the host's.
//
// - A click (a tap, Enter or Space on a button) is held back and marked
//   (`aria-busy` on the placeholder, `data-cashback-held` on the control, which
//   the stylesheet shows), then clicked again on the awake island. A plain link
//   is never held: it navigates at once. A tab that is a link (`role="tab"`) is
//   held: the island switches it without a page load.
// - A form submitted is not sent natively; it is submitted again on the island.
// - Navigation keys on a widget (arrows in a tab list, Home, End, Escape) are
//   held and dispatched again.
// - Text typed, a select or radio changed: the browser keeps them in the
//   field; on waking, each is handed to the island as an input event, so it
//   becomes the component's state, and the focus and caret are put back.
// On `cashback:mounted` the steps run in order on the island; on
// `cashback:error` they run all the same, now unheld, so the browser does
// what plain HTML does (a link tab navigates, a form is sent). Where the
// bundle itself failed to load, the loader and cashback.js mark every
// placeholder failed (`bundleUnavailable` in boot.ts), with the same effect.

import { Global } from './shared';

/** Set on the window once installed (main.ts checks it). */
const KEY = Symbol.for(Global.Capture);

interface Step { path: number[]; tag: string; run: (node: HTMLElement) => void }
interface Field { path: number[]; tag: string; value: string; checked: boolean }
interface Held { steps: Step[]; fields: Map<string, Field>; marked: Element[] }

/** Where a click does something plain HTML would not: the control to mark and click again. */
const CONTROL = 'a[href],button,input,select,summary,label,[role],[tabindex]';
/** Keys that move within a widget (tabs, radios, menus): held on one that has a role. */
const MOVES = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'];
/** Fields that take typing, where a click only places the caret and keys go in natively. */
const TYPING = /^(text|email|password|search|tel|url|number|date|datetime-local|month|week|time)$/;

const isTyping = (el: Element) =>
  el.localName === 'textarea' || (el.localName === 'input' && TYPING.test((el as HTMLInputElement).type)) || (el as HTMLElement).isContentEditable;

/**
 * Element indices from `root` down to `el`, so it can be found again if the
 * island rendered afresh (elements only: hydration drops the snippet's
 * marker comment and the blank text around it).
 */
function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = el; at && at !== root && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

function follow(root: Element, path: number[], tag: string): HTMLElement | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement && at.nodeName === tag ? at : undefined;
}

/** Sets a field's value so that both renderers hear a change: React compares with the value it last saw set. */
function handOver(node: HTMLElement, field: Field) {
  const input = node as HTMLInputElement;
  if (input.type === 'checkbox' || input.type === 'radio') {
    if (input.checked !== field.checked || !field.checked) return;
    input.checked = false;
    input.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  input.value = '';
  if (setter) setter.call(input, field.value);
  else input.value = field.value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (input.localName === 'select') input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function installCapture(): void {
  const page = window as unknown as Record<symbol, unknown>;
  if (page[KEY]) return;
  page[KEY] = true;
  const held = new WeakMap<Element, Held>();

  /** The placeholder around `target` while its island is not awake, else null. */
  const asleep = (target: EventTarget | null): Element | null => {
    const el = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
    const placeholder = el?.closest('[data-cashback]');
    const state = placeholder?.getAttribute('data-cashback-state');
    return !placeholder || state === 'mounted' || state === 'failed' ? null : placeholder;
  };
  const heldIn = (placeholder: Element) => {
    let entry = held.get(placeholder);
    if (!entry) held.set(placeholder, (entry = { steps: [], fields: new Map(), marked: [] }));
    return entry;
  };

  const hold = (placeholder: Element, event: Event, node: Element, run: Step['run']) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const entry = heldIn(placeholder);
    entry.steps.push({ path: pathFrom(placeholder, node), tag: node.nodeName, run });
    // Seen at once, so nobody taps twice: the island is busy, the control pressed.
    for (const el of [placeholder, node]) {
      if (!entry.marked.includes(el)) entry.marked.push(el);
    }
    placeholder.setAttribute('aria-busy', 'true');
    node.setAttribute('data-cashback-held', '');
    // The `interaction` strategy starts on it (a held key never reaches the placeholder).
    placeholder.dispatchEvent(new CustomEvent('cashback:held'));
  };

  const click = (node: HTMLElement) => node.click();

  const listeners: Record<string, (event: Event) => void> = {
    click(event) {
      const placeholder = asleep(event.target);
      if (!placeholder) return;
      const el = event.target instanceof Element ? event.target : (event.target as Node).parentElement!;
      const link = el.closest('a[href]');
      const label = el.closest('label')?.control;
      // A field's own click (or its label's) places the caret or opens a picker: nothing to hold.
      if ((link && link.getAttribute('role') !== 'tab') || isTyping(el) || el.closest('select') || (label && (isTyping(label) || label.localName === 'select'))) return;
      hold(placeholder, event, el.closest(CONTROL) ?? el, click);
    },
    keydown(event) {
      const placeholder = asleep(event.target);
      const el = event.target as Element;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey, isComposing } = event as KeyboardEvent;
      if (!placeholder || isComposing || isTyping(el) || !el.matches('[role]')) return;
      // Enter on a link or a button, Space on a button, click by themselves (and are held as clicks).
      if ((key === 'Enter' && !el.matches('a[href],button,input,summary')) || (key === ' ' && !el.matches('button,input,summary'))) {
        hold(placeholder, event, el, click);
      } else if (MOVES.includes(key)) {
        hold(placeholder, event, el, (node) =>
          node.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true })));
      }
    },
    submit(event) {
      const placeholder = asleep(event.target);
      if (!placeholder || !(event.target instanceof HTMLFormElement)) return;
      hold(placeholder, event, event.target, (form) => {
        // The island's own handler sends it; a form no handler takes is sent as plain HTML would.
        if (form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))) (form as HTMLFormElement).submit();
      });
    },
  };
  const typed = (event: Event) => {
    const placeholder = asleep(event.target);
    const field = event.target as HTMLInputElement;
    if (!placeholder || !('value' in field)) return;
    const path = pathFrom(placeholder, field);
    heldIn(placeholder).fields.set(path.join(), { path, tag: field.nodeName, value: field.value, checked: field.checked });
  };

  /** Does what was held in `placeholder`, on the island now there (or, failed, as plain HTML). */
  const wake = (placeholder: Element) => {
    const entry = held.get(placeholder);
    if (!entry) return;
    held.delete(placeholder);
    for (const el of entry.marked) el.removeAttribute(el === placeholder ? 'aria-busy' : 'data-cashback-held');
    const active = document.activeElement;
    const focus = active && placeholder.contains(active) ? { path: pathFrom(placeholder, active), tag: active.nodeName } : null;
    let caret: [number | null, number | null] = [null, null];
    try {
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) caret = [active.selectionStart, active.selectionEnd];
    } catch {
      // a field without a caret (an e-mail field throws in some engines)
    }
    for (const field of entry.fields.values()) {
      const node = follow(placeholder, field.path, field.tag);
      if (node) handOver(node, field);
    }
    const focused = focus && follow(placeholder, focus.path, focus.tag);
    if (focused) {
      if (document.activeElement !== focused) focused.focus();
      try {
        if (caret[0] !== null) (focused as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
      } catch {
        // as above
      }
    }
    // In a task of its own: the values handed over have rendered by then (both renderers batch),
    // so a handler the step runs reads them (a submit checks the e-mail the island now holds).
    setTimeout(() => {
      for (const step of entry.steps) {
        const node = follow(placeholder, step.path, step.tag);
        if (node) step.run(node);
      }
    });
  };

  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener, true);
  document.addEventListener('input', typed, true);
  document.addEventListener('change', typed, true);
  const woke = (event: Event) => event.target instanceof Element && wake(event.target);
  document.addEventListener('cashback:mounted', woke);
  document.addEventListener('cashback:error', woke);
}
