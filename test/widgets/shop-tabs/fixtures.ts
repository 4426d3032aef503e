// Shared by the shop-tabs and category component tests: a catalogue served by a fake `fetch`, and store resets.
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import type { Category, Shop } from '../../../src/api/types';
import { $categories } from '../../../src/stores/categories';
import { $favoriteIds, $favoriteShops } from '../../../src/stores/favorite-shops';
import { $shops } from '../../../src/stores/shops';
import { fakeFetch, type Handler, type Reply } from '../../api/helpers';

/** Shop `id` with stars and cashback that differ from the id order. */
export const shop = (id: number, over: Partial<Shop> = {}): Shop => ({
  id, name: `Shop ${id}`, image: `/logos/${id}.svg`, link: `https://shop${id}.ua`, categoryId: (id % 3) + 1,
  cashback_percent: ((id * 7) % 29) / 2 + 0.5, avg_stars: 3 + ((id * 11) % 21) / 10, is_sale: id % 5 === 0, pending_payment: 14, ...over,
});
export const shops = (n: number) => Array.from({ length: n }, (_, i) => shop(i + 1));
export const categories: Category[] = ['Електроніка', 'Одяг і взуття', 'Дім і сад'].map((name, i) => ({ id: i + 1, name, image: `/c/${i + 1}.svg` }));

/** Serves the catalogue; `override` answers a path first (return undefined to fall through). */
export function serve(catalogue: { shops?: Shop[]; favorites?: Shop[] } = {}, override?: (path: string) => Reply | Promise<Reply> | undefined) {
  const handler: Handler = async (req) => {
    const custom = await override?.(req.path);
    if (custom) return custom;
    if (req.path === '/api/shops') return { json: { data: catalogue.shops ?? shops(30) } };
    if (req.path === '/api/categories') return { json: { data: categories } };
    if (req.path === '/api/favorite-shops/') return { json: { data: catalogue.favorites ?? [] } };
    const category = req.path.match(/^\/api\/category\/(\d+)$/);
    if (category) {
      const found = categories.find((c) => c.id === Number(category[1]));
      if (!found) return { status: 404, json: { message: 'Категорію не знайдено.' } };
      return { json: { data: { ...found, shops: (catalogue.shops ?? shops(30)).filter((s) => s.categoryId === found.id) } } };
    }
    return { status: 404, json: { message: 'Not found' } };
  };
  const api = fakeFetch(handler);
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  return api;
}

const stores = [$shops, $categories, $favoriteShops] as unknown as { set(v: unknown): void }[];

/** Empties the catalogue stores, so the next subscriber fetches again. */
export async function resetStores() {
  await allTasks();
  cleanStores($favoriteIds, $shops, $categories, $favoriteShops);
  for (const $store of stores) $store.set({ status: 'idle', data: [], error: null });
  configureHttp({});
}

/** Waits (up to two seconds) for `check` to hold. */
export { until } from '../../setup/dom';
