import { Icon } from '../../../src/ui/icon';
import { texts } from './texts';
import { iconApple } from '../../../src/ui/icons/apple';
import { iconFacebook } from '../../../src/ui/icons/facebook';
import { iconGoogle } from '../../../src/ui/icons/google';

// Spec 1: only the first icon works, by a plain browser navigation (the
// backend's social login); the other two are shown and do nothing.
const redirectUrl = () => `${(window.cashbackConfig?.apiBaseUrl ?? '').replace(/\/+$/, '')}/auth/redirect`;

/** The three social login icons of every auth screen. */
export function SocialLogin() {
  return (
    <div className="cb-social">
      <p className="cb-social__title">{texts.social.title}</p>
      <div className="cb-social__row">
        <a className="cb-social__btn" href={redirectUrl()} aria-label={texts.social.google}>
          <Icon icon={iconGoogle} size={22} />
        </a>
        <button type="button" className="cb-social__btn" aria-label={texts.social.facebook}>
          <Icon icon={iconFacebook} size={22} />
        </button>
        <button type="button" className="cb-social__btn" aria-label={texts.social.apple}>
          <Icon icon={iconApple} size={22} />
        </button>
      </div>
    </div>
  );
}
