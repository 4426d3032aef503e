import { useRef } from 'react';
import { copyText } from '../../../src/lib/clipboard';
import { showAlert } from '../../../src/stores/alert';
import { useIslandId } from '../../../src/runtime/island-context';
import { Icon } from '../../../src/ui/icon';
import { friendsTexts as t } from '../texts';
import { iconCopy } from '../../../src/ui/icons/copy';

/** The referral link in a read-only field with a copy button (spec 'My friends'). */
export function ReferralLink({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  const id = useIslandId();
  const copy = async () => {
    const result = await copyText(link, { field: field.current });
    if (result === 'copied') showAlert(t.copied);
    else showAlert(t.copyManual, 'info');
  };
  if (!link) return <p className="cb-hint">{t.noLink}</p>;
  return (
    <div className="cb-field cb-reflink">
      <label className="cb-label" htmlFor={id}>{t.linkLabel}</label>
      <div className="cb-reflink__row">
        <input
          ref={field}
          id={id}
          className="cb-input"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="cb-btn cb-btn--primary" onClick={copy} aria-label={t.copyLabel}>
          <Icon icon={iconCopy} size={18} />
          <span aria-hidden="true">{t.copy}</span>
        </button>
      </div>
    </div>
  );
}
