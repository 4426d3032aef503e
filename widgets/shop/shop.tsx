import { useStore } from '@nanostores/react';
import { shopById } from '../../src/stores/shop';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { Skeleton } from '../../src/ui/skeleton';
import { ResourceState } from '../../src/ui/status-message';
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
  const resource = useStore($shop);
  const { data: shop, error } = resource;
  // An answer about another shop is a failure: this one is not coming (a skeleton would stay for good).
  const loaded = shop?.id === id;
  if (!loaded && error?.status === 404) return <NotFound />;
  return (
    <ResourceState resource={resource} reload={$shop.reload} loading={<ShopSkeleton />} loaded={loaded} failed={error?.message ?? TEXTS.failed}>
      {(data) => data && <ShopDetails shop={data} />}
    </ResourceState>
  );
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
