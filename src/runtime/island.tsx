import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { registry, type IslandName } from './registry';
import { importWithRetry } from './import-with-retry';
import { IslandBoundary } from './island-boundary';

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
  /** Shown while the island's chunk loads. */
  fallback?: ReactNode;
}

/**
 * Renders another island inside this one (the app's home route shows the
 * slider, the shop tabs...), through the same lazy registry the runtime uses.
 */
export function Island({ name, props = {}, fallback = null }: Props) {
  const Component = lazyIsland(name);
  return (
    <IslandBoundary label={`island "${name}"`}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </IslandBoundary>
  );
}
