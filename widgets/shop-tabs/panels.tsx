import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Shop } from '../../src/api/types';
import { sortShops, type ShopOrder } from '../../src/lib/sorting';
import { isAuthenticated } from '../../src/stores/auth';
import { $categories } from '../../src/stores/categories';
import { $favoriteShops } from '../../src/stores/favorite-shops';
import { $shops } from '../../src/stores/shops';
import { imageUrl } from '../../src/lib/safe-url';
import { Link } from '../../src/ui/link';
import { ListState, ShopGrid } from '../../src/ui/shop-grid';
import { Skeleton } from '../../src/ui/skeleton';
import { TEXTS } from './texts';

// Sorted once per list and order: switching tabs back and forth re-sorts nothing.
const sorted = new WeakMap<readonly Shop[], Partial<Record<ShopOrder, Shop[]>>>();
function sortOnce(shops: Shop[], order: ShopOrder): Shop[] {
  let orders = sorted.get(shops);
  if (!orders) sorted.set(shops, (orders = {}));
  return (orders[order] ??= sortShops(shops, order));
}

const OTHER: Record<ShopOrder, ShopOrder> = { popular: 'greatest', greatest: 'popular' };

/**
 * Sorts the other tab's order while the browser is idle, so the first switch
 * to it sorts nothing (10,000 shops take tens of ms on a phone).
 */
function useSortAhead(shops: Shop[], order: ShopOrder) {
  useEffect(() => {
    if (!shops.length) return;
    const run = () => void sortOnce(shops, OTHER[order]);
    // Support: requestIdleCallback is missing in Safari before 18.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 500);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [shops, order]);
}

const upTo = (shops: Shop[], limit?: number) => (limit ? shops.slice(0, limit) : shops);

/** 'Популярні' and 'Найбільший кешбек': every shop, in the tab's order. */
/** The category's picture, or its first letter when the API sent none or an unsafe URL. */
function CategoryImage({ image, name }: { image: unknown; name: string }) {
  const src = imageUrl(image);
  return src
    ? <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" />
    : <span className="cb-category-card__letter" aria-hidden="true">{name.slice(0, 1)}</span>;
}

export function SortedShopsPanel({ order, limit }: { order: ShopOrder; limit?: number }) {
  const resource = useStore($shops);
  useSortAhead(resource.data, order);
  return (
    <ListState resource={resource} reload={$shops.reload} empty={TEXTS.noShops}>
      {(shops) => <ShopGrid shops={upTo(sortOnce(shops, order), limit)} label={TEXTS.tabs[order]} />}
    </ListState>
  );
}

/** 'Збережені': the user's saved shops; a guest is asked to sign in. */
export function FavoritesPanel({ limit }: { limit?: number }) {
  const favorites = useStore($favoriteShops);
  if (!isAuthenticated()) {
    return (
      <div className="cb-status cb-shop-tabs__guest">
        <p className="cb-status__text">{TEXTS.guestFavorites}</p>
        <div className="cb-shop-tabs__actions">
          <Link href="/login" className="cb-btn cb-btn--primary">{TEXTS.login}</Link>
          <Link href="/registration" className="cb-btn cb-btn--secondary">{TEXTS.register}</Link>
        </div>
      </div>
    );
  }
  return (
    <ListState resource={favorites} reload={$favoriteShops.reload} empty={TEXTS.noFavorites}>
      {(shops) => <ShopGrid shops={upTo(shops, limit)} label={TEXTS.tabs.favorite} />}
    </ListState>
  );
}

/** 'Категорії': a card per category, each to its page. */
export function CategoriesPanel() {
  return (
    <ListState
      resource={useStore($categories)}
      reload={$categories.reload}
      empty={TEXTS.noCategories}
      loading={<Skeleton variant="block" count={4} label={TEXTS.loadingCategories} />}
    >
      {(categories) => (
        <ul className="cb-category-grid" aria-label={TEXTS.tabs.categories}>
          {categories.map(({ id, name, image }) => (
            <li key={id}>
              <Link href={`/shops/category/${id}`} className="cb-category-card">
                <CategoryImage image={image} name={name} />
                <span className="cb-category-card__name">{name}</span>
                <span className="cb-category-card__count">{TEXTS.categoryShops}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
