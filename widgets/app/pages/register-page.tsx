import { useSearch } from 'wouter';
import { checkNewPassword } from '../../../src/lib/auth-form';
import { signUp } from '../../../src/stores/session';
import { Link } from '../../../src/ui/link';
import { AuthForm } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { EmailField } from '../auth/email-field';
import { NewPasswordFields } from '../auth/new-password-fields';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';
import { iconUserAdd } from '../../../src/ui/icons/user-add';

function decode(param: string | undefined): string {
  if (!param) return '';
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * /registration/{email?}: the optional e-mail of the route is prefilled, or
 * the `email` query parameter's (the home teaser's form without JavaScript).
 */
export default function RegistrationPage({ email }: { email?: string }) {
  const query = new URLSearchParams(useSearch()).get('email');
  const state = useAuthForm({
    initial: { email: decode(email) || (query ?? ''), password: '', password_confirmation: '' },
    check: checkNewPassword,
    send: (v) =>
      signUp({
        email: v.email.trim(),
        full_name: texts.register.fullName,
        password: v.password,
        password_confirmation: v.password_confirmation,
      }),
  });
  const t = texts.register;
  return (
    <AuthLayout
      icon={iconUserAdd}
      title={t.title}
      lead={t.lead}
      footer={<>{t.hasAccount} <Link href="/login">{t.login}</Link></>}
    >
      <AuthForm state={state} submit={t.submit}>
        <EmailField {...state.field('email')} />
        <NewPasswordFields
          label={texts.password}
          password={state.field('password')}
          confirmation={state.field('password_confirmation')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
