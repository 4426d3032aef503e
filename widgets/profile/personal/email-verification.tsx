import { useState } from 'react';
import { errorText } from '../../../src/api/errors';
import { sendEmailConfirmation } from '../../../src/stores/account';
import { Icon } from '../../../src/ui/icon';
import { useIslandId } from '../../../src/runtime/island-context';
import { personalTexts as t } from '../texts';
import { iconCheck } from '../../../src/ui/icons/check';
import { iconMail } from '../../../src/ui/icons/mail';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/** The prompt to confirm the e-mail (spec 'Personal'), with a visible confirmation once sent. */
export function EmailVerification({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const titleId = useIslandId();
  const send = async () => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await sendEmailConfirmation();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    }
  };
  return (
    <section className="cb-card cb-verify" aria-labelledby={titleId}>
      <Icon icon={iconMail} size={28} className="cb-verify__icon" />
      <div className="cb-verify__body">
        <h3 className="cb-verify__title" id={titleId}>{t.verifyTitle}</h3>
        <p>{t.verifyText(email)}</p>
        <div role="status">
          {state.kind === 'sent' && <p className="cb-verify__sent"><Icon icon={iconCheck} size={18} /> {t.verifySent(email)}</p>}
        </div>
        {state.kind === 'failed' && <p className="cb-error" role="alert">{state.message}</p>}
        <button type="button" className="cb-btn cb-btn--primary" onClick={send} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t.verifySending : state.kind === 'sent' ? t.verifyAgain : t.verifySend}
        </button>
      </div>
    </section>
  );
}
