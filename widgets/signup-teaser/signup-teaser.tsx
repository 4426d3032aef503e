import { useState, type FormEvent } from 'react';
import { isEmail } from '../../src/lib/email';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import { go } from '../../src/ui/link';
import { TextField } from '../../src/ui/text-field';
import { TEXTS } from './texts';
import { iconArrowRight } from '../../src/ui/icons/arrow-right';

/** Where the teaser sends a valid e-mail: the register route carrying it (spec 'Home'). */
export const registrationPath = (email: string) => `/registration/${encodeURIComponent(email.trim())}`;

/**
 * The guests' hero on the home page: an e-mail field that leads to the
 * register route with the e-mail filled in, or says 'Введить коректний Email'.
 */
export default function SignupTeaser() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useIslandId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmail(email)) go(registrationPath(email));
    else setError(TEXTS.invalid);
  };

  return (
    <section className="cb-teaser" aria-labelledby={titleId}>
      <div className="cb-teaser__body">
        <p className="cb-teaser__eyebrow">{TEXTS.eyebrow}</p>
        <h1 className="cb-teaser__title" id={titleId}>{TEXTS.title}</h1>
        <p className="cb-teaser__lead">{TEXTS.lead}</p>
        {/* Before the script runs (prerendered HTML) the form still leads to registration. */}
        <form className="cb-teaser__form" action="/registration" noValidate onSubmit={submit}>
          <TextField
            className="cb-teaser__field"
            label={TEXTS.label}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder={TEXTS.placeholder}
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError(null);
            }}
            error={error}
          />
          <button type="submit" className="cb-btn cb-teaser__submit">
            {TEXTS.submit} <Icon icon={iconArrowRight} size={18} />
          </button>
        </form>
      </div>
      <ul className="cb-teaser__perks">
        {TEXTS.perks.map(({ icon, text }) => (
          <li key={icon} className="cb-teaser__perk">
            <span className="cb-teaser__perk-icon"><Icon icon={icon} size={22} /></span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
