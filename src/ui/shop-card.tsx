import { memo, Suspense, useEffect, useState } from 'react';
import { errorText, isRefusal } from '../api/errors';
import type { Shop } from '../api/types';
import { formatPercent } from '../lib/percent';
import { imageUrl } from '../lib/safe-url';
import { showAlert } from '../stores/alert';
import { isAuthenticated } from '../stores/auth';
import { Icon } from './icon';
import { importWithRetry, lazyComponent } from '../runtime/lazy-component';
import { go, Link } from './link';
import { LOAD_FAILED_TEXT } from './status-message';
import { iconStar } from './icons/star';
import { iconStarLight } from './icons/star-light';

/** The card's strings (spec 'Shop card'). */
export const SHOP_CARD_TEXTS = {
  rate: (percent: number | string) => `до ${formatPercent(percent)}%`,
  sale: 'Кешбек збільшено',
  save: (name: string) => `Зберегти магазин ${name}`,
  /** The star's change undone, the server's answer unknown (network, timeout, 5xx); a refusal (4xx) says why itself. */
  saveFailed: 'Не вдалося оновити збережені магазини. Спробуйте ще раз.',
};

/** When the invitation's chunk cannot be loaded, the guest goes to the login page instead. */
function LoginRedirect({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    onClose();
    go('/login');
  }, [onClose]);
  return null;
}

// Only a guest who presses a star needs it: its own chunk, off the home page's budget.
const LoginInvite = lazyComponent(() => import('./login-invite'), { fallback: LoginRedirect, what: 'the login invitation' });

/** A user's star: the toggle comes in a chunk a guest never loads (the load plan starts it for a user). */
function toggle(shop: Shop) {
  importWithRetry(() => import('../stores/favorite-toggle')).then(
    ({ toggleFavorite }) =>
      toggleFavorite(shop).catch((error: unknown) => showAlert(isRefusal(error) ? errorText(error) : SHOP_CARD_TEXTS.saveFailed, 'error')),
    (error: unknown) => {
      console.error('[cashback] could not load the favourite toggle', error);
      showAlert(LOAD_FAILED_TEXT, 'error');
    },
  );
}

interface Props {
  shop: Shop;
  /** Whether the shop is among the user's saved shops. */
  saved: boolean;
}

/**
 * One partner shop in a grid: logo, name, 'до N%', the 'Кешбек збільшено'
 * badge when `is_sale`, and a star that saves the shop for a user (at once,
 * rolled back with an alert on failure) or invites a guest to sign in.
 *
 * @example
 * <ul className="cb-shop-grid"><ShopCard shop={shop} saved={ids.has(shop.id)} /></ul>
 */
export const ShopCard = memo(function ShopCard({ shop, saved }: Props) {
  const [invite, setInvite] = useState(false);
  const { id, name } = shop;
  const image = imageUrl(shop.image);
  const star = () => (isAuthenticated() ? toggle(shop) : setInvite(true));
  return (
    <li className="cb-shop-card">
      <Link href={`/shops/${id}`} className="cb-shop-card__link">
        <span className="cb-shop-card__logo">
          {/* The name follows as text, so the logo is decorative. */}
          {image ? <img loading="lazy" decoding="async" src={image} alt="" width={72} height={72} /> : name.slice(0, 1)}
        </span>
        {shop.is_sale && <span className="cb-badge cb-badge--sale cb-shop-card__sale">{SHOP_CARD_TEXTS.sale}</span>}
        <span className="cb-shop-card__name">{name}</span>
        <span className="cb-shop-card__rate">{SHOP_CARD_TEXTS.rate(shop.cashback_percent)}</span>
      </Link>
      <button type="button" className="cb-shop-card__star" aria-pressed={saved} aria-label={SHOP_CARD_TEXTS.save(name)} onClick={star}>
        <Icon icon={saved ? iconStar : iconStarLight} size={22} />
      </button>
      {invite && (
        <Suspense fallback={null}>
          <LoginInvite onClose={() => setInvite(false)} />
        </Suspense>
      )}
    </li>
  );
});
