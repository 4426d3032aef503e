// Checks of the settings screen (spec 5). They return problem codes, not
// texts: the screen maps a code to its words (widgets/profile/texts.ts).
import { isEmail } from './email';

export type SettingsField = 'email' | 'full_name' | 'birth_date';

/** `short`: 3 characters or fewer on mobile; `name`: the validity flag is false. */
export type SettingsProblem = 'required' | 'short' | 'email' | 'name' | 'date';

/** Below this width (px) the mobile rules apply; desktop starts at 992 (spec 9). */
export const DESKTOP_MIN_WIDTH = 992;
export const MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** Spec 5: an inline edit on mobile needs more than 3 characters. */
export const MOBILE_MIN_EXCLUSIVE = 3;
/** Spec 5: the validity flag needs a full name longer than 8 characters. */
export const FULL_NAME_MIN_EXCLUSIVE = 8;
/** The server keeps at most 50 characters of a name. */
export const FULL_NAME_MAX = 50;

/** Characters as a person counts them (a surrogate pair is one). */
const length = (value: string) => [...value.trim()].length;

/**
 * Spec 5: "The settings validity flag is true for a full name longer than 8
 * characters." We read it as "a first and a last name were given" and use it
 * to enable the full-name save button (see settingsProblem): a name of 8
 * characters or fewer ("Іван", "Оля Бут") can't be saved from settings.
 *
 * @example
 * isSettingsNameValid('Олена Коваленко') // true
 */
export const isSettingsNameValid = (fullName: string): boolean => {
  const n = length(fullName);
  return n > FULL_NAME_MIN_EXCLUSIVE && n <= FULL_NAME_MAX;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` from 1900 up to `today` (exclusive). */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const parts = DATE.exec(value.trim());
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() < today.getTime();
}

/**
 * The first problem of an inline edit, or null when it may be saved. On
 * mobile the spec's length rule comes first, so 'ab' reads
 * 'Значення повинно бути більше 3 символів' whatever the field.
 *
 * @example
 * settingsProblem('full_name', 'ab', { mobile: true }) // 'short'
 */
export function settingsProblem(
  field: SettingsField,
  value: string,
  { mobile, today }: { mobile: boolean; today?: Date },
): SettingsProblem | null {
  if (!value.trim()) return mobile ? 'short' : 'required';
  if (mobile && length(value) <= MOBILE_MIN_EXCLUSIVE) return 'short';
  if (field === 'email') return isEmail(value) ? null : 'email';
  if (field === 'full_name') return isSettingsNameValid(value) ? null : 'name';
  return isBirthDate(value, today) ? null : 'date';
}

/** Hidden settings phone step (spec 5): a 10-digit phone, e.g. 0671234567. */
export const isConfirmationPhone = (value: string): boolean => /^\d{10}$/.test(value);

/** Hidden settings phone step (spec 5): the 6-digit code from the SMS. */
export const isConfirmationCode = (value: string): boolean => /^\d{6}$/.test(value);

/** Keeps the digits of typed or pasted text, at most `max` of them. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);
