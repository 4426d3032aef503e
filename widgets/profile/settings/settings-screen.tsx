import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Gender } from '../../../src/api/types';
import { errorText } from '../../../src/api/errors';
import { saveGender, saveUserField } from '../../../src/stores/account';
import { showAlert } from '../../../src/stores/alert';
import { $user, logout } from '../../../src/stores/user';
import { Icon } from '../../../src/ui/icon';
import { useIslandId } from '../../../src/runtime/island-context';
import { InlineField } from './inline-field';
import { NotificationSwitches } from './notification-switches';
import { PhoneConfirmation, SHOW_PHONE_CONFIRMATION } from './phone-confirmation';
import { settingsTexts as t } from '../texts';
import { iconSignOut } from '../../../src/ui/icons/sign-out';

const unavailable = () => Promise.reject(new Error(t.phone.unavailable));

const GENDERS: Gender[] = ['female', 'male', ''];

/** `1991-04-17` → `17.04.1991`; anything else as it is. */
const formatDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

/** /user-profile/settings: inline edits, gender, e-mail notifications and logout (spec 'Settings'). */
export default function SettingsScreen() {
  const user = useStore($user);
  const [leaving, setLeaving] = useState(false);
  const group = useIslandId(); // unique even with two profile islands on a page
  if (!user) return null; // the profile shell renders screens only with a user

  return (
    <div className="cb-profile__screen cb-settings">
      <h2 className="cb-profile__heading">{t.title}</h2>

      <section className="cb-card">
        <h3 className="cb-profile__subheading">{t.profile}</h3>
        <InlineField field="email" type="email" autoComplete="email" value={user.email}
          onSave={(v) => saveUserField('email', v)} />
        <InlineField field="full_name" type="text" autoComplete="name" value={user.full_name}
          onSave={(v) => saveUserField('full_name', v)} />
        <InlineField field="birth_date" type="date" autoComplete="bday" value={user.birth_date ?? ''}
          display={formatDate(user.birth_date ?? '')} onSave={(v) => saveUserField('birth_date', v)} />
        <fieldset className="cb-gender">
          <legend className="cb-setting__label">{t.gender}</legend>
          <div className="cb-gender__options">
            {GENDERS.map((gender) => (
              <label key={gender || 'none'} className="cb-gender__option">
                <input
                  type="radio"
                  name={group}
                  value={gender}
                  checked={user.gender === gender}
                  onChange={() => saveGender(gender).catch((error: unknown) => showAlert(errorText(error, 'gender'), 'error'))}
                />
                <span>{t.genders[gender]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <NotificationSwitches settings={user.notification_settings} />

      {/* Hidden (spec): spec 7 has no phone calls yet, so both steps say so if ever shown. */}
      {SHOW_PHONE_CONFIRMATION && <PhoneConfirmation requestCode={unavailable} confirmCode={unavailable} />}

      <section className="cb-card">
        <h3 className="cb-profile__subheading">{t.account}</h3>
        <button
          type="button"
          className="cb-btn cb-btn--ghost"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <Icon icon={iconSignOut} size={18} />
          {leaving ? t.loggingOut : t.logout}
        </button>
      </section>
    </div>
  );
}
