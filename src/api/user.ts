// Writes to the user. Each succeeds on any 2xx, whatever the body; the
// `$user` store then reads the user with `GET /api/user`.
import { anything, get, post, put } from './http';
import type { NotificationUpdate, UserUpdate } from './types';

const done = (): void => undefined;

/**
 * `GET /api/email/verification-notification/`: sends the confirmation e-mail
 * (the demo answers `{ message }`, Laravel `{ status: "verification-link-sent" }`). Never retried.
 */
export const sendVerificationEmail = (): Promise<void> =>
  get('/api/email/verification-notification/', anything, { retry: false }).then(done);

/** `POST /api/upload-avatar` as multipart (`avatar`). */
export function uploadAvatar(file: Blob): Promise<void> {
  const form = new FormData();
  form.append('avatar', file);
  return post('/api/upload-avatar', form, anything).then(done);
}

/** `PUT /api/user/{id}` with one field. */
export const updateUser = (id: number, update: UserUpdate): Promise<void> => put(`/api/user/${id}`, update, anything).then(done);

/** `PUT /api/user/updateNotificationSettings/{id}` with one switch. */
export const updateNotificationSettings = (id: number, update: NotificationUpdate): Promise<void> =>
  put(`/api/user/updateNotificationSettings/${id}`, update, anything).then(done);
