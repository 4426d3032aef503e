import { fetchWithdrawals, requestWithdrawal, type WithdrawalOptions } from '../api/withdrawals';
import type { Withdrawal, WithdrawalPayload } from '../api/types';
import { isAuthenticated } from './auth';
import { createResource } from './resource';
import { refreshUser } from './user';

/**
 * The user's withdrawal history; empty (and not fetched) for a guest.
 *
 * @example
 * const { data: withdrawals } = useStore($withdrawals);
 */
export const $withdrawals = createResource(fetchWithdrawals, [], { label: 'withdrawals', enabled: isAuthenticated });

/**
 * Requests a withdrawal; on success it heads the history and the user (the
 * balance) is reloaded. Rejects with the ApiError (also logged) on failure.
 *
 * @example
 * await withdraw(payload, { idempotencyKey: formKey, timeoutMs: 30_000 });
 * navigate('/user-profile/success-withdrawal');
 */
export async function withdraw(payload: WithdrawalPayload, options?: WithdrawalOptions): Promise<Withdrawal> {
  try {
    const withdrawal = await requestWithdrawal(payload, options);
    $withdrawals.setData((list) => [withdrawal, ...list]);
    void refreshUser();
    return withdrawal;
  } catch (error) {
    console.error('[cashback] withdrawal failed', error);
    throw error;
  }
}
