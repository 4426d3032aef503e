import { useEffect, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import { iconAlert } from './icons/alert';
import { iconInfo } from './icons/info';
import { iconRefresh } from './icons/refresh';

interface Props {
  kind: 'empty' | 'error';
  children: ReactNode;
  /** Shown as a "Спробувати ще раз" button on errors. */
  onRetry?: () => void;
  /** Seconds the server asked to wait (a 429's `Retry-After`): the button stays off that long, counting down. */
  retryAfter?: number;
}

/**
 * Seconds left of `seconds`, counting down once a second; 0 when none. A new
 * `key` (another failed attempt) starts the count again.
 *
 * @example
 * const wait = useSecondsLeft(error?.retryAfter); // a 429's Retry-After
 * <button disabled={wait > 0}>Спробувати ще раз{wait > 0 && ` через ${wait} с`}</button>
 */
export function useSecondsLeft(seconds = 0, key?: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const timer = setInterval(() => setLeft((n) => (n > 1 ? n - 1 : (clearInterval(timer), 0))), 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

/** A friendly empty state, or a failure with a retry: never a blank area. */
export function StatusMessage({ kind, children, onRetry, retryAfter }: Props) {
  const wait = useSecondsLeft(retryAfter);
  return (
    <div className={`cb-status cb-status--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <Icon icon={kind === 'error' ? iconAlert : iconInfo} size={28} />
      <p className="cb-status__text">{children}</p>
      {onRetry && (
        <button type="button" className="cb-btn cb-btn--secondary" onClick={onRetry} disabled={wait > 0}>
          <Icon icon={iconRefresh} size={18} /> Спробувати ще раз{wait > 0 && ` через ${wait} с`}
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
