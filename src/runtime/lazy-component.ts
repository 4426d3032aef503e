import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RETRY_MS } from './shared';

let pending = 0;
const settled: (() => void)[] = [];

let retries = 0;

/**
 * Imports a chunk, retrying once after a short pause when the first attempt
 * fails (a flaky mobile link). Same idea as Astro's `importWithRetry`. A
 * browser keeps a failed module fetch failed for the page's life (Firefox,
 * Safari, Chromium before whatwg/html#10327): where the error names the module
 * (Chromium's and Firefox's do), the retry asks for it under a URL of its own.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delayMs = RETRY_MS): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = /https?:\/\/\S+\.js/.exec(String(error))?.[0];
    return await (url ? (import(`${url}?retry=${++retries}`) as Promise<T>) : load());
  }
}

/**
 * A lazy part's import, counted while in flight: a hydrated island reports
 * `mounted` once the parts it suspended on are in (mount.tsx).
 * An island's own chunk, or a strategy's, is not such a part: the footer's,
 * coming late below a short page, held the header's `mounted` back.
 */
function counted<T>(loading: Promise<T>): Promise<T> {
  pending++;
  return loading.finally(() => {
    if (--pending === 0) settled.splice(0).forEach((resolve) => resolve());
  });
}

/** How many lazy parts' imports are in flight (hydration resumes suspended parts as they arrive). */
export const importsInFlight = (): number => pending;

/** Resolves when no lazy part's import is in flight. */
export const importsSettled = (): Promise<void> =>
  pending === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve));

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download early (on hover or focus); never rejects. */
  preload(): void;
};

interface Options<P> {
  /**
   * Rendered, with the same props, when the chunk cannot be loaded even on
   * the retry. Without one the failure reaches the nearest error boundary
   * (an island's own, which reports the placeholder as failed).
   */
  fallback?: ComponentType<P>;
  /** Names the part in the console error, e.g. `the user menu`. */
  what?: string;
}

/**
 * `React.lazy` the bundle's way, for every chunk it loads: the import is
 * retried once (a flaky mobile link), an optional fallback renders instead
 * of breaking the island around it, and the props stay typed.
 *
 * @example
 * const UserMenu = lazyComponent(() => import('./user-menu'), { fallback: () => null, what: 'the user menu' });
 * <Suspense fallback={null}><UserMenu user={user} /></Suspense>
 */
export function lazyComponent<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback, what = 'a part of the page' }: Options<P> = {},
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= counted(importWithRetry(load)).catch((error: unknown) => {
      loading = undefined; // a later render or preload may try again
      if (!fallback) throw error;
      console.error(`[cashback] could not load ${what}`, error);
      return { default: fallback };
    }));
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => {}) });
}
