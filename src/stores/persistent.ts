import { atom, onMount, type WritableAtom } from 'nanostores';
import { readJson, removeItem, writeJson } from '../lib/storage';
import { afterHydration, storedValuesHeld } from '../runtime/hydration-gate';

/**
 * An atom kept in localStorage under `key`: restored on load, written on
 * every `set` (null removes the key), and updated when another tab changes
 * the key. `read` checks what was stored; anything it refuses is dropped;
 * `onOtherTab` hears each value another tab stored.
 * While prerendered HTML is hydrated the stored value and the listener wait
 * (hydration-gate.ts); a change another tab made meanwhile is heard then.
 * (The idea of @nanostores/persistent, in a few lines and with a check.)
 */
export function persistentAtom<T>(
  key: string,
  fallback: T,
  read: (stored: unknown) => T | null,
  onOtherTab?: (value: T) => void,
): WritableAtom<T> {
  const restore = (): T => {
    const stored = readJson(key);
    return stored === null ? fallback : read(stored) ?? fallback;
  };
  const $store = atom<T>(storedValuesHeld(key) ? fallback : restore());
  const set = $store.set;
  // What this tab last knew to be stored: a change it did not make while its
  // listener waited for hydration came from another tab, whose event is lost.
  const raw = () => JSON.stringify(readJson(key));
  let known = '';
  $store.set = (value) => {
    if (value === null) removeItem(key);
    else writeJson(key, value);
    if (onOtherTab) known = raw();
    set(value);
  };

  onMount($store, () => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      const value = restore();
      set(value);
      onOtherTab?.(value);
    };
    let mounted = true;
    if (onOtherTab) known = raw();
    // The listener comes with the stored value: Chromium opens the page's
    // storage for the first `storage` listener (3 ms at 4x CPU), which would
    // otherwise land in the task hydrating the island that mounted the store.
    afterHydration(() => {
      const changed = onOtherTab && raw() !== known;
      const value = restore();
      set(value);
      if (!mounted) return;
      window.addEventListener('storage', onStorage);
      if (changed) onOtherTab(value);
    });
    return () => {
      mounted = false;
      window.removeEventListener('storage', onStorage);
    };
  });
  return $store;
}
