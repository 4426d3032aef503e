import { useLayoutEffect } from 'react';

interface Lock { count: number; overflow: string; hadStyle: boolean }

/** Each body's open locks: a modal opened over the mobile menu unlocks only when both have closed. */
const locks = new WeakMap<HTMLElement, Lock>();

/**
 * Stops the page behind a modal or menu from scrolling; the returned function
 * puts `body` back exactly as found (no empty `style=""` left behind) and
 * touches only that body, not a new one a host swapped in meanwhile.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  let lock = locks.get(body);
  if (!lock) {
    lock = { count: 0, overflow: body.style.overflow, hadStyle: body.hasAttribute('style') };
    locks.set(body, lock);
    body.style.overflow = 'hidden';
  }
  lock.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--lock.count) return;
    locks.delete(body);
    body.style.overflow = lock.overflow;
    if (!lock.hadStyle && !body.style.length) body.removeAttribute('style');
  };
}

/**
 * Locks the body's scroll while the calling component is on the page. A layout
 * effect: the lock comes and goes in the same commit as the component's DOM,
 * so the page is never scrollable under an open modal, nor locked after it closed.
 */
export function useBodyScrollLock(): void {
  useLayoutEffect(lockBodyScroll, []);
}
