import { useEffect, useState } from 'react';
import { checkForgot } from '../../../src/lib/auth-form';
import { reloadTo } from '../../../src/lib/navigate-hard';
import { requestPasswordReset } from '../../../src/stores/session';
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

/** /forgot-password: on any 2xx the server has mailed a reset link; our message shows, then the page reloads. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const state = useAuthForm({
    initial: { email: '' },
    check: checkForgot,
    send: async ({ email }) => {
      await requestPasswordReset(email.trim());
      setSent(true);
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => reloadTo(window.location.pathname + window.location.search), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const t = texts.forgot;
  const notice = sent && (
    <FormSuccess>
      <p>{t.sent}</p>
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
