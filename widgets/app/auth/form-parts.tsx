import type { ReactNode } from 'react';
import { Icon } from '../../../src/ui/icon';
import { useSecondsLeft } from '../../../src/ui/status-message';
import { texts } from './texts';
import { iconAlert } from '../../../src/ui/icons/alert';
import { iconCheck } from '../../../src/ui/icons/check';

/** The general error of a failed call, above the submit button. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className="cb-form-msg cb-form-msg--error" role="alert">
      <Icon icon={iconAlert} size={20} />
      <p>{children}</p>
    </div>
  );
}

/** A success notice inside a form. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div className="cb-form-msg cb-form-msg--success" role="status">
      <Icon icon={iconCheck} size={20} />
      <div>{children}</div>
    </div>
  );
}

/** The form's submit button: disabled while a call is in flight, so nothing is sent twice. */
export function SubmitButton({ busy, retryAfter, attempt, children }: { busy: boolean; retryAfter?: number; attempt?: number; children: ReactNode }) {
  // After a 429 the server refuses until Retry-After has passed: the button says so and waits.
  const wait = useSecondsLeft(retryAfter, attempt);
  return (
    <button type="submit" className="cb-btn cb-btn--primary cb-btn--block cb-auth__submit" disabled={busy || wait > 0} aria-busy={busy}>
      {busy ? <><span className="cb-spinner" aria-hidden="true" />{texts.sending}</> : wait > 0 ? texts.waitSeconds(wait) : children}
    </button>
  );
}
