import type { User } from '../api/types';
import { imageUrl } from '../lib/safe-url';

/** Up to two initials of the full name, else the e-mail's first letter. */
export function initials(user: Pick<User, 'full_name' | 'email'>): string {
  const words = (user.full_name || '').trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]).join('') || [...(user.email || '?')][0] || '?';
  return letters.toUpperCase();
}

const PX = { sm: 36, md: 48, lg: 96 } as const;

interface Props {
  user: Pick<User, 'avatar' | 'full_name' | 'email'>;
  /**
   * A preview this page made of a chosen file (`URL.createObjectURL`, so a
   * `blob:` URL), shown instead of the stored avatar; anything else is ignored.
   */
  preview?: string | null;
  /** 36 px (the header), 48 px (the profile's side card) or 96 px (the personal data card). */
  size?: keyof typeof PX;
  /** Alternative text; decorative (hidden) when the name is written beside it. */
  alt?: string;
}

/**
 * The user's photo, or their initials on a tinted disc. The stored avatar
 * comes from the API, so it goes through `imageUrl` like every other image:
 * a `javascript:`, `data:` or `vbscript:` URL shows the initials.
 */
export function Avatar({ user, preview, size = 'sm', alt = '' }: Props) {
  const url = (preview?.startsWith('blob:') ? preview : null) ?? imageUrl(user.avatar);
  const className = size === 'sm' ? 'cb-avatar' : `cb-avatar cb-avatar--${size}`;
  if (url) return <img className={className} src={url} alt={alt} width={PX[size]} height={PX[size]} />;
  return (
    <span className={className} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initials(user)}
    </span>
  );
}
