import { useStore } from '@nanostores/react';
import type { Shop } from '../../src/api/types';
import { sortShops, type ShopOrder } from '../../src/lib/sorting';
import { $shops } from '../../src/stores/shops';
import { ResourceState } from '../../src/ui/status-message';
import { ShopGrid, ShopGridSkeleton, upTo } from '../../src/ui/shop-grid';
import { TEXTS } from './texts';

// Sorted once per list and order, in the panel's own task (ShopTabs shows a new panel once the tap's frame
// has painted): switching tabs back and forth re-sorts nothing.
const sorted = new WeakMap<readonly Shop[], Partial<Record<ShopOrder, Shop[]>>>();
function sortOnce(shops: Shop[], order: ShopOrder): Shop[] {
  let orders = sorted.get(shops);
  if (!orders) sorted.set(shops, (orders = {}));
  return (orders[order] ??= sortShops(shops, order));
}

/** 'Популярні' and 'Найбільший кешбек': every shop, in the tab's order. */
export function SortedShopsPanel({ order, limit }: { order: ShopOrder; limit?: number }) {
  const resource = useStore($shops);
  return (
    <ResourceState resource={resource} reload={$shops.reload} loading={<ShopGridSkeleton />} empty={TEXTS.noShops}>
      {(shops) => <ShopGrid shops={upTo(sortOnce(shops, order), limit)} label={TEXTS.tabs[order]} />}
    </ResourceState>
  );
}
