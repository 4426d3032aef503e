import { get, post } from './http';
import { asWithdrawal, asWithdrawals, optional } from './shapes';
import type { Withdrawal, WithdrawalPayload } from './types';

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
