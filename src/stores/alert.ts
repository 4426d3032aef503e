import { map } from 'nanostores';

export type AlertType = 'success' | 'error' | 'info';

export interface AlertState {
  show: boolean;
  type: AlertType;
  text: string;
}

/**
 * The one toast of the page.
 *
 * @example
 * const { show, type, text } = useStore($alert);
 */
export const $alert = map<AlertState>({ show: false, type: 'success', text: '' });

/** How long an alert stays, ms. */
export const ALERT_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows `text`; it hides by itself after 4 s. A newer alert replaces the
 * current one and starts the time again.
 *
 * @example
 * showAlert('Скопійовано в буфер обміну');
 * showAlert('Не вдалося зберегти', 'error');
 */
export function showAlert(text: string, type: AlertType = 'success', durationMs = ALERT_MS): void {
  clearTimeout(timer);
  $alert.set({ show: true, type, text });
  timer = setTimeout(hideAlert, durationMs);
}

/** Hides the alert (its text stays, so a closing animation can show it). @example hideAlert() */
export function hideAlert(): void {
  clearTimeout(timer);
  $alert.setKey('show', false);
}
