import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorText } from '../../../src/api/errors';
import { settingsProblem, type SettingsField } from '../../../src/lib/settings-rules';
import { showAlert } from '../../../src/stores/alert';
import { Icon } from '../../../src/ui/icon';
import { TextField } from '../../../src/ui/text-field';
import { useMobile } from './use-mobile';
import { settingsTexts as t } from '../texts';
import { iconEdit } from '../../../src/ui/icons/edit';

interface Props {
  field: SettingsField;
  /** The stored value ('' when none). */
  value: string;
  /** How the stored value reads (e.g. a formatted date). */
  display?: string;
  type: 'email' | 'text' | 'date';
  autoComplete: string;
  /** Saves; rejects with the ApiError, whose message for this field shows under it. */
  onSave: (value: string) => Promise<void>;
}

/**
 * One setting shown as its value with an edit button; editing shows an
 * input with save and cancel (Enter saves, Escape cancels). The rules of
 * spec 5 are checked as the user types; a refusal from the server appears
 * under the field (spec 8) and the input keeps what was typed.
 */
export function InlineField({ field, value, display, type, autoComplete, onSave }: Props) {
  const label = t.fields[field];
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const mobile = useMobile();

  const problem = settingsProblem(field, draft, { mobile });
  const error = serverError ?? (problem && touched ? t.problems[problem] : null);
  const problemOf = (text: string) => settingsProblem(field, text, { mobile });

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const open = () => {
    setDraft(value);
    setTouched(false);
    setServerError(null);
    setEditing(true);
  };
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  // Enter passes the input's own value: it may be newer than the last render.
  const save = async (text = draft) => {
    if (sending.current) return;
    setTouched(true);
    if (problemOf(text)) return;
    const next = text.trim();
    if (next === value) return close();
    sending.current = true;
    setSaving(true);
    try {
      await onSave(next);
      showAlert(t.saved);
      close();
    } catch (failure) {
      setServerError(errorText(failure, field));
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(event.currentTarget.value);
    } else if (event.key === 'Escape' && !sending.current) {
      event.preventDefault();
      close();
    }
  };

  if (!editing) {
    return (
      <div className="cb-setting">
        <div className="cb-setting__text">
          <span className="cb-setting__label">{label}</span>
          <span className={value ? 'cb-setting__value' : 'cb-setting__value cb-setting__value--empty'}>
            {value ? display ?? value : t.empty}
          </span>
        </div>
        <button ref={editButton} type="button" className="cb-icon-btn" onClick={open} aria-label={t.edit(label)}>
          <Icon icon={iconEdit} />
        </button>
      </div>
    );
  }

  return (
    <div className="cb-setting cb-setting--editing">
      <TextField
        ref={input}
        className="cb-setting__field"
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setTouched(true);
          setServerError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        hint={field === 'full_name' ? t.nameHint : undefined}
        readOnly={saving}
        max={type === 'date' ? new Date().toISOString().slice(0, 10) : undefined}
        min={type === 'date' ? '1900-01-01' : undefined}
      />
      <div className="cb-setting__actions">
        {/* Spec 5's validity flag (a full name over 8 characters) gates the full-name save, as every rule gates its field's. */}
        <button type="button" className="cb-btn cb-btn--primary" onClick={() => void save()} disabled={saving || problem !== null}>
          {saving ? t.saving : t.save}
        </button>
        <button type="button" className="cb-btn cb-btn--ghost" onClick={close} disabled={saving}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
