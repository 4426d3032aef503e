/** The three demo accounts with their orders, withdrawals and favourites. */
import { hashPassword } from '../passwords.mjs';
import { createRandom } from './random.mjs';

export const DEMO_PASSWORD = 'password123';
const DAY = 24 * 60 * 60 * 1000;

/** Fields every new user starts with; register and seed share them. */
export function newUser({ id, email, full_name, passwordHash, referral_code }) {
  return {
    id,
    email,
    full_name,
    password: passwordHash,
    avatar: null,
    gender: '',
    birth_date: null,
    status: 'starter',
    total_balance: 0,
    current_balance: 0,
    pending_balance: 0,
    email_verified_at: null,
    referral_code,
    role: 0,
    notification_settings: { cashback_status: true, service_updates: true, sales: false },
  };
}

function createUsers(now) {
  const verified = new Date(now - 400 * DAY).toISOString();
  const account = (id, email, full_name, extra) => ({
    ...newUser({ id, email, full_name, passwordHash: hashPassword(DEMO_PASSWORD), referral_code: `CB${1000 + id * 37}` }),
    ...extra,
  });
  return [
    account(1, 'user@example.com', 'Олена Коваленко', {
      gender: 'female',
      birth_date: '1991-04-17',
      status: 'gold',
      total_balance: 3100,
      current_balance: 1250.5,
      pending_balance: 320,
      email_verified_at: verified,
    }),
    account(2, 'new@example.com', 'Новий Користувач', {}),
    account(3, 'admin@example.com', 'Адміністратор Демо', {
      status: 'silver',
      total_balance: 900,
      current_balance: 480,
      pending_balance: 75,
      email_verified_at: verified,
      role: 1,
    }),
  ];
}

/** About 14 orders of user 1 over the last 18 months. @param {{ id: number, name: string, cashback_percent: number }[]} shops */
function createOrders(shops, now) {
  const random = createRandom(1414);
  return Array.from({ length: 14 }, (_, i) => {
    const shop = shops[random.int(0, Math.min(shops.length, 30) - 1)];
    const amount = random.int(200, 3000);
    return {
      id: i + 1,
      user_id: 1,
      created_at: new Date(now - Math.round(((14 - i) * 540 * DAY) / 15) - random.int(0, DAY)).toISOString(),
      shop: { id: shop.id, name: shop.name },
      amount,
      user_amount: Math.round(amount * shop.cashback_percent) / 100,
    };
  });
}

function createWithdrawals(now) {
  const rows = [
    [1, 500, 'paid', 'card', 200],
    [1, 300, 'cancelled', 'phone', 120],
    [1, 200, 'pending', 'card', 9],
    [1, 150, 'requested', 'phone', 1],
    [3, 100, 'paid', 'card', 60],
  ];
  return rows.map(([user_id, amount, status, withdrawal_method, daysAgo], i) => ({
    id: i + 1,
    user_id,
    created_at: new Date(now - daysAgo * DAY).toISOString(),
    amount,
    status,
    withdrawal_method,
  }));
}

/** @param {{ id: number, name: string, cashback_percent: number }[]} shops @param {number} now */
export function createAccounts(shops, now) {
  const favoriteIds = [1, 3, 5, 8, 13].filter((id) => id <= shops.length);
  return {
    users: createUsers(now),
    orders: shops.length ? createOrders(shops, now) : [],
    withdrawals: createWithdrawals(now),
    favorites: new Map([[1, new Set(favoriteIds)]]),
  };
}
