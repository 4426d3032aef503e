import { Component, type ReactNode } from 'react';

interface Props {
  /** Placeholder description for the console, e.g. `<div data-cashback="header">`. */
  label: string;
  /** Element that receives the `cashback:error` event and the failed state. */
  element?: Element | undefined;
  children?: ReactNode;
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
    return this.state.failed ? null : this.props.children;
  }
}

export function reportIslandError(label: string, element: Element | undefined, error: unknown) {
  console.error(`[cashback] ${label} failed:`, error);
  if (!element) return;
  element.setAttribute('data-cashback-state', 'failed');
  element.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true, detail: { error } }));
}
