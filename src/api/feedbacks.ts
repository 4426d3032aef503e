import { anything, get, post } from './http';
import { asFeedbacks } from './shapes';
import type { FeedbackPayload, ShopFeedback } from './types';

/** `GET /api/shop-feedbacks/{shopId}`: a shop's reviews. */
export const fetchShopFeedbacks = (shopId: number): Promise<ShopFeedback[]> =>
  get(`/api/shop-feedbacks/${shopId}`, asFeedbacks);

/** `POST /api/shop-feedbacks/`: any 2xx means stored (the list is then read again). */
export const addShopFeedback = (payload: FeedbackPayload): Promise<void> =>
  post('/api/shop-feedbacks/', payload, anything).then(() => undefined);
