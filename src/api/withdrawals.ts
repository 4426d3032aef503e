import { get, post } from './http';
import { complete, isObj, listOf, optional, str, toNumber, type Reader } from './shapes';
import type { Withdrawal, WithdrawalPayload, WithdrawalStatus } from './types';

const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['requested', 'pending', 'cancelled', 'paid'];

export const asWithdrawal: Reader<Withdrawal> = (v) =>
  isObj(v)
    ? complete<Withdrawal>(
        {
          id: toNumber(v.id),
          created_at: str(v.created_at),
          amount: toNumber(v.amount),
          status: WITHDRAWAL_STATUSES.includes(v.status as WithdrawalStatus) ? (v.status as WithdrawalStatus) : undefined,
          withdrawal_method: v.withdrawal_method === 'card' || v.withdrawal_method === 'phone' ? v.withdrawal_method : undefined,
        },
        ['id', 'withdrawal_method'],
      )
    : null;

export const asWithdrawals = listOf(asWithdrawal, 'withdrawal');

/** `GET /api/fetch-withdrawals/`: the signed-in user's withdrawal history. */
export const fetchWithdrawals = (): Promise<Withdrawal[]> => get('/api/fetch-withdrawals/', asWithdrawals);

export interface WithdrawalOptions {
  /** Sent as `Idempotency-Key`: one key per submitted form, so a resend cannot pay twice. */
  idempotencyKey?: string;
  /** Abandon the call after this many ms (default: wait). */
  timeoutMs?: number;
}

/**
 * `POST /api/withdrawal/`. Never retried automatically. Any 2xx means made;
 * resolves with the record when the body is one, else undefined.
 */
export function requestWithdrawal(payload: WithdrawalPayload, options: WithdrawalOptions = {}): Promise<Withdrawal | undefined> {
  const headers: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
  return post('/api/withdrawal/', payload, optional(asWithdrawal), { headers, timeoutMs: options.timeoutMs });
}
