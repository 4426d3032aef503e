import { Island } from '../../../src/runtime/island';
import { useIslandId } from '../../../src/runtime/island-context';
import { isAuthenticated } from '../../../src/stores/auth';
import { ShopGridSkeleton } from '../../../src/ui/shop-grid';
import { Skeleton } from '../../../src/ui/skeleton';

// The page's own strings (widgets/app/texts.ts belongs to the other pages).
const TEXTS = {
  title: 'Кешбек з покупок в українських магазинах',
  shops: 'Магазини з кешбеком',
  loading: 'Завантаження…',
};

/**
 * `/`: the poster slider for a user (the sign-up teaser for a guest), then
 * the shop tabs, the referral banner and the loyalty statuses. Every part is
 * an island of its own; each fallback keeps the space its island will take,
 * and the two below the fold load when they come near the viewport.
 */
export default function HomePage() {
  const user = isAuthenticated();
  const shopsId = useIslandId();
  const placeholder = (className: string) => (
    <div className={`${className} cb-skeleton__item`} role="status" aria-label={TEXTS.loading} />
  );
  return (
    <div className="cb-home">
      <div className="cb-section">
        <div className="cb-container">
          {user ? (
            <>
              <h1 className="cb-visually-hidden">{TEXTS.title}</h1>
              <Island name="slider" fallback={placeholder('cb-slider__placeholder')} />
            </>
          ) : (
            <Island name="signup-teaser" fallback={placeholder('cb-teaser__placeholder')} />
          )}
        </div>
      </div>
      <section className="cb-section" aria-labelledby={shopsId}>
        <div className="cb-container">
          <h2 className="cb-section__title" id={shopsId}>{TEXTS.shops}</h2>
          <Island name="shop-tabs" props={{ limit: 12 }} fallback={<ShopGridSkeleton />} />
        </div>
      </section>
      <div className="cb-section">
        <div className="cb-container">
          <Island name="referral-banner" load="visible" fallback={<Skeleton variant="block" count={1} label={TEXTS.loading} />} />
        </div>
      </div>
      <div className="cb-section">
        <div className="cb-container">
          <Island name="loyalty-statuses" load="visible" fallback={<Skeleton variant="block" count={2} label={TEXTS.loading} />} />
        </div>
      </div>
    </div>
  );
}
