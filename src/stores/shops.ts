import { fetchShops } from '../api/shops';
import { createResource } from './resource';

/**
 * All shops, loaded when first used.
 *
 * @example
 * const { status, data: shops } = useStore($shops);
 */
export const $shops = createResource(fetchShops, [], { label: 'shops' });
