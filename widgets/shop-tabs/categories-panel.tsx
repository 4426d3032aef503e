import { useStore } from '@nanostores/react';
import { imageUrl } from '../../src/lib/safe-url';
import { $categories } from '../../src/stores/categories';
import { Link } from '../../src/ui/link';
import { ResourceState } from '../../src/ui/status-message';
import { Skeleton } from '../../src/ui/skeleton';
import type { TEXTS } from './texts';

// Its own chunk (shop-tabs.tsx loads it): the home page opens on 'Популярні'. The
// island's strings come as a prop, so texts.ts stays in the island's own chunk.

/** The category's picture, or its first letter when the API sent none or an unsafe URL. */
function CategoryImage({ image, name }: { image: unknown; name: string }) {
  const src = imageUrl(image);
  return src
    ? <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" />
    : <span className="cb-category-card__letter" aria-hidden="true">{name.slice(0, 1)}</span>;
}

/** 'Категорії': a card per category, each to its page. */
export default function CategoriesPanel({ texts }: { texts: typeof TEXTS }) {
  return (
    <ResourceState
      resource={useStore($categories)}
      reload={$categories.reload}
      empty={texts.noCategories}
      loading={<Skeleton variant="block" count={4} label={texts.loadingCategories} />}
    >
      {(categories) => (
        <ul className="cb-category-grid" aria-label={texts.tabs.categories}>
          {categories.map(({ id, name, image }) => (
            <li key={id}>
              <Link href={`/shops/category/${id}`} className="cb-category-card">
                <CategoryImage image={image} name={name} />
                <span className="cb-category-card__name">{name}</span>
                <span className="cb-category-card__count">{texts.categoryShops}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ResourceState>
  );
}
