import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { Masked } from '../../../src/lib/masks';
import { useIslandId } from '../../../src/runtime/island-context';
import { Icon } from '../../../src/ui/icon';
import { iconCheck } from '../../../src/ui/icons/check';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface Props extends InputProps {
  /** The step number shown beside the label; a check once `done`. */
  step: number;
  done: boolean;
  label: string;
  value: string;
  mask: (value: string, caret: number, previous: string, inputType: string) => Masked;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled input that masks every edit and keeps the caret where the user
 * was typing (the DOM value is set here, so Preact and React both show the
 * masked value even when the state does not change).
 */
export function MaskedField({ step, done, label, value, mask, onValue, error, hint, disabled, ...input }: Props) {
  const id = useIslandId();
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const next = mask(el.value, el.selectionStart ?? el.value.length, value, inputType);
    if (el.value !== next.value) el.value = next.value;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    onValue(next.value);
  };
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`cb-field cb-wstep${disabled ? ' cb-wstep--locked' : ''}${done ? ' cb-wstep--done' : ''}`}>
      <label className="cb-label cb-wstep__label" htmlFor={id}>
        <span className="cb-wstep__num" aria-hidden="true">{done ? <Icon icon={iconCheck} size={14} /> : step}</span>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`cb-input${error ? ' cb-input--invalid' : done ? ' cb-input--valid' : ''}`}
        value={value}
        disabled={disabled}
        onChange={handle}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error ? (
        <p className="cb-error" id={`${id}-error`} role="alert">{error}</p>
      ) : hint ? (
        <p className="cb-hint" id={`${id}-hint`}>{hint}</p>
      ) : null}
    </div>
  );
}
