import type { User } from '../../src/api/types';

/** Up to two initials of the name (or the e-mail's first letter). */
export function initials(user: Pick<User, 'full_name' | 'email'>): string {
  const words = (user.full_name || '').trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]).join('') || (user.email || '?')[0] || '?';
  return letters.toUpperCase();
}

/** The user's picture, or their initials on a tinted disc. Decorative: the button next to it is named. */
export function Avatar({ user }: { user: User }) {
  return user.avatar
    ? <img className="cb-avatar" src={user.avatar} alt="" width={36} height={36} />
    : <span className="cb-avatar" aria-hidden="true">{initials(user)}</span>;
}
