import { useRef } from 'react';
import type { User } from '../../../src/api/types';
import { Icon } from '../../../src/ui/icon';
import { useIslandId } from '../../../src/runtime/island-context';
import { Avatar } from '../../../src/ui/avatar';
import { useAvatarUpload } from './use-avatar-upload';
import { personalTexts as t } from '../texts';
import { iconAddImage } from '../../../src/ui/icons/add-image';

/** The photo with its upload button, the full name and the e-mail. */
export function AvatarCard({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const { preview, uploading, error, upload } = useAvatarUpload();
  const errorId = useIslandId();
  return (
    <div className="cb-card cb-personal__head">
      <div className={uploading ? 'cb-personal__photo cb-personal__photo--busy' : 'cb-personal__photo'}>
        <Avatar user={user} preview={preview} size="lg" alt={preview ? t.previewAlt : t.avatarAlt(user.full_name || user.email)} />
      </div>
      <div className="cb-personal__who">
        <p className="cb-personal__name">{user.full_name || t.noName}</p>
        <p className="cb-personal__email">{user.email}</p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="cb-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // the same file may be chosen again
            void upload(file);
          }}
        />
        <button
          type="button"
          className="cb-btn cb-btn--secondary"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-describedby={error ? errorId : undefined}
        >
          <Icon icon={iconAddImage} size={18} />
          {uploading ? t.uploading : t.changePhoto}
        </button>
        {error && <p className="cb-error" id={errorId} role="alert">{error}</p>}
      </div>
    </div>
  );
}
