import { memo, Suspense, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useIslandId } from '../../src/runtime/island-context';
import { lazyComponent } from '../../src/runtime/lazy-component';
import { isAuthenticated } from '../../src/stores/auth';
import { Link } from '../../src/ui/link';
import { ShopGridSkeleton } from '../../src/ui/shop-grid';
import { Skeleton } from '../../src/ui/skeleton';
import { useAfterPaint } from '../../src/ui/use-after-paint';
import { LoadFailed } from '../../src/ui/status-message';
import { TEXTS } from './texts';
import { SortedShopsPanel } from './panels';

// Chosen by a click (or a link with ?tab=categories or ?tab=favorite): not on the home page's first load.
const CategoriesPanel = lazyComponent(() => import('./categories-panel'), { fallback: LoadFailed, what: 'the categories' });
const FavoritesPanel = lazyComponent(() => import('./favorites-panel'), { fallback: LoadFailed, what: 'the saved shops' });

const TABS = ['popular', 'favorite', 'categories', 'greatest'] as const;
type Tab = (typeof TABS)[number];

/** The tab a `?tab=` value or a prop names, or null. */
const asTab = (value: unknown): Tab | null => (TABS.includes(value as Tab) ? (value as Tab) : null);

interface Props {
  /** The tab shown when the URL has no `tab` parameter; 'popular' by default. */
  tab?: string;
  /** Show at most this many shops (the home page shows 12); all when absent. */
  limit?: number;
}

/**
 * One tab's content. Memoised on props that a tab switch leaves alone, so a
 * switch renders the chosen panel's content the first time only: the others
 * stay as they are (hidden), and showing one again is an attribute change.
 */
const TabContent = memo(function TabContent({ name, limit }: { name: Tab; limit?: number }) {
  if (name === 'favorite') {
    return (
      // While its chunk comes: a user's saved shops' own loading state, a guest's a block where the invitation goes.
      <Suspense fallback={isAuthenticated() ? <ShopGridSkeleton /> : <Skeleton variant="block" count={1} />}>
        <FavoritesPanel texts={TEXTS} limit={limit} />
      </Suspense>
    );
  }
  if (name === 'categories') {
    return (
      // The panel's own loading state while its chunk comes: nothing shifts.
      <Suspense fallback={<Skeleton variant="block" count={4} label={TEXTS.loadingCategories} />}>
        <CategoriesPanel texts={TEXTS} />
      </Suspense>
    );
  }
  return <SortedShopsPanel order={name} limit={limit} />;
});

/**
 * The shop tabs (spec 'Shop tabs'): the tab comes from the `tab` query
 * parameter, and choosing one pushes it to the URL, so back and forward
 * restore it. 'Всі магазини' leads to /shops from anywhere else. A tab's
 * panel is made when the tab is first chosen and then kept, hidden while
 * another is chosen (WAI-ARIA tabs: one tabpanel per tab).
 */
export default function ShopTabs({ tab: initial, limit }: Props) {
  const [params, setParams] = useSearchParams();
  const [path] = useLocation();
  const tab = asTab(params.get('tab')) ?? asTab(initial) ?? 'popular';
  const id = useIslandId();
  // The chosen tab answers in the tap's own frame; its panel follows once that frame has painted
  // (a first panel's cards, or even a kept one shown again, are most of a switch's style, layout and paint).
  // The tab in the Tab key's order (roving tabindex) follows with it: changing the focused tab's
  // tabindex makes Chromium restyle the page at once.
  const shown = useAfterPaint(tab);
  // The panels shown so far, each kept once made. Set while rendering, so
  // this render starts over at once with it (react.dev/reference/react/useState#storing-information-from-previous-renders).
  const [panels, setPanels] = useState([shown]);
  if (!panels.includes(shown)) setPanels([...panels, shown]);

  const select = (next: Tab) => {
    if (next === tab) return;
    setParams((search) => {
      search.set('tab', next);
      return search;
    });
  };

  // Arrow keys, Home and End move between tabs and choose them (WAI-ARIA tabs pattern); Space
  // chooses the focused one, as on a button (Enter clicks the link by itself).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ') {
      event.preventDefault(); // not the page's scroll
      (event.target as HTMLElement).click();
      return;
    }
    const at = TABS.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + TABS.length) % TABS.length;
    select(TABS[next] as Tab);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="cb-shop-tabs">
      <div className="cb-shop-tabs__list" role="tablist" aria-label={TEXTS.label} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          // A link to the tab's own page: before the island wakes, and without JavaScript, it
          // opens that tab (the host serves its HTML); awake, the island switches in place.
          <a
            key={name}
            href={`?tab=${name}`}
            role="tab"
            id={`${id}-${name}`}
            className="cb-shop-tabs__tab"
            aria-selected={name === tab}
            aria-controls={panels.includes(name) ? `${id}-panel-${name}` : undefined}
            tabIndex={name === shown ? 0 : -1}
            onClick={(event) => {
              // A new tab or window (Ctrl, Cmd, Shift) is the browser's to open.
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              select(name);
            }}
            // The saved shops' chunk starts on the way to a click or a key.
            onPointerEnter={name === 'favorite' ? FavoritesPanel.preload : undefined}
            onFocus={name === 'favorite' ? FavoritesPanel.preload : undefined}
          >
            {TEXTS.tabs[name]}
          </a>
        ))}
      </div>
      {panels.map((name) => (
        <div
          key={name}
          className="cb-shop-tabs__panel"
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-${name}`}
          hidden={name !== shown}
        >
          <TabContent name={name} limit={limit} />
        </div>
      ))}
      {path !== '/shops' && (
        <Link href={tab === 'popular' ? '/shops' : `/shops?tab=${tab}`} className="cb-btn cb-btn--ghost cb-shop-tabs__all">
          {TEXTS.all}
        </Link>
      )}
    </div>
  );
}
