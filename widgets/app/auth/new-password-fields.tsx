import { isPasswordLongEnough } from '../../../src/lib/auth-form';
import { PasswordField } from './password-field';
import { texts } from './texts';
import type { FieldBinding } from './use-auth-form';

interface NewPasswordProps {
  /** The first field's label ("Пароль", "Новий пароль"). */
  label: string;
  password: FieldBinding;
  confirmation: FieldBinding;
}

/** A new password and its repetition; the repetition turns green once both match and are long enough. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordProps) {
  const confirmed = confirmation.value !== '' && confirmation.value === password.value;
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        name="password"
        autoComplete="new-password"
        hint={texts.passwordHint}
        valid={isPasswordLongEnough(password.value)}
      />
      <PasswordField
        {...confirmation}
        label={texts.passwordConfirmation}
        name="password_confirmation"
        autoComplete="new-password"
        valid={confirmed && isPasswordLongEnough(password.value)}
      />
    </>
  );
}
