import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIslandId } from '../runtime/island-context';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input; marks it aria-invalid. */
  error?: string | null;
  /** Help under the input, hidden while there is an error. */
  hint?: ReactNode;
  /** The success highlight (a green border) when there is no error. */
  valid?: boolean;
  /** Inside the input's frame, at the end (e.g. a show-password button). */
  end?: ReactNode;
}

/**
 * A labelled input with its error, hint and success state; the error and
 * hint are linked by aria-describedby.
 *
 * @example
 * <TextField label="Email" type="email" value={email} onChange={setEmail} error={errors.email} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, hint, valid, end, className, ...input },
  ref,
) {
  const id = useIslandId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const state = error ? ' cb-input--invalid' : valid ? ' cb-input--valid' : '';
  return (
    <div className={className ? `cb-field ${className}` : 'cb-field'}>
      <label className="cb-label" htmlFor={id}>{label}</label>
      <div className={end ? 'cb-text-field cb-text-field--end' : 'cb-text-field'}>
        <input
          {...input}
          ref={ref}
          id={id}
          className={`cb-input${state}`}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {end}
      </div>
      {error ? (
        <p className="cb-error" id={`${id}-error`}>{error}</p>
      ) : hint ? (
        <p className="cb-hint" id={`${id}-hint`}>{hint}</p>
      ) : null}
    </div>
  );
});
