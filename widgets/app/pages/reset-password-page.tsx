import { useSearch } from 'wouter';
import { ApiError } from '../../../src/api/errors';
import { checkNewPassword } from '../../../src/lib/auth-form';
import { showAlert } from '../../../src/stores/alert';
import { resetPassword } from '../../../src/stores/session';
import { go, Link } from '../../../src/ui/link';
import { AuthForm } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { EmailField } from '../auth/email-field';
import { NewPasswordFields } from '../auth/new-password-fields';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';
import { iconLock } from '../../../src/ui/icons/lock';

/** /reset-password?token&email: a new password; `data.status` true leads to login (spec 4). */
export default function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const t = texts.reset;
  const state = useAuthForm({
    initial: { email: query.get('email') ?? '', password: '', password_confirmation: '' },
    check: checkNewPassword,
    send: async (v) => {
      const changed = await resetPassword({ token, email: v.email.trim(), password: v.password, password_confirmation: v.password_confirmation });
      if (!changed) throw new ApiError('shape', 200, t.failed);
      showAlert(t.done, 'success');
      go('/login');
    },
  });

  if (!token) {
    return (
      <AuthLayout icon={iconLock} title={t.title} lead={t.noToken}>
        <Link className="cb-btn cb-btn--primary cb-btn--block" href="/forgot-password">{t.requestNew}</Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={iconLock} title={t.title} lead={t.lead} footer={<Link href="/login">{texts.forgot.back}</Link>}>
      <AuthForm state={state} submit={t.submit}>
        <EmailField {...state.field('email')} placeholder={false} />
        <NewPasswordFields
          label={texts.newPassword}
          password={state.field('password')}
          confirmation={state.field('password_confirmation')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
