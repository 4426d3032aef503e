import type { User } from '../../src/api/types';

/**
 * The one typed test user: the demo's user@example.com (verified, Gold,
 * 1 250,50 грн). Suites override what they look at.
 *
 * @example
 * aUser({ email_verified_at: null, current_balance: 0 })
 */
export const aUser = (over: Partial<User> = {}): User => ({
  id: 1, email: 'user@example.com', full_name: 'Олена Коваленко', avatar: null, gender: 'female', birth_date: null,
  status: 'gold', total_balance: 3100, current_balance: 1250.5, pending_balance: 320,
  email_verified_at: '2024-01-01T00:00:00.000Z', referral_link: 'https://example.com/r/1', role: 0,
  notification_settings: { cashback_status: true, service_updates: true, sales: false },
  ...over,
});
