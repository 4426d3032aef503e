// Hand-written checks at the edge: each reader returns the normalised entity,
// or null when the value cannot be one. Laravel sends decimals as strings
// ("1250.50") and booleans as 0/1, so both are accepted and normalised.
// Here: the parts every reader is made of, and the readers of what every page
// may load (the user, shops). A resource only some pages load
// keeps its reader in its own module (orders.ts, withdrawals.ts...), so the
// home page does not download them.
import type { Gender, LoyaltyStatus, NotificationSettings, Shop, User, UserAction } from './types';

export type Reader<T> = (value: unknown) => T | null;
type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a numeric string such as "1250.50"; otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Missing or null means `fallback`; anything else must be numeric. */
export const numOr = (value: unknown, fallback: number) => (value == null ? fallback : toNumber(value));

export function toBool(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value == null) return false;
  return undefined;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const strOr = (value: unknown, fallback: string) => (value == null ? fallback : str(value));
export const nullableStr = (value: unknown): string | null | undefined => (value == null ? null : str(value));

/** Builds the object only when no field came out `undefined`. */
export function complete<T extends object>(fields: { [K in keyof T]: T[K] | undefined }, optional: (keyof T)[] = []): T | null {
  for (const key of Object.keys(fields) as (keyof T)[]) {
    if (fields[key] === undefined && !optional.includes(key)) return null;
  }
  for (const key of optional) if (fields[key] === undefined) delete fields[key];
  return fields as T;
}

const STATUSES: LoyaltyStatus[] = ['starter', 'silver', 'gold', 'platinum'];

function asNotificationSettings(value: unknown): NotificationSettings | undefined {
  const v = isObj(value) ? value : {};
  const settings = { cashback_status: toBool(v.cashback_status), service_updates: toBool(v.service_updates), sales: toBool(v.sales) };
  return complete<NotificationSettings>(settings) ?? undefined;
}

export const asUser: Reader<User> = (v) =>
  isObj(v)
    ? complete<User>({
        id: toNumber(v.id),
        email: str(v.email),
        full_name: strOr(v.full_name, ''),
        avatar: nullableStr(v.avatar),
        gender: v.gender === 'female' || v.gender === 'male' ? (v.gender as Gender) : '',
        birth_date: nullableStr(v.birth_date),
        status: STATUSES.includes(v.status as LoyaltyStatus) ? (v.status as LoyaltyStatus) : 'starter',
        total_balance: numOr(v.total_balance, 0),
        current_balance: numOr(v.current_balance, 0),
        pending_balance: numOr(v.pending_balance, 0),
        email_verified_at: nullableStr(v.email_verified_at),
        referral_link: strOr(v.referral_link, ''),
        role: numOr(v.role, 0),
        notification_settings: asNotificationSettings(v.notification_settings),
      })
    : null;

const asUserAction: Reader<UserAction> = (v) =>
  isObj(v) ? complete<UserAction>({ name: str(v.name), rev: toNumber(v.rev) }) : null;

export const asShop: Reader<Shop> = (v) =>
  isObj(v)
    ? complete<Shop>(
        {
          id: toNumber(v.id),
          name: str(v.name),
          image: strOr(v.image, ''),
          link: strOr(v.link, ''),
          description: v.description == null ? undefined : str(v.description) ?? '',
          cashback_percent: numOr(v.cashback_percent, 0),
          is_sale: toBool(v.is_sale),
          avg_stars: numOr(v.avg_stars, 0),
          pending_payment: numOr(v.pending_payment, 0),
          users_actions: Array.isArray(v.users_actions) ? keep(v.users_actions, asUserAction) : undefined,
          categoryId: numOr(v.categoryId ?? v.category_id, 0),
        },
        ['description', 'users_actions'],
      )
    : null;

/** Keeps the items that pass; the rest are dropped with one warning. */
export function keep<T>(items: unknown[], read: Reader<T>, label = 'item'): T[] {
  const out: T[] = [];
  for (const item of items) {
    const value = read(item);
    if (value !== null) out.push(value);
  }
  if (out.length < items.length) {
    console.warn(`[cashback] dropped ${items.length - out.length} of ${items.length} malformed ${label}(s) from the API`, items);
  }
  return out;
}

/** A reader of a list whose bad items are dropped rather than failing the list. */
export const listOf =
  <T>(read: Reader<T>, label: string): Reader<T[]> =>
  (value) =>
    Array.isArray(value) ? keep(value, read, label) : null;

export const asShops = listOf(asShop, 'shop');

/**
 * For writes, whose success is the status: the body is used when it fits
 * `read`, else the value is undefined (never a shape error).
 */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) =>
    read(value) ?? undefined;

/** `{ data: x }` becomes x; a plain body (a user has no `data` key) stays as it is. */
export const unwrap = (body: unknown): unknown => (isObj(body) && 'data' in body ? body.data : body);
