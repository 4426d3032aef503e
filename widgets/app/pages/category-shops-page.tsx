import { Island } from '../../../src/runtime/island';
import { ShopGridSkeleton } from '../../../src/ui/shop-grid';

/** `/shops/category/{id}`: the category island. */
export default function CategoryPage({ id }: { id?: string }) {
  return (
    <div className="cb-page cb-container">
      <Island name="category" props={{ id: Number(id) }} fallback={<ShopGridSkeleton />} />
    </div>
  );
}
