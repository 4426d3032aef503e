/** Withdrawals: the history, and a request that lowers the current balance (idempotent by key). */
import { once } from '../http/idempotency.mjs';
import { HttpError, json } from '../http/respond.mjs';
import { check, fail, integer, length, matches, oneOf, required, string, validate } from '../validation.mjs';
import { assertOwnPayload, nextId } from './lookups.mjs';
import { historyOf, withoutOwner } from './present.mjs';

/** @typedef {import('../context.mjs').Context} Context */

const MIN_AMOUNT = 50;
const CARD = /^\d{4} \d{4} \d{4} \d{4}$/;
const PHONE = /^\+380\d{9}$/;

/** `GET /api/fetch-withdrawals`: newest first. */
function listWithdrawals(/** @type {Context} */ ctx) {
  return json(200, { data: historyOf(ctx.db.withdrawals, ctx.requireUser()) });
}

/** Validates, records and charges one withdrawal. */
function withdraw(/** @type {Context} */ ctx, user, input) {
  validate(input, {
    user_id: [required(), integer()],
    full_name: [required(), string(), length(11, 50, "Ім'я отримувача має містити від 11 до 50 символів.")],
    amount: [
      required(),
      integer('Сума має бути цілим числом.'),
      check((amount) => Number(amount) >= MIN_AMOUNT, `Мінімальна сума виведення — ${MIN_AMOUNT} грн.`),
      check((amount) => Number(amount) <= user.current_balance, 'Сума перевищує доступний баланс.'),
    ],
    withdrawal_method: [required(), oneOf(['card', 'phone'], 'Оберіть спосіб виведення: card або phone.')],
    ...(input.withdrawal_method === 'card' && {
      card_number: [required(), matches(CARD, 'Номер картки має бути у форматі 0000 0000 0000 0000.')],
    }),
    ...(input.withdrawal_method === 'phone' && {
      phone: [required(), matches(PHONE, 'Номер телефону має бути у форматі +380XXXXXXXXX.')],
    }),
  });
  const amount = Number(input.amount);
  const withdrawal = {
    id: nextId(ctx.db.withdrawals),
    user_id: user.id,
    created_at: new Date().toISOString(),
    amount,
    status: 'requested',
    withdrawal_method: input.withdrawal_method,
  };
  ctx.db.withdrawals.push(withdrawal);
  user.current_balance = Math.round((user.current_balance - amount) * 100) / 100;
  return json(201, { data: withoutOwner(withdrawal) });
}

/** `POST /api/withdrawal` */
async function createWithdrawal(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  if (!user.email_verified_at) throw new HttpError(403, 'Ваша адреса електронної пошти не підтверджена.');
  const input = await ctx.input();
  assertOwnPayload(user, input);
  const key = ctx.req.headers['idempotency-key'];
  if (key === undefined) return withdraw(ctx, user, input);
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    fail('idempotency_key', 'Заголовок Idempotency-Key має містити від 1 до 255 символів.');
  }
  return once(ctx.db.idempotency, `${user.id}:${key}`, JSON.stringify(input), async () => withdraw(ctx, user, input));
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const withdrawalRoutes = [
  ['GET', '/api/fetch-withdrawals', listWithdrawals],
  ['POST', '/api/withdrawal', createWithdrawal],
];
