import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Shop } from '../api/types';
import { $favoriteIds } from '../stores/favorite-shops';
import { ShopCard } from './shop-card';
import { Skeleton } from './skeleton';
import { useIncremental } from './use-incremental';

export const SHOP_GRID_TEXTS = {
  more: 'Показати ще',
  shown: (shown: number, total: number) => `Показано ${shown} з ${total.toLocaleString('uk-UA')}`,
  loading: 'Завантажуємо магазини…',
};

interface GridProps {
  shops: readonly Shop[];
  /** Accessible name of the list. */
  label: string;
}

/**
 * Shop cards in a responsive grid, rendered a batch at a time (see
 * `useIncremental`: what is visible first, the rest of the batch after the
 * first paint; `aria-busy` until then), with a 'Показати ще' button while
 * more remain. Nothing follows the cards until the batch is complete, so
 * nothing below them is pushed down while they fill in.
 *
 * @example
 * <ShopGrid shops={sorted} label="Популярні" />
 */
export function ShopGrid({ shops, label }: GridProps) {
  const saved = useStore($favoriteIds);
  const [buttonFocused, setButtonFocused] = useState(false);
  const { shown, filling, more, sentinel } = useIncremental(shops.length, !buttonFocused);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef(-1);

  // After 'Показати ще' from the keyboard, focus goes to the first new card.
  useEffect(() => {
    const at = focusFrom.current;
    if (at < 0 || at >= shown) return;
    focusFrom.current = -1;
    list.current?.children[at]?.querySelector('a')?.focus();
  }, [shown]);

  const onMore = () => {
    focusFrom.current = shown;
    more();
  };

  // A card that leaves while focused (unsaved in 'Збережені') hands focus to
  // the card now in its place, so a keyboard user is not sent back to the top.
  const focused = useRef<{ id: number; at: number } | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest('li');
    const at = item ? [...event.currentTarget.children].indexOf(item) : -1;
    const shop = shops[at];
    focused.current = shop ? { id: shop.id, at } : null;
  };
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || document.activeElement !== document.body || shops.some((shop) => shop.id === was.id)) return;
    focused.current = null;
    const items = list.current?.children;
    const next = items?.[Math.min(was.at, items.length - 1)];
    next?.querySelector('button')?.focus();
  }, [shops]);

  return (
    <>
      <ul ref={list} className="cb-shop-grid" aria-label={label} aria-busy={filling || undefined} onFocus={onFocus}>
        {shops.slice(0, shown).map((shop) => (
          <ShopCard key={shop.id} shop={shop} saved={saved.has(shop.id)} />
        ))}
      </ul>
      {!filling && shown < shops.length && (
        <div ref={sentinel} className="cb-shop-grid__more">
          <p className="cb-hint" aria-live="polite">{SHOP_GRID_TEXTS.shown(shown, shops.length)}</p>
          <button
            type="button"
            className="cb-btn cb-btn--secondary"
            onClick={onMore}
            onFocus={() => setButtonFocused(true)}
            onBlur={() => setButtonFocused(false)}
          >
            {SHOP_GRID_TEXTS.more}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Card-shaped placeholders while shops load; `tabs` adds the row of the shop
 * tabs, for a page waiting for the shop-tabs island (no shift when it comes).
 */
export const ShopGridSkeleton = ({ count = 8, tabs = false }: { count?: number; tabs?: boolean }) => (
  <div className="cb-shop-skeleton">
    {tabs && (
      <div className="cb-shop-skeleton__tabs" aria-hidden="true">
        <span /><span /><span /><span />
      </div>
    )}
    <Skeleton variant="card" count={count} label={SHOP_GRID_TEXTS.loading} />
  </div>
);

// The first `limit` shops, all without one. `limit` may come from a placeholder's JSON as a string: slice reads "12" as 12.
export const upTo = (shops: Shop[], limit?: number) => ((limit ?? 0) > 0 ? shops.slice(0, limit) : shops);
