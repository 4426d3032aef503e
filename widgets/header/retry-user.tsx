import { refreshUser } from '../../src/stores/user';
import { Icon } from '../../src/ui/icon';
import { iconRefresh } from '../../src/ui/icons/refresh';
import { texts } from './texts';

/** Signed in, but the user could not be loaded: a button that tries again (in the bar and in the mobile menu). */
export const RetryUser = () => (
  <button type="button" className="cb-btn cb-btn--ghost" aria-label={texts.retryUser} onClick={() => void refreshUser()}>
    <Icon icon={iconRefresh} size={18} /> {texts.retry}
  </button>
);
