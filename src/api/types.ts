/**
 * The shapes the API returns (spec section 3). The demo server in `demo/`
 * produces exactly these; the client checks them at the edge (see shapes.ts)
 * and accepts both `{ data: ... }` and plain bodies.
 */

export type LoyaltyStatus = 'starter' | 'silver' | 'gold' | 'platinum';
export type Gender = 'female' | 'male' | '';

export interface NotificationSettings {
  cashback_status: boolean;
  service_updates: boolean;
  sales: boolean;
}

export interface User {
  id: number;
  email: string;
  full_name: string;
  /** Absolute or root-relative URL, or null when no avatar was uploaded. */
  avatar: string | null;
  gender: Gender;
  /** `YYYY-MM-DD` or null. */
  birth_date: string | null;
  status: LoyaltyStatus;
  total_balance: number;
  current_balance: number;
  pending_balance: number;
  /** ISO date-time, or null while the e-mail is unconfirmed. */
  email_verified_at: string | null;
  referral_link: string;
  /** 0 is an ordinary user, anything else is an admin. */
  role: number;
  notification_settings: NotificationSettings;
}

export interface UserAction {
  name: string;
  /** Cashback rate of this action, in %. */
  rev: number;
}

export interface Shop {
  id: number;
  name: string;
  image: string;
  link: string;
  /** HTML, untrusted: sanitise before rendering. May be absent in list responses. */
  description?: string;
  cashback_percent: number;
  is_sale: boolean;
  avg_stars: number;
  /** Days until pending cashback is confirmed. */
  pending_payment: number;
  users_actions?: UserAction[];
  categoryId: number;
}

export interface Category {
  id: number;
  name: string;
  image: string;
  /** Present on `GET /api/category/{id}`; may be absent in the list. */
  shops?: Shop[];
}

export interface Order {
  id: number;
  created_at: string;
  shop: { id?: number; name: string } | string;
  amount: number;
  user_amount: number;
}

export type WithdrawalStatus = 'requested' | 'pending' | 'cancelled' | 'paid';
export type WithdrawalMethod = 'card' | 'phone';

export interface Withdrawal {
  id?: number;
  created_at: string;
  amount: number;
  status: WithdrawalStatus;
  withdrawal_method?: WithdrawalMethod;
}

export interface ShopFeedback {
  id?: number;
  name: string;
  user_thumbnail: string | null;
  user_id: number;
  shop_id: number;
  text: string;
  stars: number;
  created_at: string;
}

export interface Question {
  id?: number;
  name: string;
  description: string;
}

export interface Poster {
  id?: number;
  image_url: string;
  /** Used as the image's alternative text when present. */
  title?: string;
}

export interface FavoriteToggle {
  shop_id: number;
  is_favorite: boolean;
}

/* Payloads (spec section 3) */

export interface LoginPayload { email: string; password: string }
export interface RegisterPayload {
  email: string;
  full_name: string;
  password: string;
  password_confirmation: string;
}
export interface UpdatePasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export type FeedbackPayload = Omit<ShopFeedback, 'id' | 'created_at'>;
export type UserUpdate =
  | { email: string }
  | { full_name: string }
  | { birth_date: string }
  | { gender: Gender }
  | { status: LoyaltyStatus };
export type NotificationUpdate =
  | { cashback_status: boolean }
  | { service_updates: boolean }
  | { sales: boolean };
export type WithdrawalPayload = {
  user_id: number;
  full_name: string;
  amount: number;
} & (
  | { withdrawal_method: 'card'; card_number: string }
  | { withdrawal_method: 'phone'; phone: string }
);
