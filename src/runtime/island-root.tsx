import { useEffect, type ReactNode } from 'react';
import { IslandBoundary } from './island-boundary';
import { IslandContext } from './island-context';

interface Props {
  name: string;
  /** The island's `useIslandId` prefix. */
  prefix: string;
  /** Placeholder description for the console. */
  label: string;
  element?: Element | undefined;
  /** Called once, after the first commit (for a hydrated island: when its handlers are attached). */
  onCommit?: () => void;
  children: ReactNode;
}

const noop = () => {};

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, []);
  return null;
}

/**
 * What every placeholder renders around its island. The runtime and the
 * build's prerender (scripts/prerender-entry.tsx) both use it, so the
 * prerendered HTML and the first client render are the same tree.
 */
export function IslandRoot({ name, prefix, label, element, onCommit, children }: Props) {
  return (
    <IslandContext.Provider value={{ name, prefix }}>
      <IslandBoundary label={label} element={element}>
        {children}
      </IslandBoundary>
      {/* Rendered on both sides, so the trees (and their ids) stay the same. */}
      <Committed onCommit={onCommit ?? noop} />
    </IslandContext.Provider>
  );
}
