import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../../src/api/errors';
import { clearField, splitServerError, type FieldErrors, type Problems } from '../../../src/lib/auth-form';
import { texts } from './texts';

/** One field's value, error and change handler, to spread on its input. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export type AuthFormState = ReturnType<typeof useAuthForm>;

interface Options<F extends string> {
  initial: Record<F, string>;
  /** Client checks, run before anything is sent. */
  check: (values: Record<F, string>) => Problems<F>;
  /** The call; resolving means success (the screen then navigates or shows a message). */
  send: (values: Record<F, string>) => Promise<void>;
}

/**
 * State of an auth form: values that survive every failure, an error per
 * field (typing clears it), a general error above the button, and a busy flag
 * that stops a second submit while a call is in flight (and after success,
 * while the page goes away).
 */
export function useAuthForm<F extends string>({ initial, check, send }: Options<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A 429's Retry-After, in seconds: the submit button waits that long. */
  const [retryAfter, setRetryAfter] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  // What was typed, also before the next render (a fast Enter, autofill).
  const latest = useRef(initial);

  // After a failed attempt, focus goes to the first field with an error.
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const field = (name: F): FieldBinding => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      setErrors((e) => clearField(e, name));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const values = latest.current;
    const problems = check(values);
    const names = Object.keys(problems) as F[];
    setGeneral(null);
    if (names.length) {
      const next: FieldErrors<F> = {};
      for (const name of names) next[name] = texts.problems[problems[name]!];
      setErrors(next);
      setAttempt((n) => n + 1);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const failure = error instanceof ApiError
        ? splitServerError(error, Object.keys(initial) as F[])
        : { fields: {}, general: errorText(error) };
      if (!(error instanceof ApiError)) console.error('[cashback] auth form', error);
      setErrors(failure.fields);
      setGeneral(failure.general);
      setRetryAfter(error instanceof ApiError && error.status === 429 ? error.retryAfter : 0);
      setAttempt((n) => n + 1);
    }
  };

  return { form, values, errors, general, busy, retryAfter, attempt, field, onSubmit };
}
