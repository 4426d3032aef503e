import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** Spec section 9: a hover menu closes 200 ms after the pointer leaves it. */
export const HOVER_CLOSE_MS = 200;

/**
 * A disclosure menu that opens on mouse hover, on click and from the keyboard;
 * closes 200 ms after the mouse leaves, on Escape (focus back to the button),
 * when focus leaves it, or on a click outside.
 * Spread `rootProps` on the wrapper of the button and the menu.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu the mouse just opened keeps it open rather than closing it.
  const byHover = useRef(false);

  const cancelClose = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    byHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Touch taps also fire pointerenter: only a mouse hovers.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  const rootProps = {
    ref: root,
    onPointerEnter: (event: PointerEvent) => {
      if (!isMouse(event)) return;
      cancelClose();
      if (!open) byHover.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!isMouse(event)) return;
      cancelClose();
      timer.current = setTimeout(close, HOVER_CLOSE_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) close();
    },
  };

  const toggle = () => {
    cancelClose();
    const keep = byHover.current;
    byHover.current = false;
    setOpen((value) => keep || !value);
  };

  return { open, toggle, close, rootProps };
}
