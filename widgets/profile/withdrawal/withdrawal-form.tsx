import { useEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { maskAmount, maskCard, maskName, maskPhone } from '../../../src/lib/masks';
import { formatMoney } from '../../../src/lib/money';
import {
  amountErrorKey, balanceAfter, checkAmount, isCompleteTarget, isValidName, maxWithdrawal, MIN_WITHDRAWAL, withdrawalStep, type WithdrawalMethodKind,
} from '../../../src/lib/withdrawal-rules';
import { $user } from '../../../src/stores/user';
import {
  $withdrawalForms, editWithdrawal, submitWithdrawal, type WithdrawalFailure, type WithdrawalField,
} from '../../../src/stores/withdrawal-form';
import { Icon } from '../../../src/ui/icon';
import { go, Link } from '../../../src/ui/link';
import { Skeleton } from '../../../src/ui/skeleton';
import { moneyTexts } from '../texts';
import { MaskedField } from './masked-field';
import { VerifyEmailPrompt } from './verify-email-prompt';
import { iconAlert } from '../../../src/ui/icons/alert';
import { iconArrowLeft } from '../../../src/ui/icons/arrow-left';
import { iconCard } from '../../../src/ui/icons/card';
import { iconClock } from '../../../src/ui/icons/clock';
import { iconPhone } from '../../../src/ui/icons/phone';
import { iconRefresh } from '../../../src/ui/icons/refresh';

const t = moneyTexts.form;
export const SUCCESS_PATH = '/user-profile/success-withdrawal';

function failureText(failure: WithdrawalFailure): string {
  if (failure.kind === 'unknown') return t.failures[failure.reason];
  if (failure.kind === 'refused') return failure.message;
  return t.failures[failure.kind];
}

/**
 * The bank-card or mobile-phone form: three steps unlock in order (spec
 * section 4), and the withdrawal is sent once whatever the user does.
 */
export function WithdrawalForm({ method }: { method: WithdrawalMethodKind }) {
  const user = useStore($user);
  const { values, errors, failure, sending } = useStore($withdrawalForms[method]);
  // The fields the user has left, kept without a render: leaving one renders the form only when that
  // shows an error it did not show before, so a tap on the submit button is one render, not two.
  const touched = useRef<Partial<Record<WithdrawalField, boolean>>>({});
  const [, render] = useReducer((n: number) => n + 1, 0);

  // Closing the tab mid-request would leave the user not knowing whether the money went.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  // The heading and the balance do not change with what is typed (made again only for another method or balance).
  const head = useMemo(() => (
    <header className="cb-wform__head">
      <Link className="cb-money-back" href="/user-profile/withdrawal-money">
        <Icon icon={iconArrowLeft} size={18} /> {t.back}
      </Link>
      <h2 className="cb-money__title cb-wform__title">
        <span className="cb-money-method__icon" aria-hidden="true"><Icon icon={method === 'card' ? iconCard : iconPhone} /></span>
        {t.titles[method]}
      </h2>
    </header>
  ), [method]);
  const balance = user?.current_balance ?? 0;
  const summary = useMemo(() => (
    <aside className="cb-card cb-wform__summary" aria-label={t.available}>
      <p className="cb-wform__label">{t.available}</p>
      <p className="cb-wform__balance">{formatMoney(balance)}</p>
      <p className="cb-wform__note"><Icon icon={iconClock} size={16} /> {t.creditNote}</p>
    </aside>
  ), [balance]);
  if (!user) return <Skeleton variant="block" count={2} />;
  if (!user.email_verified_at) {
    return <div className="cb-money">{head}<VerifyEmailPrompt email={user.email} level={3} /></div>;
  }

  const step = withdrawalStep(method, values, balance);
  const max = maxWithdrawal(balance);
  const amount = checkAmount(values.amount, balance);
  const target = t.target[method];
  /** Each field's error, with `left` the fields the user has left. */
  const shown = (left: Partial<Record<WithdrawalField, boolean>>): Record<WithdrawalField, string | null> => {
    const amountKey = amountErrorKey(amount, Boolean(left.amount));
    return {
      target: errors.target ?? (left.target && values.target && !isCompleteTarget(method, values.target) ? target.incomplete : null),
      name: errors.name ?? (left.name && values.name.trim() && !isValidName(values.name) ? t.nameShort : null),
      amount: errors.amount ?? (amountKey && t[amountKey](amountKey === 'amountMax' ? max : MIN_WITHDRAWAL)),
    };
  };
  const touch = (field: WithdrawalField) => () => {
    if (touched.current[field]) return;
    const was = shown(touched.current)[field];
    touched.current = { ...touched.current, [field]: true };
    if (shown(touched.current)[field] !== was) render();
  };
  const { target: targetError, name: nameError, amount: amountError } = shown(touched.current);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const result = await submitWithdrawal(method, user);
    if (result === 'invalid') {
      touched.current = { target: true, name: true, amount: true };
      render();
    }
    if (result === 'sent') go(SUCCESS_PATH);
  };

  return (
    <div className="cb-money">
      {head}
      <div className="cb-wform">
        {summary}
        <form className="cb-card cb-wform__card" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
          <MaskedField
            step={1}
            done={step > 1 && !targetError}
            label={target.label}
            value={values.target}
            mask={method === 'card' ? maskCard : maskPhone}
            onValue={(value) => editWithdrawal(method, 'target', value)}
            onBlur={touch('target')}
            error={targetError}
            hint={target.hint}
            placeholder={target.placeholder}
            inputMode={method === 'card' ? 'numeric' : 'tel'}
            type={method === 'card' ? 'text' : 'tel'}
            autoComplete={method === 'card' ? 'cc-number' : 'tel'}
            name={method === 'card' ? 'card_number' : 'phone'}
            readOnly={sending}
          />
          <MaskedField
            step={2}
            done={step > 2 && !nameError}
            label={t.name}
            value={values.name}
            mask={maskName}
            onValue={(value) => editWithdrawal(method, 'name', value)}
            onBlur={touch('name')}
            disabled={step < 2}
            error={step < 2 ? null : nameError}
            hint={step < 2 ? t.nameLocked[method] : t.nameHint}
            placeholder={t.namePlaceholder}
            autoComplete={method === 'card' ? 'cc-name' : 'name'}
            autoCapitalize="words"
            name="full_name"
            readOnly={sending}
          />
          <MaskedField
            step={3}
            done={step > 3 && !amountError}
            label={t.amount}
            value={values.amount}
            mask={maskAmount}
            onValue={(value) => editWithdrawal(method, 'amount', value)}
            onBlur={touch('amount')}
            disabled={step < 3}
            error={step < 3 ? null : amountError}
            hint={step < 3 ? t.amountLocked : `${t.amountMin(MIN_WITHDRAWAL)}. ${t.amountMax(max)}`}
            placeholder={String(MIN_WITHDRAWAL)}
            inputMode="numeric"
            autoComplete="off"
            name="amount"
            readOnly={sending}
          />
          {step >= 3 && max >= MIN_WITHDRAWAL && values.amount !== String(max) && !sending && (
            <button type="button" className="cb-btn cb-btn--ghost cb-wform__all" onClick={() => editWithdrawal(method, 'amount', String(max))}>
              {t.all(max)}
            </button>
          )}
          {failure && (
            <div className="cb-wform__failure" role="alert">
              <Icon icon={iconAlert} size={20} />
              <div>
                <p>{failureText(failure)}</p>
                {failure.kind === 'unknown' && (
                  <button type="button" className="cb-btn cb-btn--secondary" onClick={() => void submit()} disabled={sending}>
                    <Icon icon={iconRefresh} size={18} /> {t.retry}
                  </button>
                )}
                {failure.kind === 'conflict' && <Link href="/user-profile/withdrawal-money">{t.historyLink}</Link>}
              </div>
            </div>
          )}
          {amount.ok && step === 4 && (
            <dl className="cb-wform__details">
              <div><dt>{t.summary.amount}</dt><dd>{formatMoney(amount.amount)}</dd></div>
              <div><dt>{t.summary.to}</dt><dd>{method === 'card' ? t.summary.card(values.target.slice(-4)) : values.target}</dd></div>
              <div><dt>{t.summary.rest}</dt><dd>{formatMoney(balanceAfter(balance, amount.amount))}</dd></div>
            </dl>
          )}
          {/* Sending, it says it is disabled and keeps the focus the press gave it: `disabled` on the focused
              button made Chromium restyle inside the handler (to check it could keep the focus), then moved
              the focus to the host's body. A second press meanwhile sends nothing (submitWithdrawal's guard). */}
          <button type="submit" className="cb-btn cb-btn--primary cb-btn--block cb-wform__submit" disabled={step < 4} aria-disabled={sending || undefined}>
            {sending ? t.sending : t.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
