import { get, post } from './http';
import { asFeedback, asFeedbacks } from './shapes';
import type { FeedbackPayload, ShopFeedback } from './types';

/** `GET /api/shop-feedbacks/{shopId}`: a shop's reviews. */
export const fetchShopFeedbacks = (shopId: number): Promise<ShopFeedback[]> =>
  get(`/api/shop-feedbacks/${shopId}`, asFeedbacks);

/** `POST /api/shop-feedbacks/`: resolves with the stored review. */
export const addShopFeedback = (payload: FeedbackPayload): Promise<ShopFeedback> =>
  post('/api/shop-feedbacks/', payload, asFeedback);
