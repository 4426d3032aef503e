import { get } from './http';
import { asFavoriteToggle, asShops } from './shapes';
import type { FavoriteToggle, Shop } from './types';

/** `GET /api/favorite-shops/`: the signed-in user's saved shops. */
export const fetchFavoriteShops = (): Promise<Shop[]> => get('/api/favorite-shops/', asShops);

/** `GET /api/favorite-shops/{shopId}`: toggles a favourite. A GET that changes state, so never retried. */
export const toggleFavoriteShop = (shopId: number): Promise<FavoriteToggle> =>
  get(`/api/favorite-shops/${shopId}`, asFavoriteToggle, { retry: false });
