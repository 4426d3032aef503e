import { Link } from './link';

interface Props {
  /** Accessible name of the home link. */
  label: string;
  className?: string;
}

/** «Повертай»: the mark (an arrow coming back around a coin) and the wordmark, linking home. */
export function BrandLogo({ label, className }: Props) {
  return (
    <Link href="/" className={className ? `cb-brand ${className}` : 'cb-brand'} aria-label={label}>
      <svg className="cb-brand__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--cb-color-primary)" />
        <path d="M16 8A8 8 0 1 0 24 16M13.4 4.9l3.1 3.1-3.1 3.1" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="16" cy="16" r="3.2" fill="#ffd55a" />
      </svg>
      <span className="cb-brand__word" aria-hidden="true">Поверт<span>ай</span></span>
    </Link>
  );
}
