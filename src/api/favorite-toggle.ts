// Apart from favorites.ts: only a signed-in user's star sends it (src/stores/favorite-toggle.ts).
import { get } from './http';
import { complete, isObj, optional, toBool, toNumber, type Reader } from './shapes';
import type { FavoriteToggle } from './types';

export const asFavoriteToggle: Reader<FavoriteToggle> = (v) =>
  isObj(v) ? complete<FavoriteToggle>({ shop_id: toNumber(v.shop_id), is_favorite: toBool(v.is_favorite) }) : null;

/**
 * `GET /api/favorite-shops/{shopId}`: toggles a favourite. A GET that changes
 * state, so never retried. Resolves with the new state when the body says it
 * (`{ shop_id, is_favorite }`), else undefined: any 2xx is a success.
 */
export const toggleFavoriteShop = (shopId: number): Promise<FavoriteToggle | undefined> =>
  get(`/api/favorite-shops/${shopId}`, optional(asFavoriteToggle), { retry: false });
