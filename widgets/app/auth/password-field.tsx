import { forwardRef, useState } from 'react';
import { Icon } from '../../../src/ui/icon';
import { TextField, type TextFieldProps } from '../../../src/ui/text-field';
import { texts } from './texts';
import { iconEye } from '../../../src/ui/icons/eye';
import { iconEyeOff } from '../../../src/ui/icons/eye-off';

/** A TextField for passwords with a show/hide button. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'end'>>(function PasswordField(props, ref) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="cb-text-field__btn"
      onClick={() => setShown((s) => !s)}
      aria-label={shown ? texts.hidePassword : texts.showPassword}
      aria-pressed={shown}
    >
      <Icon icon={shown ? iconEyeOff : iconEye} size={20} />
    </button>
  );
  return <TextField {...props} ref={ref} type={shown ? 'text' : 'password'} end={toggle} />;
});
