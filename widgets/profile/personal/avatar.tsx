import type { User } from '../../../src/api/types';

/** Only http(s), root-relative and blob: (a local preview) sources are rendered. */
const safeSrc = (src: string | null | undefined): string | null =>
  src && /^(https?:\/\/|\/(?!\/)|blob:)/i.test(src) ? src : null;

const initials = (name: string) =>
  name.trim().split(/\s+/).slice(0, 2).map((part) => [...part][0] ?? '').join('').toUpperCase();

interface Props {
  user: Pick<User, 'avatar' | 'full_name' | 'email'>;
  /** Shown instead of the stored avatar (an upload's preview). */
  src?: string | null;
  size?: 'sm' | 'lg';
  /** Alternative text; decorative when the name is written beside it. */
  alt?: string;
}

/** The user's photo, or their initials on a coloured disc. */
export function Avatar({ user, src, size = 'sm', alt = '' }: Props) {
  const url = safeSrc(src ?? user.avatar);
  const className = `cb-uphoto cb-uphoto--${size}`;
  if (url) return <img className={className} src={url} alt={alt} width={size === 'lg' ? 96 : 48} height={size === 'lg' ? 96 : 48} />;
  return (
    <span className={className} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initials(user.full_name) || (user.email[0] ?? '?').toUpperCase()}
    </span>
  );
}
