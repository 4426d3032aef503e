import { register } from '../../../src/api/auth';
import { checkNewPassword, isPasswordLongEnough } from '../../../src/lib/auth-form';
import { isEmail } from '../../../src/lib/email';
import { reloadTo } from '../../../src/lib/navigate-hard';
import { setUser } from '../../../src/stores/user';
import { Link } from '../../../src/ui/link';
import { TextField } from '../../../src/ui/text-field';
import { AuthLayout } from '../auth/auth-layout';
import { FormError, SubmitButton } from '../auth/form-parts';
import { PasswordField } from '../auth/password-field';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';

function decode(param: string | undefined): string {
  if (!param) return '';
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** /registration/{email?}: the optional e-mail of the route is prefilled. */
export default function RegistrationPage({ email }: { email?: string }) {
  const { form, values, general, busy, field, onSubmit } = useAuthForm({
    initial: { email: decode(email), password: '', password_confirmation: '' },
    check: checkNewPassword,
    send: async (v) => {
      setUser(await register({
        email: v.email.trim(),
        full_name: texts.register.fullName,
        password: v.password,
        password_confirmation: v.password_confirmation,
      }));
      reloadTo('/');
    },
  });
  const t = texts.register;
  const confirmed = values.password_confirmation !== '' && values.password_confirmation === values.password;
  return (
    <AuthLayout
      icon="user_add"
      title={t.title}
      lead={t.lead}
      footer={<>{t.hasAccount} <Link href="/login">{t.login}</Link></>}
    >
      <form ref={form} className="cb-auth__form" onSubmit={onSubmit} noValidate>
        <TextField
          {...field('email')}
          label={texts.email}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={texts.emailPlaceholder}
          valid={isEmail(values.email)}
        />
        <PasswordField
          {...field('password')}
          label={texts.password}
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
