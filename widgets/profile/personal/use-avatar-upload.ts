import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../src/api/errors';
import { uploadAvatar } from '../../../src/stores/account';
import { showAlert } from '../../../src/stores/alert';
import { personalTexts as t } from '../texts';

/** Spec 5 'Avatar: an image file', checked by type before anything is sent. */
export const isImageFile = (file: Pick<File, 'type'>): boolean => /^image\//i.test(file.type);

/**
 * Avatar upload: a local preview while `POST /api/upload-avatar` runs, then
 * the user read again; on a refusal the old avatar stays and the server's
 * 422 message (or the bundle's text for the status) is shown.
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
      await uploadAvatar(file);
      showAlert(t.uploaded);
    } catch (failure) {
      setError(errorText(failure, 'avatar'));
    } finally {
      busy.current = false;
      setPreview(null);
    }
  }

  return { preview, uploading: preview !== null, error, upload };
}
