import { get } from './http';
import { complete, isObj, listOf, numOr, str, toNumber, type Reader } from './shapes';
import type { Order } from './types';

function asOrderShop(v: unknown): Order['shop'] | undefined {
  if (typeof v === 'string') return v;
  if (!isObj(v) || typeof v.name !== 'string') return undefined;
  const id = toNumber(v.id);
  return id === undefined ? { name: v.name } : { id, name: v.name };
}

export const asOrder: Reader<Order> = (v) =>
  isObj(v)
    ? complete<Order>({
        id: toNumber(v.id),
        created_at: str(v.created_at),
        shop: asOrderShop(v.shop),
        amount: toNumber(v.amount),
        user_amount: numOr(v.user_amount, 0),
      })
    : null;

export const asOrders = listOf(asOrder, 'order');

/** `GET /api/fetch-order/`: the signed-in user's order history. */
export const fetchOrders = (): Promise<Order[]> => get('/api/fetch-order/', asOrders);
