import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $shops } from '../../src/stores/shops';
import { $categories } from '../../src/stores/categories';
import { isPrepared, prepareInSlices } from '../../src/lib/search/prepare';
import { searchCatalog, SEARCH_LIMIT, type Hit, type SearchResult } from '../../src/lib/search/search';
import { imageUrl } from '../../src/lib/safe-url';
import type { Category, Shop } from '../../src/api/types';
import { followInApp } from '../../src/ui/link';
import { useAfterPaint } from '../../src/ui/use-after-paint';
import { texts } from './texts';
import { searchTexts } from './texts-search';

// Searched once the lists are indexed, so the first keystroke runs compiled code: one letter
// (names that start with it, have a word that does, or contain it) and «розетка» on the
// English layout with a letter changed (the other alphabet, the other layout, a typo).
const WARM_UP = ['a', 'hjpnnrf'];

export type PopupState = 'results' | 'loading' | 'empty' | 'error';

interface Props {
  /** What is typed. */
  query: string;
  /** Whether the results are shown; while false this keeps the lists loaded and the options laid out, hidden. */
  open: boolean;
  active: number;
  /** Id prefix of the listbox and its options. */
  id: string;
  /** Reports how many options are shown, for the combobox's keys. */
  onState: (state: PopupState, count: number) => void;
  /** A result was chosen. */
  onChoose: () => void;
}

/**
 * The search's results, loaded with its own chunk when the search is first
 * focused. Mounted only while the search is in use: subscribing here is what
 * loads the shop and category lists.
 */
export default function SearchPopup({ query, open, active, id, onState, onChoose }: Props) {
  const shops = useStore($shops);
  const categories = useStore($categories);
  const [warm, setWarm] = useState(false);
  const [, indexed] = useReducer((n: number) => n + 1, 0);

  // Index the names while the user is still reaching for the keys, not on the first keystroke:
  // a slice at a time, each its own background task, so a key waits for one slice at most. Not in
  // idle callbacks: the browser runs one per idle period (up to 50 ms apart), and 10,000 names'
  // slices and the warm-up took about 0.9 s that way at 4x CPU, past the first keys of a quick typist.
  useEffect(() => {
    if (!shops.data.length && !categories.data.length) return;
    let gone = false;
    // Never resolves once the popup is gone or the lists changed: that stops the work.
    const pause = () => new Promise<void>((resolve) => {
      const next = () => !gone && resolve();
      const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => unknown } }).scheduler;
      // Support: scheduler.postTask is missing in Safari and in Firefox before 142: a timer there.
      if (typeof scheduler?.postTask === 'function') scheduler.postTask(next, { priority: 'background' });
      else setTimeout(next, 0);
    });
    void (async () => {
      await pause();
      await prepareInSlices(shops.data, pause);
      await prepareInSlices(categories.data, pause);
      indexed();
      for (const query of WARM_UP) {
        searchCatalog(shops.data, categories.data, query);
        await pause();
      }
      setWarm(true);
    })();
    return () => {
      gone = true;
    };
  }, [shops.data, categories.data]);

  // A key typed before the names are read is not the task that reads them all (10,000 names: about
  // 150 ms at 4x CPU): the box shows it at once, 'Завантаження…' below, and the results once the slices are done.
  const ready = [shops.data, categories.data].every((list) => !list.length || isPrepared(list));

  // Once the names are read, a key's input event changes the box alone and its frame shows the letter;
  // the results for it, and the popup a first key opens, follow in a task after that frame. Searched
  // and drawn inside the input event, they were the larger part of its handlers, and their style and
  // layout ran twice: once forced by the editor placing the caret, once in the frame.
  const typed = useAfterPaint(query, ready && open);
  // From here on the popup shows what was searched.
  const visible = open && typed.trim() !== '';

  const groups = useMemo(
    () => (ready ? toGroups(searchCatalog(shops.data, categories.data, typed)) : []),
    [ready, shops.data, categories.data, typed],
  );
  // Until the first results, the first SEARCH_LIMIT of each list stand in for them, their logos
  // without a source (nothing to download; the listbox sets it on the same element after a key's frame).
  const stand = useMemo(() => {
    const first = <T extends Shop | Category>(list: readonly T[]) => list.slice(0, SEARCH_LIMIT).map((item) => ({ item, tier: 'prefix' as const, mark: [0, 1] as const }));
    return toGroups({ shops: first(shops.data), categories: first(categories.data) }).map((group) => ({
      ...group, options: group.options.map((option) => ({ ...option, image: option.image === null ? null : '' })),
    }));
  }, [shops.data, categories.data]);

  const count = groups.reduce((n, group) => n + group.options.length, 0);
  const lists = [shops, categories];
  const state: PopupState = count ? 'results'
    : !ready || lists.some((s) => (s.status === 'idle' || s.status === 'loading') && !s.data.length) ? 'loading'
    : lists.some((s) => s.status === 'error' && !s.data.length) ? 'error'
    : 'empty';
  useLayoutEffect(() => onState(state, count), [state, count, onState]);

  const retry = () => {
    for (const $list of [$shops, $categories]) if ($list.get().status === 'error') void $list.reload();
  };

  // The options stay drawn, hidden, while the box is focused and shows none: the first results
  // drawn cost fonts, styles and code the browser had not needed yet (a font's first use at a
  // size and weight is a round trip to the browser process), and a keystroke that fills in
  // options already there is cheaper than one that creates them.
  const shown = visible && state === 'results';
  const rows = shown || groups.length ? groups : stand;
  // The combobox renders again when `onState` reports the count: the same element lets that pass skip the options.
  const listbox = useMemo(
    () => <Listbox groups={rows} active={active} id={shown ? id : null} onChoose={onChoose} />,
    [rows, active, id, shown, onChoose],
  );

  return (
    <>
      {(visible || warm) && (
        // Keeps the focus in the input while the pointer picks a result.
        <div
          className={visible ? 'cb-search__popup' : 'cb-search__popup cb-search__hidden'}
          aria-hidden={visible ? undefined : true}
          onMouseDown={(event) => event.preventDefault()}
        >
          {(shown || (!visible && rows.length > 0)) && listbox}
          {visible && state === 'loading' && <p className="cb-search__note">{texts.loading}</p>}
          {visible && state === 'empty' && <p className="cb-search__note">{searchTexts.notFound}</p>}
          {visible && state === 'error' && (
            <p className="cb-search__note">
              {texts.loadFailed}{' '}
              <button type="button" className="cb-search__retry" onClick={retry}>{texts.retry}</button>
            </p>
          )}
        </div>
      )}
      <div role="status" className="cb-visually-hidden">
        {visible && state === 'results' ? searchTexts.found(count) : visible && state === 'empty' ? searchTexts.notFound : ''}
      </div>
    </>
  );
}

/** `image` null: a blank tile; '' (hidden, see `stand`): an <img> with no source yet. */
interface Option { key: string; href: string; name: string; mark: Hit<unknown>['mark']; image: string | null; percent?: number }
interface Group { key: string; label: string; options: Option[] }

/** What the options show: both groups of `searchCatalog`, the empty ones left out. */
function toGroups(found: SearchResult<Shop, Category>): Group[] {
  return [
    { key: 'shops', label: searchTexts.groupShops, options: found.shops.map(({ item: s, mark }) => ({
      key: `s${s.id}`, href: `/shops/${s.id}`, name: s.name, mark, image: imageUrl(s.image), percent: s.cashback_percent as number | undefined,
    })) },
    { key: 'categories', label: searchTexts.groupCategories, options: found.categories.map(({ item: c, mark }) => ({
      key: `c${c.id}`, href: `/shops/category/${c.id}`, name: c.name, mark, image: imageUrl(c.image),
    })) },
  ].filter((group) => group.options.length > 0);
}

/**
 * The options, grouped; `active` is the one the arrow keys reached. Without
 * an `id` they are drawn with no roles, hidden (see `SearchPopup`). Options
 * are keyed by place, so the next query fills in the same elements. Each is a
 * plain element (one click handler for them all, one pass over the logos):
 * a keystroke renders no component per option.
 */
function Listbox({ groups, active, id, onChoose }: { groups: Group[]; active: number; id: string | null; onChoose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const aria = id !== null;
  // Option ids and `active` count through both groups.
  const firstIndex = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.options.length, 0));

  // The logos are SVG, and one already in the cache (the shop cards show them) is drawn on the
  // main thread in the frame its source is set in: about half of that frame's paint in a trace.
  // So an option's logo comes after the frame that shows its name (Preact runs effects after the
  // paint; React runs those of a key's update before it). Until then the tile is blank, not the
  // previous option's logo. An empty `data-src` (hidden, see `stand`): no source yet.
  useLayoutEffect(() => {
    for (const img of logos(root.current)) if (img.getAttribute('src') !== img.dataset.src) img.removeAttribute('src');
  });
  useEffect(() => {
    for (const img of logos(root.current)) if (img.dataset.src && img.getAttribute('src') !== img.dataset.src) img.src = img.dataset.src;
  });

  const choose = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as Element).closest?.('a.cb-search__option');
    if (!option) return;
    onChoose();
    followInApp(event, option.getAttribute('href') ?? '');
  };

  return (
    <div ref={root} role={aria ? 'listbox' : undefined} id={aria ? `${id}-list` : undefined} aria-label={aria ? texts.searchLabel : undefined} onClick={choose}>
      {groups.map((group, g) => (
        <div key={group.key} role={aria ? 'group' : undefined} aria-labelledby={aria ? `${id}-${group.key}` : undefined}>
          <div role={aria ? 'presentation' : undefined} id={aria ? `${id}-${group.key}` : undefined} className="cb-search__group">{group.label}</div>
          {group.options.map((option, k) => {
            const n = (firstIndex[g] as number) + k;
            return row(option, k, aria ? `${id}-o${n}` : undefined, aria ? n === active : undefined);
          })}
        </div>
      ))}
    </div>
  );
}

const logos = (root: HTMLElement | null) => root?.querySelectorAll<HTMLImageElement>('img.cb-search__logo') ?? [];

/** An option: its logo, its name with the matched part marked, and its cashback. */
function row({ href, name, mark: [from, to], image, percent }: Option, key: number, id: string | undefined, selected: boolean | undefined) {
  return (
    <a key={key} id={id} role={id ? 'option' : undefined} aria-selected={selected} tabIndex={-1} href={href} className="cb-search__option">
      {image !== null
        ? <img className="cb-search__logo" data-src={image} alt="" width={32} height={32} loading="lazy" decoding="async" />
        : <span className="cb-search__logo" aria-hidden="true" />}
      <span className="cb-search__name">
        {to > from ? <>{name.slice(0, from)}<mark className="cb-search__mark">{name.slice(from, to)}</mark>{name.slice(to)}</> : name}
      </span>
      {percent !== undefined && <span className="cb-search__percent">{searchTexts.cashbackUpTo(percent)}</span>}
    </a>
  );
}
