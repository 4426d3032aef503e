import { lazy, type ComponentType } from 'react';
import { importWithRetry } from '../../src/runtime/import-with-retry';

/**
 * `React.lazy` for a part of the header that ships in its own chunk. If the
 * chunk cannot be loaded (twice), `Fallback` renders instead of breaking
 * the whole header.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>, Fallback: ComponentType<P>, what: string) {
  const loadOnce = () => importWithRetry(load);
  const Part = lazy(() =>
    loadOnce().catch((error: unknown) => {
      console.error(`[cashback] header: could not load ${what}`, error);
      return { default: Fallback };
    }),
  );
  /** Starts the download early (on hover or focus). */
  const preload = () => void loadOnce().catch(() => {});
  return { Part, preload };
}
