import { Icon } from '../../../src/ui/icon';
import { texts } from './texts';

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
          <Icon name="google" size={22} />
        </a>
        <button type="button" className="cb-social__btn" aria-label={texts.social.facebook}>
          <Icon name="facebook" size={22} />
        </button>
        <button type="button" className="cb-social__btn" aria-label={texts.social.apple}>
          <Icon name="apple" size={22} />
        </button>
      </div>
    </div>
  );
}
