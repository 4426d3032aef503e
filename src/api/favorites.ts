import { get } from './http';
import { asShops } from './shapes';
import type { Shop } from './types';

/** `GET /api/favorite-shops/`: the signed-in user's saved shops. */
export const fetchFavoriteShops = (): Promise<Shop[]> => get('/api/favorite-shops/', asShops);
