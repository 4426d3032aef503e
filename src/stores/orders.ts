import { fetchOrders } from '../api/orders';
import { isAuthenticated } from './auth';
import { createResource } from './resource';

/**
 * The user's order history; empty (and not fetched) for a guest.
 *
 * @example
 * const { data: orders } = useStore($orders);
 */
export const $orders = createResource(fetchOrders, [], { label: 'orders', enabled: isAuthenticated });
