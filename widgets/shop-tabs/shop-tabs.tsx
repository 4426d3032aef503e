import { Suspense, useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useIslandId } from '../../src/runtime/island-context';
import { lazyComponent } from '../../src/runtime/lazy-component';
import { Link } from '../../src/ui/link';
import { Skeleton } from '../../src/ui/skeleton';
import { LoadFailed } from '../../src/ui/status-message';
import { TEXTS } from './texts';
import { FavoritesPanel, SortedShopsPanel } from './panels';

// Chosen by a click (or a link with ?tab=categories): not on the home page's first load.
const CategoriesPanel = lazyComponent(() => import('./categories-panel'), { fallback: LoadFailed, what: 'the categories' });

export const TABS = ['popular', 'favorite', 'categories', 'greatest'] as const;
export type Tab = (typeof TABS)[number];

/** The tab a `?tab=` value or a prop names, or null. */
export const asTab = (value: unknown): Tab | null => (TABS.includes(value as Tab) ? (value as Tab) : null);

interface Props {
  /** The tab shown when the URL has no `tab` parameter; 'popular' by default. */
  tab?: string;
  /** Show at most this many shops (the home page shows 12); all when absent. */
  limit?: number;
}

/**
 * The shop tabs (spec 'Shop tabs'): the tab comes from the `tab` query
 * parameter, and choosing one pushes it to the URL, so back and forward
 * restore it. 'Всі магазини' leads to /shops from anywhere else.
 */
export default function ShopTabs({ tab: initial, limit }: Props) {
  const [params, setParams] = useSearchParams();
  const [path] = useLocation();
  const tab = asTab(params.get('tab')) ?? asTab(initial) ?? 'popular';
  const id = useIslandId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const max = Number(limit) > 0 ? Number(limit) : undefined;

  const select = (next: Tab) => {
    if (next === tab) return;
    setParams((search) => {
      search.set('tab', next);
      return search;
    });
  };

  // Arrow keys, Home and End move between tabs and choose them (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length] as Tab;
    select(next);
    tabs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <div className="cb-shop-tabs">
      <div className="cb-shop-tabs__list" role="tablist" aria-label={TEXTS.label} onKeyDown={onKeyDown}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => { tabs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            className="cb-shop-tabs__tab"
            aria-selected={name === tab}
            aria-controls={name === tab ? `${id}-panel` : undefined}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => select(name)}
          >
            {TEXTS.tabs[name]}
          </button>
        ))}
      </div>
      <div className="cb-shop-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'favorite' ? (
          <FavoritesPanel limit={max} />
        ) : tab === 'categories' ? (
          // The panel's own loading state while its chunk comes: nothing shifts.
          <Suspense fallback={<Skeleton variant="block" count={4} label={TEXTS.loadingCategories} />}>
            <CategoriesPanel texts={TEXTS} />
          </Suspense>
        ) : (
          <SortedShopsPanel key={tab} order={tab} limit={max} />
        )}
      </div>
      {path !== '/shops' && (
        <Link href={tab === 'popular' ? '/shops' : `/shops?tab=${tab}`} className="cb-btn cb-btn--ghost cb-shop-tabs__all">
          {TEXTS.all}
        </Link>
      )}
    </div>
  );
}
