import { addShopFeedback, fetchShopFeedbacks } from '../api/feedbacks';
import type { FeedbackPayload, ShopFeedback } from '../api/types';
import { createKeyedResource } from './resource';

/**
 * A shop's reviews, by shop id.
 *
 * @example
 * const { data: reviews } = useStore(feedbacksByShop(shop.id));
 */
export const feedbacksByShop = createKeyedResource<number, ShopFeedback[]>(fetchShopFeedbacks, [], { label: 'reviews' });

/**
 * Sends a review (any 2xx is a success) and reads the shop's list again;
 * when that read fails, the review as sent goes first in the list shown.
 * Rejects with the ApiError when the send failed (also logged), so the form
 * can keep the text.
 *
 * @example
 * await addFeedback({ name, user_thumbnail, user_id, shop_id, text, stars: 5 });
 */
export async function addFeedback(payload: FeedbackPayload): Promise<void> {
  try {
    await addShopFeedback(payload);
  } catch (error) {
    console.error('[cashback] could not add the review', error);
    throw error;
  }
  const $list = feedbacksByShop(payload.shop_id);
  await $list.reload();
  if ($list.get().status === 'error') {
    $list.setData((list) => [{ ...payload, created_at: new Date().toISOString() }, ...list]);
  }
}
