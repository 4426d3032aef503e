import { isEmail } from '../../../src/lib/email';
import { TextField } from '../../../src/ui/text-field';
import { texts } from './texts';
import type { FieldBinding } from './use-auth-form';

/**
 * The e-mail input of every auth screen, green once the address is valid.
 * `placeholder={false}` where the address comes filled in from a link.
 */
export function EmailField({ placeholder = true, ...field }: FieldBinding & { placeholder?: boolean }) {
  return (
    <TextField
      {...field}
      label={texts.email}
      type="email"
      name="email"
      inputMode="email"
      autoComplete="email"
      placeholder={placeholder ? texts.emailPlaceholder : undefined}
      valid={isEmail(field.value)}
    />
  );
}
