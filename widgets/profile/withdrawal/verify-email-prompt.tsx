import { useState } from 'react';
import { sendEmailConfirmation } from '../../../src/stores/account';
import { Icon } from '../../../src/ui/icon';
import { moneyTexts } from '../texts';
import { iconCheck } from '../../../src/ui/icons/check';
import { iconMail } from '../../../src/ui/icons/mail';

const t = moneyTexts.verify;

/** Shown instead of the withdrawal methods while the e-mail is unconfirmed. */
export function VerifyEmailPrompt({ email, level = 4 }: { email: string; level?: 3 | 4 }) {
  const Title = level === 3 ? 'h3' : 'h4';
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      await sendEmailConfirmation();
      setState('sent');
    } catch (error) {
      console.error('[cashback] could not send the confirmation e-mail', error);
      setState('failed');
    }
  };
  return (
    <div className="cb-card cb-mverify">
      <span className="cb-mverify__icon" aria-hidden="true"><Icon icon={iconMail} size={24} /></span>
      <div className="cb-mverify__body">
        <Title className="cb-mverify__title">{t.title}</Title>
        <p className="cb-mverify__text">{t.text(email)}</p>
        <p className="cb-mverify__result" role="status">
          {state === 'sent' && <><Icon icon={iconCheck} size={18} /> {t.sent(email)}</>}
        </p>
        {state === 'failed' && <p className="cb-error" role="alert">{t.failed}</p>}
        <button type="button" className="cb-btn cb-btn--primary" onClick={() => void send()} disabled={state === 'sending'}>
          {state === 'sending' ? t.sending : state === 'sent' ? t.again : t.send}
        </button>
      </div>
    </div>
  );
}
