// What the settings screen changes on the server; the screen only calls these.
import { ApiError, MESSAGES } from '../../../src/api/errors';
import { updateNotificationSettings, updateUser } from '../../../src/api/user';
import type { Gender, NotificationSettings, NotificationUpdate, User, UserUpdate } from '../../../src/api/types';
import type { SettingsField } from '../../../src/lib/settings-rules';
import { showAlert } from '../../../src/stores/alert';
import { $user, setUser } from '../../../src/stores/user';

/** The text to show for a failed call: the server's `message` (spec 8), else a plain one. */
export const failureMessage = (error: unknown): string => (error instanceof ApiError ? error.message : MESSAGES.http);

/** `PUT /api/user/{id}` with one edited field; rejects with the message to show under the field. */
export async function saveField(user: User, field: SettingsField, value: string): Promise<void> {
  try {
    setUser(await updateUser(user.id, { [field]: value } as UserUpdate));
  } catch (error) {
    throw new Error(failureMessage(error));
  }
}

/**
 * Shows `patch` at once, sends it, and puts the user's own version back (only
 * the patched part, so a concurrent change survives) with an alert when the
 * server refuses.
 */
async function optimistic(patch: (u: User) => User, undo: (current: User) => User, send: () => Promise<User>, failed: string) {
  const before = $user.get();
  if (!before) return;
  setUser(patch(before));
  try {
    setUser(await send());
  } catch (error) {
    const current = $user.get();
    if (current?.id === before.id) setUser(undo(current));
    showAlert(error instanceof ApiError && error.status === 422 ? error.message : failed, 'error');
  }
}

/** The gender radio group: saved on change. */
export function saveGender(gender: Gender, failed: string): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const previous = user.gender;
  return optimistic(
    (u) => ({ ...u, gender }),
    (u) => (u.gender === gender ? { ...u, gender: previous } : u),
    () => updateUser(user.id, { gender }),
    failed,
  );
}

export type NotificationKey = keyof NotificationSettings;

/** A notification switch: optimistic, rolled back with an alert on failure. */
export function toggleNotification(key: NotificationKey, value: boolean, failed: string): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const withValue = (u: User, v: boolean): User => ({ ...u, notification_settings: { ...u.notification_settings, [key]: v } });
  return optimistic(
    (u) => withValue(u, value),
    (u) => (u.notification_settings[key] === value ? withValue(u, !value) : u),
    () => updateNotificationSettings(user.id, { [key]: value } as NotificationUpdate),
    failed,
  );
}
