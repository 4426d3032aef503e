import { login } from '../../../src/api/auth';
import { checkLogin, isPasswordLongEnough } from '../../../src/lib/auth-form';
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

/** /login: e-mail and password; on success the page reloads at home (spec 4). */
export default function LoginPage() {
  const { form, values, general, busy, field, onSubmit } = useAuthForm({
    initial: { email: '', password: '' },
    check: checkLogin,
    send: async ({ email, password }) => {
      setUser(await login({ email: email.trim(), password }));
      reloadTo('/');
    },
  });
  const t = texts.login;
  return (
    <AuthLayout
      icon="user"
      title={t.title}
      lead={t.lead}
      footer={<>{t.noAccount} <Link href="/registration">{t.register}</Link></>}
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
          autoComplete="current-password"
          valid={isPasswordLongEnough(values.password)}
        />
        <p className="cb-auth__aside">
          <Link href="/forgot-password">{t.forgot}</Link>
        </p>
        {general && <FormError>{general}</FormError>}
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
