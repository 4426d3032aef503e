import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { registry, type IslandName } from './registry';
import { lazyComponent } from './lazy-component';
import { IslandBoundary } from './island-root';
import { whenReady } from './strategies';

/** One lazy component per island, made before any render (nothing loads until one renders). */
const islands = Object.fromEntries(
  Object.entries(registry).map(([name, load]) => [name, lazyComponent(load)]),
) as { [name in IslandName]: ReturnType<typeof lazyComponent<Record<string, unknown>>> };

interface Props {
  name: IslandName;
  props?: Record<string, unknown>;
  /** Shown while the island's chunk loads (and, for idle/visible, until it starts). */
  fallback?: ReactNode;
  /**
   * Like a placeholder's `data-load`: `visible` keeps an island below the fold
   * out of the first download. Not `interaction` nor `media`: those belong to
   * host placeholders (the runtime replays the first click on the mounted
   * island and reads `data-media` from the placeholder; a nested slot has neither).
   */
  load?: 'eager' | 'idle' | 'visible';
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
  const Component = islands[name];
  return (
    <IslandBoundary label={`island "${name}"`}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </IslandBoundary>
  );
}
