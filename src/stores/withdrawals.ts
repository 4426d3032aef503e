import { fetchWithdrawals } from '../api/withdrawals';
import { isAuthenticated } from './auth';
import { createResource } from './resource';

/**
 * The user's withdrawal history; empty (and not fetched) for a guest.
 *
 * @example
 * const { data: withdrawals } = useStore($withdrawals);
 */
export const $withdrawals = createResource(fetchWithdrawals, [], { label: 'withdrawals', enabled: isAuthenticated });
