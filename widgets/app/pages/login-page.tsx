import { checkLogin, isPasswordLongEnough } from '../../../src/lib/auth-form';
import { signIn } from '../../../src/stores/session';
import { Link } from '../../../src/ui/link';
import { AuthForm } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { EmailField } from '../auth/email-field';
import { PasswordField } from '../auth/password-field';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';
import { iconUser } from '../../../src/ui/icons/user';

/** /login: e-mail and password; on success the page reloads at home (spec 4). */
export default function LoginPage() {
  const state = useAuthForm({
    initial: { email: '', password: '' },
    check: checkLogin,
    send: ({ email, password }) => signIn({ email: email.trim(), password }),
  });
  const t = texts.login;
  return (
    <AuthLayout
      icon={iconUser}
      title={t.title}
      lead={t.lead}
      footer={<>{t.noAccount} <Link href="/registration">{t.register}</Link></>}
    >
      <AuthForm state={state} submit={t.submit}>
        <EmailField {...state.field('email')} />
        <PasswordField
          {...state.field('password')}
          label={texts.password}
          name="password"
          autoComplete="current-password"
          valid={isPasswordLongEnough(state.values.password)}
        />
        <p className="cb-auth__aside">
          <Link href="/forgot-password">{t.forgot}</Link>
        </p>
      </AuthForm>
    </AuthLayout>
  );
}
