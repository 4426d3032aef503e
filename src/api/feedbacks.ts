import { anything, get, post } from './http';
import { complete, isObj, listOf, nullableStr, str, strOr, toNumber, type Reader } from './shapes';
import type { FeedbackPayload, ShopFeedback } from './types';

export const asFeedback: Reader<ShopFeedback> = (v) =>
  isObj(v)
    ? complete<ShopFeedback>(
        {
          id: toNumber(v.id),
          name: strOr(v.name, ''),
          user_thumbnail: nullableStr(v.user_thumbnail),
          user_id: toNumber(v.user_id),
          shop_id: toNumber(v.shop_id),
          text: strOr(v.text, ''),
          stars: toNumber(v.stars),
          created_at: str(v.created_at),
        },
        ['id'],
      )
    : null;

export const asFeedbacks = listOf(asFeedback, 'feedback');

/** `GET /api/shop-feedbacks/{shopId}`: a shop's reviews. */
export const fetchShopFeedbacks = (shopId: number): Promise<ShopFeedback[]> =>
  get(`/api/shop-feedbacks/${shopId}`, asFeedbacks);

/** `POST /api/shop-feedbacks/`: any 2xx means stored (the list is then read again). */
export const addShopFeedback = (payload: FeedbackPayload): Promise<void> =>
  post('/api/shop-feedbacks/', payload, anything).then(() => undefined);
