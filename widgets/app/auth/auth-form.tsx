import type { ReactNode } from 'react';
import { FormError, SubmitButton } from './form-parts';
import type { AuthFormState } from './use-auth-form';

interface Props {
  /** What `useAuthForm` returned. */
  state: Pick<AuthFormState, 'form' | 'general' | 'busy' | 'onSubmit'>;
  /** The submit button's text. */
  submit: string;
  /** Shown between the general error and the button (a success message). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The form of every auth screen: its fields, the general error of a failed call, the submit button. */
export function AuthForm({ state: { form, general, busy, onSubmit }, submit, notice, children }: Props) {
  return (
    <form ref={form} className="cb-auth__form" onSubmit={onSubmit} noValidate>
      {children}
      {general && <FormError>{general}</FormError>}
      {notice}
      <SubmitButton busy={busy}>{submit}</SubmitButton>
    </form>
  );
}
