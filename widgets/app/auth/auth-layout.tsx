import type { ReactNode } from 'react';
import { Icon } from '../../../src/ui/icon';
import { SocialLogin } from './social-login';

interface Props {
  icon: string;
  title: string;
  lead: string;
  children: ReactNode;
  /** Links under the card's content ("Ще не маєте акаунта? ..."). */
  footer?: ReactNode;
}

/** The frame of every auth screen: a centred card on desktop, the full width on a phone. */
export function AuthLayout({ icon, title, lead, children, footer }: Props) {
  return (
    <section className="cb-auth">
      <div className="cb-auth__card">
        <span className="cb-auth__badge" aria-hidden="true">
          <Icon icon={icon} size={26} />
        </span>
        <h1 className="cb-auth__title">{title}</h1>
        <p className="cb-auth__lead">{lead}</p>
        {children}
        <SocialLogin />
        {footer && <p className="cb-auth__foot">{footer}</p>}
      </div>
    </section>
  );
}
