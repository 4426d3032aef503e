import { useEffect, useRef, useState } from 'react';
import { ApiError, MESSAGES } from '../../../src/api/errors';
import { uploadAvatar } from '../../../src/api/user';
import { showAlert } from '../../../src/stores/alert';
import { setUser } from '../../../src/stores/user';
import { personalTexts as t } from '../texts';

/** Spec 5 'Avatar: an image file', checked by type before anything is sent. */
export const isImageFile = (file: Pick<File, 'type'>): boolean => /^image\//i.test(file.type);

/**
 * Avatar upload: a local preview while `POST /api/upload-avatar` runs, then
 * the user the server returns; on a refusal the old avatar stays and the
 * server's first message is shown.
 */
export function useAvatarUpload() {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  // Support: URL.createObjectURL (all our browsers); the preview is released when done.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File | undefined) {
    if (!file || busy.current) return;
    if (!isImageFile(file)) {
      setError(t.notImage);
      return;
    }
    busy.current = true;
    setError(null);
    setPreview(URL.createObjectURL(file));
    try {
      setUser(await uploadAvatar(file));
      showAlert(t.uploaded);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(apiError ? apiError.fields.avatar ?? apiError.message : MESSAGES.http);
    } finally {
      busy.current = false;
      setPreview(null);
    }
  }

  return { preview, uploading: preview !== null, error, upload };
}
