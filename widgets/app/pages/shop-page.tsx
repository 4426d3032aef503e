import { Island } from '../../../src/runtime/island';
import { Skeleton } from '../../../src/ui/skeleton';

/** `/shops/{id}`: the shop island for the id in the path. */
export default function ShopPage({ id }: { id?: string }) {
  return (
    <div className="cb-page cb-container">
      <Island
        name="shop"
        props={{ id: id ?? '' }}
        fallback={<div className="cb-shop-page-skeleton"><Skeleton variant="block" count={3} /></div>}
      />
    </div>
  );
}
