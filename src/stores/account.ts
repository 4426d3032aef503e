// The signed-in user's writes: settings fields, gender, notification
// switches, avatar, e-mail confirmation. Each call succeeds on any 2xx, its
// body unread; what the server accepted is applied at once and the user is
// then read again with `GET /api/user`. A refusal leaves the user as it was.
import { isRefusal } from '../api/errors';
import type { Gender, NotificationSettings, NotificationUpdate, User, UserUpdate } from '../api/types';
import type { SettingsField } from '../lib/settings-rules';
import { sendVerificationEmail, updateNotificationSettings, updateUser, uploadAvatar as sendAvatar } from '../api/user';
import { $user, patchUser, refreshUser } from './user';

export type NotificationKey = keyof NotificationSettings;

/**
 * `PUT /api/user/{id}` with one field. Rejects with the ApiError (its
 * `fields` hold the 422 messages) and changes nothing then.
 *
 * @example
 * await saveUserField('email', 'new@example.com');
 */
export async function saveUserField(field: SettingsField, value: string): Promise<void> {
  const user = $user.get();
  if (!user) return;
  await updateUser(user.id, { [field]: value } as UserUpdate);
  patchUser(user.id, { [field]: value });
  void refreshUser();
}

/**
 * Shows `patch` at once and sends it. When the server refuses, the patched
 * part goes back (unless changed meanwhile) and the call rejects; when the
 * outcome is unknown the server's version is read instead.
 */
async function optimistic(user: User, patch: Partial<User>, undo: (current: User) => Partial<User> | null, send: () => Promise<void>) {
  patchUser(user.id, patch);
  try {
    await send();
  } catch (error) {
    const current = $user.get();
    const back = current?.id === user.id ? undo(current) : null;
    if (back) patchUser(user.id, back);
    if (!isRefusal(error)) void refreshUser();
    throw error;
  }
  void refreshUser();
}

/**
 * The gender radio group: shown at once, saved; rejects with the ApiError after putting the old one back.
 *
 * @example
 * saveGender('female').catch((e) => showAlert(errorText(e), 'error'));
 */
export function saveGender(gender: Gender): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const previous = user.gender;
  return optimistic(user, { gender }, (u) => (u.gender === gender ? { gender: previous } : null), () =>
    updateUser(user.id, { gender }),
  );
}

/**
 * A notification switch: flipped at once, saved; rejects with the ApiError after flipping it back.
 *
 * @example
 * toggleNotification('sales', true).catch(...);
 */
export function toggleNotification(key: NotificationKey, value: boolean): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const withValue = (u: User, v: boolean): Partial<User> => ({ notification_settings: { ...u.notification_settings, [key]: v } });
  return optimistic(user, withValue(user, value), (u) => (u.notification_settings[key] === value ? withValue(u, !value) : null), () =>
    updateNotificationSettings(user.id, { [key]: value } as NotificationUpdate),
  );
}

/**
 * `POST /api/upload-avatar`, then the user (with the new avatar's URL) is read again.
 * Rejects with the ApiError (`fields.avatar` for a 422).
 *
 * @example
 * await uploadAvatar(input.files[0]);
 */
export async function uploadAvatar(file: Blob): Promise<void> {
  await sendAvatar(file);
  await refreshUser();
}

/**
 * `GET /api/email/verification-notification/`; then the user is read again
 * (confirmed meanwhile in another tab? the prompt goes away).
 *
 * @example
 * await sendEmailConfirmation();
 */
export async function sendEmailConfirmation(): Promise<void> {
  await sendVerificationEmail();
  void refreshUser();
}
