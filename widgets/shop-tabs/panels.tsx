import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Shop } from '../../src/api/types';
import { sortShops, type ShopOrder } from '../../src/lib/sorting';
import { $shops } from '../../src/stores/shops';
import { ResourceState } from '../../src/ui/status-message';
import { ShopGrid, ShopGridSkeleton, upTo } from '../../src/ui/shop-grid';
import { TEXTS } from './texts';

// Sorted once per list and order: switching tabs back and forth re-sorts nothing.
const sorted = new WeakMap<readonly Shop[], Partial<Record<ShopOrder, Shop[]>>>();
function sortOnce(shops: Shop[], order: ShopOrder): Shop[] {
  let orders = sorted.get(shops);
  if (!orders) sorted.set(shops, (orders = {}));
  return (orders[order] ??= sortShops(shops, order));
}

const OTHER: Record<ShopOrder, ShopOrder> = { popular: 'greatest', greatest: 'popular' };

/**
 * Sorts the other tab's order while the browser is idle, so the first switch
 * to it sorts nothing (10,000 shops take tens of ms on a phone).
 */
function useSortAhead(shops: Shop[], order: ShopOrder) {
  useEffect(() => {
    const run = () => void sortOnce(shops, OTHER[order]);
    // Support: requestIdleCallback is missing in Safari (and WebKitGTK): a timer there.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 500);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [shops, order]);
}

/** 'Популярні' and 'Найбільший кешбек': every shop, in the tab's order. */
export function SortedShopsPanel({ order, limit }: { order: ShopOrder; limit?: number }) {
  const resource = useStore($shops);
  useSortAhead(resource.data, order);
  return (
    <ResourceState resource={resource} reload={$shops.reload} loading={<ShopGridSkeleton />} empty={TEXTS.noShops}>
      {(shops) => <ShopGrid shops={upTo(sortOnce(shops, order), limit)} label={TEXTS.tabs[order]} />}
    </ResourceState>
  );
}
