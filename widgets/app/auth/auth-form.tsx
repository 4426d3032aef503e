import type { ReactNode } from 'react';
import { FormError, SubmitButton } from './form-parts';
import type { AuthFormState } from './use-auth-form';

interface Props {
  /** What `useAuthForm` returned. */
  state: Pick<AuthFormState, 'form' | 'general' | 'busy' | 'retryAfter' | 'attempt' | 'onSubmit'>;
  /** The submit button's text. */
  submit: string;
  /** Shown between the general error and the button (a success message). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The form of every auth screen: its fields, the general error of a failed call, the submit button.
 * `method="post"`: before the script runs (prerendered HTML), a submit posts to the page's own
 * path as a plain Laravel form would, and never puts a password in the address.
 */
export function AuthForm({ state: { form, general, busy, retryAfter, attempt, onSubmit }, submit, notice, children }: Props) {
  return (
    <form ref={form} className="cb-auth__form" method="post" onSubmit={onSubmit} noValidate>
      {children}
      {general && <FormError>{general}</FormError>}
      {notice}
      <SubmitButton busy={busy} retryAfter={retryAfter} attempt={attempt}>{submit}</SubmitButton>
    </form>
  );
}
