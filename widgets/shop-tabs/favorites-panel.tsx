import { useStore } from '@nanostores/react';
import { isAuthenticated } from '../../src/stores/auth';
import { $favoriteShops } from '../../src/stores/favorite-shops';
import { Link } from '../../src/ui/link';
import { ResourceState } from '../../src/ui/status-message';
import { ShopGrid, ShopGridSkeleton, upTo } from '../../src/ui/shop-grid';
import type { TEXTS } from './texts';

// Its own chunk (shop-tabs.tsx loads it): the home page opens on 'Популярні'. The
// island's strings come as a prop, so texts.ts stays in the island's own chunk.

/** 'Збережені': the user's saved shops; a guest is asked to sign in. */
export default function FavoritesPanel({ texts, limit }: { texts: typeof TEXTS; limit?: number }) {
  const favorites = useStore($favoriteShops);
  if (!isAuthenticated()) {
    return (
      <div className="cb-status cb-shop-tabs__guest">
        <p className="cb-status__text">{texts.guestFavorites}</p>
        <div className="cb-shop-tabs__actions">
          <Link href="/login" className="cb-btn cb-btn--primary">{texts.login}</Link>
          <Link href="/registration" className="cb-btn cb-btn--secondary">{texts.register}</Link>
        </div>
      </div>
    );
  }
  return (
    <ResourceState resource={favorites} reload={$favoriteShops.reload} loading={<ShopGridSkeleton />} empty={texts.noFavorites}>
      {(shops) => <ShopGrid shops={upTo(shops, limit)} label={texts.tabs.favorite} />}
    </ResourceState>
  );
}
