import { fetchShop } from '../api/shops';
import type { Shop } from '../api/types';
import { createKeyedResource } from './resource';

/**
 * One shop with its description, by id; `data` is null until loaded.
 *
 * @example
 * const { status, data: shop, error } = useStore(shopById(id));
 */
export const shopById = createKeyedResource<number, Shop | null>(fetchShop, null, { label: 'the shop' });
