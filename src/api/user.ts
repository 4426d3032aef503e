import { get, post, put } from './http';
import { asUser, type Reader } from './shapes';
import type { NotificationUpdate, User, UserUpdate } from './types';

const asMessage: Reader<string> = (v) =>
  typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string' ? (v as { message: string }).message : null;

/** `GET /api/email/verification-notification/`: sends the confirmation e-mail; resolves with the server's message. Never retried. */
export const sendVerificationEmail = (): Promise<string> =>
  get('/api/email/verification-notification/', asMessage, { retry: false });

/** `POST /api/upload-avatar` as multipart (`avatar`): resolves with the updated user. */
export function uploadAvatar(file: Blob): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  return post('/api/upload-avatar', form, asUser);
}

/** `PUT /api/user/{id}` with one field. */
export const updateUser = (id: number, update: UserUpdate): Promise<User> => put(`/api/user/${id}`, update, asUser);

/** `PUT /api/user/updateNotificationSettings/{id}` with one switch. */
export const updateNotificationSettings = (id: number, update: NotificationUpdate): Promise<User> =>
  put(`/api/user/updateNotificationSettings/${id}`, update, asUser);
