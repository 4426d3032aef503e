import { useStore } from '@nanostores/react';
import { shopById } from '../../src/stores/shop';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { Skeleton } from '../../src/ui/skeleton';
import { StatusMessage } from '../../src/ui/status-message';
import { ShopDetails } from './shop-details';
import { TEXTS } from './texts';
import { iconShop } from '../../src/ui/icons/shop';

/** The shop island's loading look: the head, the offer and the text blocks. */
export const ShopSkeleton = () => (
  <div className="cb-shop-page-skeleton">
    <Skeleton variant="block" count={3} label={TEXTS.loading} />
  </div>
);

/**
 * One partner shop (spec 'Shop page'), by `id`: on the `/shops/{id}` route
 * or alone on a host page (`data-props='{"id": 7}'`).
 */
export default function Shop({ id }: { id: number | string }) {
  const shopId = Number(id);
  const valid = Number.isInteger(shopId) && shopId > 0;
  return valid ? <LoadedShop key={shopId} id={shopId} /> : <NotFound />;
}

function LoadedShop({ id }: { id: number }) {
  const $shop = shopById(id);
  const { status, data: shop, error } = useStore($shop);
  if (shop && shop.id === id) return <ShopDetails shop={shop} />;
  if (status === 'error' && error?.status === 404) return <NotFound />;
  // Failed, or answered about another shop: this one is not coming (a skeleton would stay for good).
  if (status === 'error' || status === 'ready') {
    return <StatusMessage kind="error" onRetry={() => void $shop.reload()} retryAfter={error?.retryAfter}>{error?.message ?? TEXTS.failed}</StatusMessage>;
  }
  return <ShopSkeleton />;
}

function NotFound() {
  return (
    <div className="cb-status cb-shop-missing">
      <Icon icon={iconShop} size={32} />
      <h1 className="cb-shop-missing__title">{TEXTS.notFound}</h1>
      <p className="cb-status__text">{TEXTS.notFoundText}</p>
      <Link href="/shops" className="cb-btn cb-btn--primary">{TEXTS.toShops}</Link>
    </div>
  );
}
