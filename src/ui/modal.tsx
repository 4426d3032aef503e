import { useLayoutEffect, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';
import { useIslandId } from '../runtime/island-context';
import { iconClose } from './icons/close';
import { useBodyScrollLock } from './lock-scroll';
import { afterPaint } from '../lib/after-paint';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and is trapped, Escape or the backdrop
 * closes it, and focus returns to where it was. The tap's frame shows the
 * dialog with its title and close button (where focus goes); its content
 * follows once that frame has painted, as a shop tab's panel does.
 */
export function Modal({ title, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useIslandId();
  useBodyScrollLock();
  const [filled, setFilled] = useState(false);
  useLayoutEffect(() => afterPaint(() => setFilled(true)), []);

  // Before the browser paints the dialog, so a key pressed the moment it
  // shows (Escape, Tab) already lands inside it.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="cb-modal" onKeyDown={onKeyDown}>
      <div className="cb-modal__backdrop" onClick={onClose} />
      <div ref={panel} className="cb-modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="cb-modal__head">
          <h2 id={titleId} className="cb-modal__title">{title}</h2>
          <button type="button" className="cb-icon-btn" onClick={onClose} aria-label="Закрити">
            <Icon icon={iconClose} />
          </button>
        </div>
        {filled && children}
      </div>
    </div>,
    document.body,
  );
}
