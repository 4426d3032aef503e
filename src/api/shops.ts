import { get } from './http';
import { asShop, asShops } from './shapes';
import type { Shop } from './types';

/** `GET /api/shops`. */
export const fetchShops = (): Promise<Shop[]> => get('/api/shops', asShops);

/** `GET /api/shops/{id}`: one shop, with its description and actions. */
export const fetchShop = (id: number): Promise<Shop> => get(`/api/shops/${id}`, asShop);
