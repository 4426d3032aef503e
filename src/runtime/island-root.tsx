import { Component, useEffect, type ReactNode } from 'react';
import { IslandContext } from './island-context';

interface BoundaryProps {
  /** Placeholder description for the console, e.g. `<div data-cashback="header">`. */
  label: string;
  /** Element that receives the `cashback:error` event and the failed state. */
  element?: Element | undefined;
  children?: ReactNode;
  /** Called from an effect once the children's first render has committed without throwing. */
  onMounted?: (() => void) | undefined;
}

interface Props extends BoundaryProps {
  name: string;
  /** The island's `useIslandId` prefix. */
  prefix: string;
}

const noop = () => {};

/**
 * What every placeholder renders around its island. The runtime and the
 * build's prerender (scripts/prerender-entry.tsx) both use it, so the
 * prerendered HTML and the first client render are the same tree.
 */
export function IslandRoot({ name, prefix, label, element, onMounted = noop, children }: Props) {
  return (
    <IslandContext.Provider value={{ name, prefix }}>
      <IslandBoundary label={label} element={element} onMounted={onMounted}>
        {children}
      </IslandBoundary>
    </IslandContext.Provider>
  );
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * Keeps a crashing island from taking anything else down: the island
 * renders nothing, the console names it and the placeholder is told.
 */
export class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
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

/** The console names the placeholder; the placeholder is marked failed and told with `cashback:error`. */
export function reportIslandError(label: string, element: Element | undefined, error: unknown) {
  console.error(`[cashback] ${label} failed:`, error);
  if (!element) return;
  element.setAttribute('data-cashback-state', 'failed');
  element.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true, detail: { error } }));
}
