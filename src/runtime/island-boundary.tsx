import { Component, useEffect, type ReactNode } from 'react';

interface Props {
  /** Placeholder description for the console, e.g. `<div data-cashback="header">`. */
  label: string;
  /** Element that receives the `cashback:error` event and the failed state. */
  element?: Element | undefined;
  children?: ReactNode;
  /** Called from an effect once the children's first render has committed without throwing. */
  onMounted?: () => void;
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * Keeps a crashing island from taking anything else down: the island
 * renders nothing, the console names it and the placeholder is told.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportIslandError(this.props.label, this.props.element, error);
  }

  override render() {
    const { children, onMounted } = this.props;
    if (this.state.failed) return null;
    // After the children: an island that throws while rendering never commits this.
    return onMounted ? <>{children}<Mounted onMounted={onMounted} /></> : children;
  }
}

export function reportIslandError(label: string, element: Element | undefined, error: unknown) {
  console.error(`[cashback] ${label} failed:`, error);
  if (!element) return;
  element.setAttribute('data-cashback-state', 'failed');
  element.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true, detail: { error } }));
}
