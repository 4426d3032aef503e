import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { errorText, isRefusal } from '../../src/api/errors';
import { useIslandId } from '../../src/runtime/island-context';
import { addFeedback } from '../../src/stores/feedbacks';
import { $user } from '../../src/stores/user';
import { Icon } from '../../src/ui/icon';
import { StarPicker } from './star-picker';
import { TEXTS } from './texts';
import { iconCheck } from '../../src/ui/icons/check';

const MIN_TEXT = 3;
const MAX_TEXT = 2000;

/**
 * A signed-in user's review: 1–5 stars (5 by default) and a text. Sent with
 * `addFeedback`; the button is off while sending, and on failure the text
 * stays with a message.
 */
export function ReviewForm({ shopId }: { shopId: number }) {
  const user = useStore($user);
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const id = useIslandId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !user) return;
    if (text.trim().length < MIN_TEXT) {
      setError(TEXTS.tooShort);
      return;
    }
    setSending(true);
    setError(null);
    setSent(false);
    try {
      await addFeedback({
        name: user.full_name,
        user_thumbnail: user.avatar,
        user_id: user.id,
        shop_id: shopId,
        text: text.trim(),
        stars,
      });
      setText('');
      setStars(5);
      setSent(true);
    } catch (failure) {
      // A refusal (4xx) says why: a field's 422 message or the status's text;
      // a failure of ours or the server's (network, 5xx) only that the text is kept.
      setError(isRefusal(failure) ? errorText(failure, 'text') : TEXTS.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="cb-review-form" noValidate onSubmit={submit} aria-label={TEXTS.form}>
      <StarPicker value={stars} onChange={setStars} disabled={sending} />
      <div className="cb-field">
        <label className="cb-label" htmlFor={id}>{TEXTS.text}</label>
        <textarea
          id={id}
          className="cb-input cb-review-form__text"
          rows={4}
          maxLength={MAX_TEXT}
          placeholder={TEXTS.textHint}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
            setSent(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <p className="cb-error" id={`${id}-error`} role="alert">{error}</p>}
      </div>
      <div className="cb-review-form__foot">
        <button type="submit" className="cb-btn cb-btn--primary" disabled={sending || !user}>
          {sending ? TEXTS.sending : TEXTS.send}
        </button>
        <p className="cb-review-form__sent" role="status">
          {sent && <><Icon icon={iconCheck} size={18} /> {TEXTS.sent}</>}
        </p>
      </div>
    </form>
  );
}
