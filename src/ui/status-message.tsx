import type { ReactNode } from 'react';
import { Icon } from './icon';
import { iconAlert } from './icons/alert';
import { iconInfo } from './icons/info';
import { iconRefresh } from './icons/refresh';

interface Props {
  kind: 'empty' | 'error';
  children: ReactNode;
  /** Shown as a "Спробувати ще раз" button on errors. */
  onRetry?: () => void;
}

/** A friendly empty state, or a failure with a retry: never a blank area. */
export function StatusMessage({ kind, children, onRetry }: Props) {
  return (
    <div className={`cb-status cb-status--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <Icon icon={kind === 'error' ? iconAlert : iconInfo} size={28} />
      <p className="cb-status__text">{children}</p>
      {onRetry && (
        <button type="button" className="cb-btn cb-btn--secondary" onClick={onRetry}>
          <Icon icon={iconRefresh} size={18} /> Спробувати ще раз
        </button>
      )}
    </div>
  );
}

export const LOAD_FAILED_TEXT = 'Не вдалося завантажити цю частину сторінки. Перевірте з’єднання з інтернетом.';

/** Stands in for a page or screen whose chunk could not be loaded: the retry reloads the page. */
export function LoadFailed() {
  return (
    <StatusMessage kind="error" onRetry={() => window.location.reload()}>
      {LOAD_FAILED_TEXT}
    </StatusMessage>
  );
}
