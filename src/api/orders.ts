import { get } from './http';
import { asOrders } from './shapes';
import type { Order } from './types';

/** `GET /api/fetch-order/`: the signed-in user's order history. */
export const fetchOrders = (): Promise<Order[]> => get('/api/fetch-order/', asOrders);
