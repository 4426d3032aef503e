// A view's states besides its data: empty, failed with a retry, a chunk that
// did not load, and ResourceState, which picks among them and the loading
// skeleton for every fetched list or item. One file that every page loads
// already (LoadFailed), so ResourceState adds no file of its own to a page.
import { useEffect, useState, type ReactNode } from 'react';
import type { Resource } from '../stores/resource';
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

interface StateProps<T> {
  /** A resource store's value: `useStore($orders)`. */
  resource: Resource<T>;
  /** What 'Спробувати ще раз' calls. */
  reload: () => unknown;
  /** Shown while nothing is loaded: the view's own skeleton, so nothing moves when the data comes. */
  loading: ReactNode;
  /** The text when the data came with nothing to show; without it, that is a failure too. */
  empty?: ReactNode;
  /** The failure's text; by default the error's own. */
  failed?: string;
  /** Whether there is data to show: by default a list with items, or a value. */
  loaded?: boolean;
  /** Whether the data has nothing to show (a filter that matches nothing): by default when nothing is loaded. */
  blank?: boolean;
  /** The loaded view. */
  children: (data: T) => ReactNode;
}

/**
 * A fetched resource's loading, failed (an alert with a retry) and empty
 * states, and its view once there is something to show. Data loaded before
 * stays on screen while it loads again or fails to.
 *
 * @example
 * <ResourceState resource={useStore($questions)} reload={$questions.reload} loading={<Skeleton count={5} />} empty={texts.empty}>
 *   {(questions) => <Accordion questions={questions} />}
 * </ResourceState>
 */
export function ResourceState<T>({
  resource: { status, data, error },
  reload,
  loading,
  empty,
  failed,
  loaded = Array.isArray(data) ? data.length > 0 : data != null,
  blank = !loaded,
  children,
}: StateProps<T>) {
  if (!loaded && status !== 'error' && status !== 'ready') return <>{loading}</>;
  if (!blank) return <>{children(data)}</>;
  return empty != null && (loaded || status === 'ready')
    ? <StatusMessage kind="empty">{empty}</StatusMessage>
    : <StatusMessage kind="error" onRetry={() => void reload()} retryAfter={error?.retryAfter}>{failed ?? error?.message}</StatusMessage>;
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
