import { fetchShop } from '../api/shops';
import { pageData } from '../api/page-data';
import { asShop } from '../api/shapes';
import type { Shop } from '../api/types';
import { createKeyedResource } from './resource';

const byId = createKeyedResource<number, Shop | null>(fetchShop, null, { label: 'the shop' });

/**
 * One shop with its description, by id; `data` is null until loaded, or the
 * shop the host wrote into the page (src/api/page-data.ts) from the start.
 *
 * @example
 * const { status, data: shop, error } = useStore(shopById(id));
 */
export const shopById = Object.assign((id: number) => {
  const $shop = byId(id);
  // `value`, not get(): get() would mount the store, and fetch.
  const shop = $shop.value?.data === null ? pageData(`/api/shops/${id}`, asShop) : null;
  if (shop?.id === id) $shop.setData(() => shop);
  return $shop;
}, byId);
