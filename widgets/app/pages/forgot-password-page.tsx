import { useEffect, useState } from 'react';
import { forgotPassword } from '../../../src/api/auth';
import { checkForgot } from '../../../src/lib/auth-form';
import { reloadTo } from '../../../src/lib/navigate-hard';
import { Link } from '../../../src/ui/link';
import { AuthForm } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { EmailField } from '../auth/email-field';
import { FormSuccess } from '../auth/form-parts';
import { texts } from '../auth/texts';
import { useAuthForm } from '../auth/use-auth-form';
import { iconLock } from '../../../src/ui/icons/lock';

/** How long the success message stays before the page reloads (spec 4). */
export const RELOAD_AFTER_MS = 3000;

/** /forgot-password: the server mails a reset link; its message shows, then the page reloads. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const state = useAuthForm({
    initial: { email: '' },
    check: checkForgot,
    send: async ({ email }) => setSent(await forgotPassword(email.trim())),
  });

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => reloadTo(window.location.pathname + window.location.search), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const t = texts.forgot;
  const notice = sent !== null && (
    <FormSuccess>
      <p>{sent}</p>
      <p className="cb-hint">{t.reloading}</p>
    </FormSuccess>
  );
  return (
    <AuthLayout icon={iconLock} title={t.title} lead={t.lead} footer={<Link href="/login">{t.back}</Link>}>
      <AuthForm state={state} submit={t.submit} notice={notice}>
        <EmailField {...state.field('email')} />
      </AuthForm>
    </AuthLayout>
  );
}
