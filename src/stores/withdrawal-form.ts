import { map, type MapStore } from 'nanostores';
import { ApiError, isRefusal, toApiError } from '../api/errors';
import type { Withdrawal, WithdrawalPayload } from '../api/types';
import { requestWithdrawal } from '../api/withdrawals';
import {
  balanceAfter, checkAmount, withdrawalStep, WITHDRAWAL_TIMEOUT_MS, type WithdrawalMethodKind, type WithdrawalValues,
} from '../lib/withdrawal-rules';
import { $user, refreshUser, setUser } from './user';
import { $withdrawals } from './withdrawals';

export type WithdrawalField = keyof WithdrawalValues;

/**
 * Why the last attempt failed. 'unknown': no answer (network, timeout, a
 * 5xx), so the money may have gone: a retry resends with the same key.
 * 'refused': a definite no, with the server's message when it gave one.
 */
export type WithdrawalFailure =
  | { kind: 'unknown'; reason: 'network' | 'timeout' | 'server' }
  | { kind: 'unverified' | 'session' | 'conflict' }
  | { kind: 'refused'; message: string };

export interface WithdrawalFormState {
  values: WithdrawalValues;
  /** The server's messages per field (422), cleared when that field is edited. */
  errors: Partial<Record<WithdrawalField, string>>;
  failure: WithdrawalFailure | null;
  sending: boolean;
}

const blank = (): WithdrawalFormState => ({ values: { target: '', name: '', amount: '' }, errors: {}, failure: null, sending: false });

/**
 * One form per method, kept while the user walks around the profile (typed
 * values survive leaving the screen; nothing is persisted, card numbers
 * included).
 *
 * @example
 * const { values, errors, failure, sending } = useStore($withdrawalForms.card);
 */
export const $withdrawalForms: Record<WithdrawalMethodKind, MapStore<WithdrawalFormState>> = {
  card: map(blank()),
  phone: map(blank()),
};

/** The server's names of the fields. */
const SERVER_FIELDS: Record<string, WithdrawalField> = { card_number: 'target', phone: 'target', full_name: 'name', amount: 'amount' };

/** @example editWithdrawal('card', 'amount', '100') */
export function editWithdrawal(method: WithdrawalMethodKind, field: WithdrawalField, value: string): void {
  const form = $withdrawalForms[method];
  const { values, errors } = form.get();
  if (values[field] === value) return;
  const { [field]: _, ...rest } = errors;
  form.set({ ...form.get(), values: { ...values, [field]: value }, errors: rest });
}

/**
 * One Idempotency-Key per withdrawal intent: made when values are first
 * sent; reused while the outcome is unknown (whatever the values, so a
 * resend can never pay twice: the server refuses a key reused for other
 * data); renewed after a definite answer once the values change, and after
 * a success.
 */
interface Intent {
  key: string | null;
  fingerprint: string;
  unknown: boolean;
}
const intents: Record<WithdrawalMethodKind, Intent> = {
  card: { key: null, fingerprint: '', unknown: false },
  phone: { key: null, fingerprint: '', unknown: false },
};

/** A random UUID v4. */
export function newIdempotencyKey(): string {
  // Support: crypto.randomUUID exists only in secure contexts (https, localhost); a host on plain http lacks it.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function keyFor(intent: Intent, fingerprint: string): string {
  if (!intent.key || (!intent.unknown && intent.fingerprint !== fingerprint)) intent.key = newIdempotencyKey();
  intent.fingerprint = fingerprint;
  return intent.key;
}

function payloadOf(method: WithdrawalMethodKind, values: WithdrawalValues, userId: number, amount: number): WithdrawalPayload {
  const base = { user_id: userId, full_name: values.name.trim(), amount };
  return method === 'card'
    ? { ...base, withdrawal_method: 'card', card_number: values.target }
    : { ...base, withdrawal_method: 'phone', phone: values.target };
}

// One request at a time for the whole page, set before the first await: a
// second click, a second Enter or the other form cannot slip in while the
// first request is on its way (React state would only change after a render).
let inFlight = false;

export type SubmitResult = 'sent' | 'busy' | 'invalid' | 'failed';

/**
 * Sends the form's withdrawal once. On success the form is emptied and the
 * user (balances) and the history are reloaded before it resolves 'sent';
 * on failure the typed values stay and `failure`/`errors` say what failed.
 *
 * @example
 * if ((await submitWithdrawal('card', user)) === 'sent') go('/user-profile/success-withdrawal');
 */
export async function submitWithdrawal(
  method: WithdrawalMethodKind,
  user: { id: number; current_balance: number },
): Promise<SubmitResult> {
  if (inFlight) return 'busy';
  const form = $withdrawalForms[method];
  const { values } = form.get();
  const amount = checkAmount(values.amount, user.current_balance);
  if (withdrawalStep(method, values, user.current_balance) < 4 || !amount.ok) return 'invalid';
  inFlight = true;
  try {
    return await send(method, values, user.id, amount.amount);
  } finally {
    inFlight = false;
  }
}

async function send(method: WithdrawalMethodKind, values: WithdrawalValues, userId: number, amount: number): Promise<SubmitResult> {
  const form = $withdrawalForms[method];
  const intent = intents[method];
  const payload = payloadOf(method, values, userId, amount);
  const fingerprint = JSON.stringify(payload);
  const changedWhileUnknown = intent.unknown && intent.key !== null && intent.fingerprint !== fingerprint;
  const idempotencyKey = keyFor(intent, fingerprint);
  form.set({ ...form.get(), sending: true, failure: null });
  let made: Withdrawal | undefined;
  try {
    // Any 2xx means made (Laravel answers 201); the body is used only when it is a withdrawal.
    made = await requestWithdrawal(payload, { idempotencyKey, timeoutMs: WITHDRAWAL_TIMEOUT_MS });
  } catch (failure) {
    const error = toApiError(failure);
    console.error('[cashback] withdrawal failed', error);
    const outcome = describe(error, changedWhileUnknown);
    // Not refused: it may have been made (a 2xx HTML page, shape, may be a proxy's answer after it went through).
    intent.unknown = !isRefusal(error);
    // After a conflict the earlier request stands: the next send is a new intent.
    if (outcome.failure?.kind === 'conflict') intent.key = null;
    if (outcome.failure?.kind === 'conflict' || outcome.failure?.kind === 'unverified') {
      await settle(Promise.all([refreshUser(), $withdrawals.reload()]));
    }
    form.set({ ...form.get(), sending: false, ...outcome });
    return 'failed';
  }
  intent.key = null;
  intent.unknown = false;
  // The server has charged the balance: show that at once, then load the truth.
  const current = $user.get();
  if (current) setUser({ ...current, current_balance: balanceAfter(current.current_balance, amount) });
  if (made) {
    const withdrawal = made;
    $withdrawals.setData((list) => [withdrawal, ...list.filter((row) => row.id === undefined || row.id !== withdrawal.id)]);
  }
  await settle(Promise.all([refreshUser(), $withdrawals.reload()]));
  form.set(blank());
  return 'sent';
}

/** Waits for fresh data, but at most REFRESH_WAIT_MS: the money is sent, the user should not wait on a slow GET. */
const REFRESH_WAIT_MS = 3000;

function settle(work: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise((resolve) => (timer = setTimeout(resolve, REFRESH_WAIT_MS)));
  return Promise.race([work, wait]).finally(() => clearTimeout(timer));
}

function describe(error: ApiError, changedWhileUnknown: boolean): Pick<WithdrawalFormState, 'failure' | 'errors'> {
  if (error.kind === 'network' || error.kind === 'timeout') return { failure: { kind: 'unknown', reason: error.kind }, errors: {} };
  if (error.kind === 'shape' || error.status >= 500) return { failure: { kind: 'unknown', reason: 'server' }, errors: {} };
  if (error.status === 403) return { failure: { kind: 'unverified' }, errors: {} };
  if (error.status === 401 || error.status === 419) return { failure: { kind: 'session' }, errors: {} };
  const errors: WithdrawalFormState['errors'] = {};
  let other = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = SERVER_FIELDS[name];
    if (field) errors[field] ??= message;
    else other = true;
  }
  // The earlier request with this key was probably made; the history now shows it.
  if (error.status === 422 && !Object.keys(error.fields).length && changedWhileUnknown) return { failure: { kind: 'conflict' }, errors };
  return { failure: other || !Object.keys(errors).length ? { kind: 'refused', message: error.message } : null, errors };
}

/** Forgets the forms and keys (tests; a signed-out page). */
export function resetWithdrawalForms(): void {
  for (const method of ['card', 'phone'] as const) {
    $withdrawalForms[method].set(blank());
    intents[method] = { key: null, fingerprint: '', unknown: false };
  }
  inFlight = false;
}
