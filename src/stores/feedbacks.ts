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
 * Sends a review and puts it first in the shop's list. Rejects with the
 * ApiError when it failed (also logged), so the form can keep the text.
 *
 * @example
 * await addFeedback({ name, user_thumbnail, user_id, shop_id, text, stars: 5 });
 */
export async function addFeedback(payload: FeedbackPayload): Promise<ShopFeedback> {
  try {
    const feedback = await addShopFeedback(payload);
    feedbacksByShop(payload.shop_id).setData((list) => [feedback, ...list]);
    return feedback;
  } catch (error) {
    console.error('[cashback] could not add the review', error);
    throw error;
  }
}
