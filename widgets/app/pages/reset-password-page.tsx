import { useSearch } from 'wouter';
import { updatePassword } from '../../../src/api/auth';
import { ApiError } from '../../../src/api/errors';
import { checkNewPassword, isPasswordLongEnough } from '../../../src/lib/auth-form';
import { isEmail } from '../../../src/lib/email';
import { showAlert } from '../../../src/stores/alert';
import { go, Link } from '../../../src/ui/link';
import { TextField } from '../../../src/ui/text-field';
import { AuthLayout } from '../auth/auth-layout';
import { FormError, SubmitButton } from '../auth/form-parts';
import { PasswordField } from '../auth/password-field';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';

/** /reset-password?token&email: a new password; `data.status` true leads to login (spec 4). */
export default function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const t = texts.reset;
  const { form, values, general, busy, field, onSubmit } = useAuthForm({
    initial: { email: query.get('email') ?? '', password: '', password_confirmation: '' },
    check: checkNewPassword,
    send: async (v) => {
      const changed = await updatePassword({ token, email: v.email.trim(), password: v.password, password_confirmation: v.password_confirmation });
      if (!changed) throw new ApiError('shape', 200, t.failed);
      showAlert(t.done, 'success');
      go('/login');
    },
  });

  if (!token) {
    return (
      <AuthLayout icon="lock" title={t.title} lead={t.noToken}>
        <Link className="cb-btn cb-btn--primary cb-btn--block" href="/forgot-password">{t.requestNew}</Link>
      </AuthLayout>
    );
  }

  const confirmed = values.password_confirmation !== '' && values.password_confirmation === values.password;
  return (
    <AuthLayout
      icon="lock"
      title={t.title}
      lead={t.lead}
      footer={<Link href="/login">{texts.forgot.back}</Link>}
    >
      <form ref={form} className="cb-auth__form" onSubmit={onSubmit} noValidate>
        <TextField
          {...field('email')}
          label={texts.email}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          valid={isEmail(values.email)}
        />
        <PasswordField
          {...field('password')}
          label={texts.newPassword}
          name="password"
          autoComplete="new-password"
          hint={texts.passwordHint}
          valid={isPasswordLongEnough(values.password)}
        />
        <PasswordField
          {...field('password_confirmation')}
          label={texts.passwordConfirmation}
          name="password_confirmation"
          autoComplete="new-password"
          valid={confirmed && isPasswordLongEnough(values.password)}
        />
        {general && <FormError>{general}</FormError>}
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
