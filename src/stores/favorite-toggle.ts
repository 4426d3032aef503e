// A signed-in user's star on a shop card: its own chunk (shop-card.tsx loads
// it; the load plan starts it at once for a user), so a guest never downloads it.
import { isRefusal } from '../api/errors';
import { toggleFavoriteShop } from '../api/favorite-toggle';
import type { Shop } from '../api/types';
import { isAuthenticated } from './auth';
import { $favoriteShops } from './favorite-shops';

const pending = new Set<number>();

const without = (list: Shop[], id: number) => list.filter((shop) => shop.id !== id);

/**
 * Saves or unsaves a shop at once, then asks the server (any 2xx is a
 * success); when that fails the change is undone and the call rejects with
 * the ApiError (the caller tells the user). A second toggle of the same shop
 * while the first is under way is ignored, and so is a guest's.
 *
 * @example
 * toggleFavorite(shop).catch((e) => showAlert(isRefusal(e) ? errorText(e) : texts.saveFailed, 'error'));
 */
export async function toggleFavorite(shop: Shop): Promise<void> {
  if (!isAuthenticated() || pending.has(shop.id)) return;
  pending.add(shop.id);
  const list = $favoriteShops.get().data;
  const index = list.findIndex((saved) => saved.id === shop.id);
  const saving = index === -1;
  const place = (saved: boolean, at = 0) =>
    $favoriteShops.setData((current) => {
      const rest = without(current, shop.id);
      return saved ? [...rest.slice(0, at), shop, ...rest.slice(at)] : rest;
    });
  place(saving);
  try {
    const answer = await toggleFavoriteShop(shop.id);
    // The server has the last word (another tab may have toggled it too): its
    // answer when the body tells, else the list read again.
    if (!answer) void $favoriteShops.reload();
    else if (answer.is_favorite !== saving) place(answer.is_favorite);
  } catch (error) {
    console.error('[cashback] could not toggle the favourite', error);
    place(!saving, Math.max(index, 0));
    // Unless refused, the server may have applied it after all: the list is read again rather than guessed.
    if (!isRefusal(error)) void $favoriteShops.reload();
    throw error;
  } finally {
    pending.delete(shop.id);
  }
}
