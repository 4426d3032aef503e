import { atom, clean, cleanStores, onMount, task, type ReadableAtom } from 'nanostores';
import { ApiError, toApiError } from '../api/errors';

export interface Resource<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T;
  /** The last failure; `data` then still holds what was loaded before. */
  error: ApiError | null;
}

export interface ResourceStore<T> extends ReadableAtom<Resource<T>> {
  /** Fetches again (shared while one fetch is running). */
  reload(): Promise<void>;
  /** Replaces the data locally, e.g. for an optimistic update. */
  setData(update: (data: T) => T): void;
}

export interface ResourceOptions {
  /** Named in console errors. */
  label: string;
  /** When it returns false (a guest and a user-only list), nothing is fetched and the data stays empty. */
  enabled?: () => boolean;
}

/**
 * A store of fetched data that loads when an island first subscribes.
 *
 * @example
 * export const $shops = createResource(fetchShops, [], { label: 'shops' });
 * const { status, data, error } = useStore($shops);
 * if (error) return <button onClick={$shops.reload}>Спробувати ще раз</button>;
 */
export function createResource<T>(fetcher: () => Promise<T>, empty: T, options: ResourceOptions): ResourceStore<T> {
  const $store = atom<Resource<T>>({ status: 'idle', data: empty, error: null });
  // `get()` on an unmounted store mounts it (and would fetch): read `value` inside.
  const current = () => $store.value as Resource<T>;
  let running: Promise<void> | null = null;

  const reload = (): Promise<void> => {
    if (options.enabled && !options.enabled()) {
      $store.set({ status: 'ready', data: empty, error: null });
      return Promise.resolve();
    }
    running ??= task(async () => {
      $store.set({ ...current(), status: 'loading', error: null });
      try {
        const data = await fetcher();
        $store.set({ status: 'ready', data, error: null });
      } catch (failure) {
        const error = toApiError(failure);
        console.error(`[cashback] could not load ${options.label}`, error);
        $store.set({ ...current(), status: 'error', error });
      } finally {
        running = null;
      }
    });
    return running;
  };

  const setData = (update: (data: T) => T) => $store.set({ ...current(), data: update(current().data) });

  onMount($store, () => {
    if (current().status !== 'ready') void reload();
  });
  // Tests: `cleanStores($shops)` also forgets what was loaded.
  if (process.env.NODE_ENV !== 'production') {
    const cleanable = $store as unknown as Record<typeof clean, () => void>;
    const cleanListeners = cleanable[clean];
    cleanable[clean] = () => {
      cleanListeners();
      running = null;
      $store.set({ status: 'idle', data: empty, error: null });
    };
  }
  return Object.assign($store, { reload, setData });
}

/**
 * `createResource` per key (a shop, a category), the stores cached so that
 * the same key always gives the same store.
 *
 * @example
 * export const shopById = createKeyedResource(fetchShop, null, { label: 'the shop' });
 * const { data: shop } = useStore(shopById(id));
 */
export function createKeyedResource<K, T>(
  fetcher: (key: K) => Promise<T>,
  empty: T,
  options: ResourceOptions & { cacheSize?: number },
): (key: K) => ResourceStore<T> {
  const cache = new Map<K, ResourceStore<T>>();
  const limit = options.cacheSize ?? 30;
  const byKey = (key: K): ResourceStore<T> => {
    let $store = cache.get(key);
    if (!$store) {
      $store = createResource(() => fetcher(key), empty, options);
      cache.set(key, $store);
      // Forget the oldest entry; an island still subscribed to it keeps working.
      if (cache.size > limit) cache.delete(cache.keys().next().value as K);
    }
    return $store;
  };
  // Tests: `cleanStores(shopById)` cleans every cached store and empties the cache.
  if (process.env.NODE_ENV !== 'production') {
    Object.assign(byKey, {
      [clean]: () => {
        const stores = [...cache.values()];
        cache.clear();
        cleanStores(...stores);
      },
    });
  }
  return byKey;
}
