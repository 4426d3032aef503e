import { useStore } from '@nanostores/react';
import { imageUrl } from '../../src/lib/safe-url';
import { sortShops } from '../../src/lib/sorting';
import { categoryById } from '../../src/stores/category';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { ShopGrid, ShopGridSkeleton } from '../../src/ui/shop-grid';
import { Skeleton } from '../../src/ui/skeleton';
import { ResourceState } from '../../src/ui/status-message';
import { useMemo } from 'react';
import { TEXTS } from './texts';
import { iconArrowLeft } from '../../src/ui/icons/arrow-left';

/** The category island (props `{ id }`): the category's name and its shops, most popular first. */
export default function Category({ id }: { id: number | string }) {
  const $category = categoryById(Number(id));
  const resource = useStore($category);
  const { data: category, error } = resource;
  const shops = useMemo(() => sortShops(category?.shops ?? [], 'popular'), [category]);
  const image = imageUrl(category?.image);

  return (
    <div className="cb-category">
      <Link href="/shops?tab=categories" className="cb-category__back">
        <Icon icon={iconArrowLeft} size={18} /> {TEXTS.back}
      </Link>
      {category && (
        <div className="cb-category__head">
          {image && <img src={image} alt="" width={56} height={56} />}
          <div>
            <h1 className="cb-page__title cb-category__title">{category.name}</h1>
            <p className="cb-hint">{TEXTS.count(shops.length)}</p>
          </div>
        </div>
      )}
      {/* A 404 is an answer: no such category, and a retry would not change it. */}
      <ResourceState
        resource={resource}
        reload={$category.reload}
        loading={<><Skeleton count={1} label={TEXTS.loading} /><ShopGridSkeleton /></>}
        loaded={!!category || error?.status === 404}
        blank={!shops.length}
        empty={category ? TEXTS.empty : TEXTS.notFound}
      >
        {(loaded) => loaded && <ShopGrid shops={shops} label={loaded.name} />}
      </ResourceState>
    </div>
  );
}
