import { useState } from 'react';
import type { NotificationSettings } from '../../../src/api/types';
import { errorText } from '../../../src/api/errors';
import { toggleNotification, type NotificationKey } from '../../../src/stores/account';
import { showAlert } from '../../../src/stores/alert';
import { settingsTexts as t } from '../texts';

const KEYS: NotificationKey[] = ['cashback_status', 'service_updates', 'sales'];

/** The three e-mail notification switches, each saved as soon as it flips. */
export function NotificationSwitches({ settings }: { settings: NotificationSettings }) {
  // A switch waits for its call before it flips again, so answers can't arrive out of order.
  const [pending, setPending] = useState<ReadonlySet<NotificationKey>>(new Set());
  const flip = async (key: NotificationKey) => {
    if (pending.has(key)) return;
    setPending((p) => new Set(p).add(key));
    await toggleNotification(key, !settings[key]).catch((error: unknown) => showAlert(errorText(error, key), 'error'));
    setPending((p) => {
      const next = new Set(p);
      next.delete(key);
      return next;
    });
  };
  return (
    <section className="cb-card">
      <h3 className="cb-profile__subheading">{t.notifications}</h3>
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          role="switch"
          aria-checked={settings[key]}
          aria-busy={pending.has(key) || undefined}
          className="cb-switch"
          onClick={() => void flip(key)}
        >
          <span>{t.switches[key]}</span>
          <span className="cb-switch__track" aria-hidden="true" />
        </button>
      ))}
    </section>
  );
}
