import { Island } from '../../../src/runtime/island';
import { ShopGridSkeleton } from '../../../src/ui/shop-grid';
import { shops as TEXTS } from '../texts';

/** `/shops`: every shop, in the shop tabs. */
export default function ShopsPage() {
  return (
    <div className="cb-page cb-container cb-shops-page">
      <h1 className="cb-page__title">{TEXTS.title}</h1>
      <p className="cb-shops-page__lead">{TEXTS.lead}</p>
      <Island name="shop-tabs" fallback={<ShopGridSkeleton tabs />} />
    </div>
  );
}
