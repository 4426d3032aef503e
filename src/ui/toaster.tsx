import { useStore } from '@nanostores/react';
import { $alert, hideAlert } from '../stores/alert';
import { Icon } from './icon';
import { iconAlert } from './icons/alert';
import { iconCheck } from './icons/check';
import { iconClose } from './icons/close';
import { iconInfo } from './icons/info';

/**
 * The page's one alert toast (spec: alert show/type/text), drawn into the
 * live region src/runtime/toaster-root.tsx keeps on the page, which screen
 * readers announce each new text of.
 */
export function Toaster() {
  const alert = useStore($alert);
  const error = alert.type === 'error';
  return alert.show ? (
    <div className={`cb-toast cb-toast--${alert.type}`}>
      <Icon icon={error ? iconAlert : alert.type === 'info' ? iconInfo : iconCheck} />
      <span className="cb-toast__text">{alert.text}</span>
      <button type="button" className="cb-icon-btn" onClick={hideAlert} aria-label="Закрити повідомлення">
        <Icon icon={iconClose} size={18} />
      </button>
    </div>
  ) : null;
}
