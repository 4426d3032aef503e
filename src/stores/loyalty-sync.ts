import { updateUser } from '../api/user';
import type { LoyaltyStatus, User } from '../api/types';
import { loyaltyStatus } from '../lib/loyalty';
import { patchUser } from './user';

/** The differences already sent (`id:stored>computed`), so each goes out at most once. */
const sent = new Set<string>();

/**
 * The status the client computes from total_balance, when it differs from the
 * one the server stores; otherwise null.
 *
 * @example
 * statusToSend({ ...user, total_balance: 3100, status: 'silver' }) // 'gold'
 */
export function statusToSend(user: Pick<User, 'status' | 'total_balance'>): LoyaltyStatus | null {
  const computed = loyaltyStatus(user.total_balance);
  return computed === user.status ? null : computed;
}

/**
 * Spec 4: "The client also sends the status to the server as a user update."
 * Sends `PUT /api/user/{id}` with the computed status when it differs from the
 * stored one, at most once per difference (a failure is logged, not retried,
 * so a server that keeps refusing never gets a loop of requests). Resolves
 * with whether a request was sent.
 *
 * @example
 * useEffect(() => { if (user) void syncLoyaltyStatus(user); }, [user]);
 */
export async function syncLoyaltyStatus(user: User): Promise<boolean> {
  const status = statusToSend(user);
  const key = `${user.id}:${user.status}>${status}`;
  if (!status || sent.has(key)) return false;
  sent.add(key);
  try {
    await updateUser(user.id, { status });
    // Only the status changes, and only while the same user is signed in.
    patchUser(user.id, { status });
  } catch (error) {
    console.error('[cashback] could not save the loyalty status', error);
  }
  return true;
}

/** Tests: forget what was sent. */
export const resetLoyaltySync = (): void => sent.clear();
