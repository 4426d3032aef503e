// Shared by the money component tests (my cashback, withdrawals, the forms):
// a demo-like API served by a fake `fetch`, the signed-in user, store resets.
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import type { Order, User, Withdrawal } from '../../../src/api/types';
import { $orders } from '../../../src/stores/orders';
import { $appMounted } from '../../../src/stores/router';
import { $user } from '../../../src/stores/user';
import { $withdrawals } from '../../../src/stores/withdrawals';
import { resetWithdrawalForms } from '../../../src/stores/withdrawal-form';
import { fakeFetch, type Reply, type Sent } from '../../api/helpers';


export { aUser as user } from '../../setup/user';

export const orders: Order[] = [
  { id: 3, created_at: new Date(Date.now() - 3 * 864e5).toISOString(), shop: { id: 1, name: 'Rozetka' }, amount: 1200, user_amount: 60 },
  { id: 2, created_at: new Date(Date.now() - 100 * 864e5).toISOString(), shop: { id: 2, name: 'Епіцентр' }, amount: 800.5, user_amount: 24.02 },
  { id: 1, created_at: '2021-03-02T10:00:00.000Z', shop: { id: 3, name: 'MAKEUP' }, amount: 450, user_amount: 13.5 },
];

export const withdrawals: Withdrawal[] = [
  { id: 4, created_at: '2025-05-14T10:00:00.000Z', amount: 150, status: 'requested', withdrawal_method: 'phone' },
  { id: 3, created_at: '2025-05-06T10:00:00.000Z', amount: 200, status: 'pending', withdrawal_method: 'card' },
  { id: 2, created_at: '2025-01-15T10:00:00.000Z', amount: 300, status: 'cancelled', withdrawal_method: 'phone' },
  { id: 1, created_at: '2024-10-27T10:00:00.000Z', amount: 500, status: 'paid', withdrawal_method: 'card' },
];

export interface World {
  user: User;
  orders: Order[];
  withdrawals: Withdrawal[];
}

/**
 * Signs `world.user` in and serves the demo's money endpoints from `world`
 * (a withdrawal lowers the balance and heads the history, as the demo does).
 * `override` answers a request first (return undefined to fall through).
 */
export function serve(world: World, override?: (req: Sent, index: number) => Reply | Promise<Reply | undefined> | undefined) {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  $user.set(world.user);
  $appMounted.set(true);
  const api = fakeFetch(async (req, index) => {
    const custom = await override?.(req, index);
    if (custom) return custom;
    if (req.path === '/api/user') return { json: world.user };
    if (req.path === '/api/fetch-order/') return { json: { data: world.orders } };
    if (req.path === '/api/fetch-withdrawals/') return { json: { data: world.withdrawals } };
    if (req.path === '/api/email/verification-notification/') return { json: { message: 'Лист надіслано' } };
    if (req.method.toUpperCase() === 'POST' && req.path === '/api/withdrawal/') {
      const body = req.body as { amount: number; withdrawal_method: 'card' | 'phone' };
      const row: Withdrawal = { id: 100 + index, created_at: new Date().toISOString(), amount: body.amount, status: 'requested', withdrawal_method: body.withdrawal_method };
      world.withdrawals = [row, ...world.withdrawals];
      world.user = { ...world.user, current_balance: Math.round(world.user.current_balance * 100 - body.amount * 100) / 100 };
      return { json: { data: row } };
    }
    return { status: 404, json: { message: 'Not found' } };
  });
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  return api;
}

/** Empties the stores so the next subscriber fetches again. */
export async function resetStores() {
  await allTasks();
  cleanStores($orders, $withdrawals);
  for (const $store of [$orders, $withdrawals] as unknown as { set(v: unknown): void }[]) {
    $store.set({ status: 'idle', data: [], error: null });
  }
  resetWithdrawalForms();
  $user.set(null);
  $appMounted.set(false);
  configureHttp({});
}

/** Waits (up to two seconds) for `check` to hold. */
export { until } from '../../setup/dom';

/** Sets a value past React's tracker (see typeInto in test/setup/render.tsx). */
const setValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

/** Types into an input as a user would: the whole new value, then an input event. */
export function typeInto(input: HTMLInputElement, value: string) {
  input.focus();
  setValue(input, value);
  input.setSelectionRange(value.length, value.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Leaves a field (blur and focusout, as a browser sends them). */
export function leave(input: HTMLInputElement) {
  input.dispatchEvent(new FocusEvent('blur'));
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** The text with no-break spaces as plain spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
