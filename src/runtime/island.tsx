import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { registry, type IslandName } from './registry';
import { importWithRetry } from './import-with-retry';
import { IslandBoundary } from './island-boundary';
import { whenReady, type LoadStrategy } from './strategies';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lazies = new Map<IslandName, ComponentType<any>>();

function lazyIsland(name: IslandName) {
  let component = lazies.get(name);
  if (!component) {
    component = lazy(() => importWithRetry(registry[name]));
    lazies.set(name, component);
  }
  return component;
}

interface Props {
  name: IslandName;
  props?: Record<string, unknown>;
  /** Shown while the island's chunk loads (and, for idle/visible, until it starts). */
  fallback?: ReactNode;
  /** Like a placeholder's `data-load`: `visible` keeps an island below the fold out of the first download. */
  load?: LoadStrategy;
}

/**
 * Renders another island inside this one (the app's home route shows the
 * slider, the shop tabs...), through the same lazy registry the runtime uses.
 */
export function Island({ name, props = {}, fallback = null, load = 'eager' }: Props) {
  const anchor = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(load === 'eager');
  useEffect(() => {
    if (ready || !anchor.current) return;
    return whenReady(anchor.current, load, () => setReady(true));
  }, [ready, load]);

  if (!ready) return <div ref={anchor} className="cb-island-slot">{fallback}</div>;
  const Component = lazyIsland(name);
  return (
    <IslandBoundary label={`island "${name}"`}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </IslandBoundary>
  );
}
