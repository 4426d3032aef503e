import { computed } from 'nanostores';
import { fetchFavoriteShops } from '../api/favorites';
import { isAuthenticated } from './auth';
import { createResource } from './resource';

/**
 * The user's saved shops; empty (and not fetched) for a guest. Saving and
 * unsaving one is `toggleFavorite` (favorite-toggle.ts: a signed-in user's chunk).
 *
 * @example
 * const { data: favorites } = useStore($favoriteShops);
 */
export const $favoriteShops = createResource(fetchFavoriteShops, [], { label: 'favourite shops', enabled: isAuthenticated });

/**
 * The ids of the saved shops, for the stars on shop cards.
 *
 * @example
 * const saved = useStore($favoriteIds).has(shop.id);
 */
export const $favoriteIds = computed($favoriteShops, ({ data }) => new Set(data.map((shop) => shop.id)));
