import type { ReactNode } from 'react';
import { IslandBoundary } from './island-boundary';
import { IslandContext } from './island-context';

interface Props {
  name: string;
  /** The island's `useIslandId` prefix. */
  prefix: string;
  /** Placeholder description for the console. */
  label: string;
  element?: Element | undefined;
  /** Called from an effect after the first commit without an error (see IslandBoundary). */
  onMounted?: () => void;
  children: ReactNode;
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
