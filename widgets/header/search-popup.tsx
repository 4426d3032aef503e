import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $shops } from '../../src/stores/shops';
import { $categories } from '../../src/stores/categories';
import { prepare } from '../../src/lib/search/prepare';
import { searchCatalog, type Hit } from '../../src/lib/search/search';
import { imageUrl } from '../../src/lib/safe-url';
import { Link } from '../../src/ui/link';
import { texts } from './texts';

// «розетка» on the English layout with a letter changed: reaches the typo path.
const WARM_UP = 'hjpnnrf';

export type PopupState = 'results' | 'loading' | 'empty' | 'error';

interface Props {
  /** What is typed. */
  query: string;
  /** Whether the results are shown; while false this only keeps the lists loaded. */
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

  // Index the names while the user is still reaching for the keys, not on the first keystroke.
  useEffect(() => {
    if (!shops.data.length && !categories.data.length) return;
    const build = () => {
      prepare(shops.data);
      prepare(categories.data);
      // One search down every path, so the first keystroke runs compiled code.
      searchCatalog(shops.data, categories.data, WARM_UP);
    };
    // Support: no requestIdleCallback in Safari.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(build, { timeout: 300 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(build, 30);
    return () => clearTimeout(timer);
  }, [shops.data, categories.data]);

  const groups = useMemo(() => {
    const found = searchCatalog(shops.data, categories.data, query);
    return [
      { key: 'shops', label: texts.groupShops, options: found.shops.map(({ item: s, mark }) => ({
        key: `s${s.id}`, href: `/shops/${s.id}`, name: s.name, mark, image: imageUrl(s.image), percent: s.cashback_percent as number | undefined,
      })) },
      { key: 'categories', label: texts.groupCategories, options: found.categories.map(({ item: c, mark }) => ({
        key: `c${c.id}`, href: `/shops/category/${c.id}`, name: c.name, mark, image: imageUrl(c.image), percent: undefined,
      })) },
    ].filter((group) => group.options.length > 0);
  }, [shops.data, categories.data, query]);

  const count = groups.reduce((n, group) => n + group.options.length, 0);
  const lists = [shops, categories];
  const state: PopupState = count ? 'results'
    : lists.some((s) => (s.status === 'idle' || s.status === 'loading') && !s.data.length) ? 'loading'
    : lists.some((s) => s.status === 'error' && !s.data.length) ? 'error'
    : 'empty';
  useLayoutEffect(() => onState(state, count), [state, count, onState]);

  const retry = () => {
    for (const $list of [$shops, $categories]) if ($list.get().status === 'error') void $list.reload();
  };

  let index = -1;
  return (
    <>
      {open && (
        // Keeps the focus in the input while the pointer picks a result.
        <div className="cb-search__popup" onMouseDown={(event) => event.preventDefault()}>
          {state === 'results' && (
            <div role="listbox" id={`${id}-list`} aria-label={texts.searchLabel}>
              {groups.map((group) => (
                <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
                  <div role="presentation" id={`${id}-${group.key}`} className="cb-search__group">{group.label}</div>
                  {group.options.map((option) => {
                    const i = ++index;
                    return (
                      <Link
                        key={option.key}
                        id={`${id}-o${i}`}
                        role="option"
                        aria-selected={i === active}
                        tabIndex={-1}
                        href={option.href}
                        className="cb-search__option"
                        onClick={onChoose}
                      >
                        {option.image
                          ? <img className="cb-search__logo" src={option.image} alt="" width={32} height={32} loading="lazy" />
                          : <span className="cb-search__logo" aria-hidden="true" />}
                        <span className="cb-search__name"><Marked name={option.name} mark={option.mark} /></span>
                        {option.percent !== undefined && (
                          <span className="cb-search__percent">{texts.cashbackUpTo(option.percent)}</span>
                        )}
                      </Link>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
          {state === 'loading' && <p className="cb-search__note">{texts.loading}</p>}
          {state === 'empty' && <p className="cb-search__note">{texts.notFound}</p>}
          {state === 'error' && (
            <p className="cb-search__note">
              {texts.loadFailed}{' '}
              <button type="button" className="cb-search__retry" onClick={retry}>{texts.retry}</button>
            </p>
          )}
        </div>
      )}
      <div role="status" className="cb-visually-hidden">
        {open && state === 'results' ? texts.found(count) : open && state === 'empty' ? texts.notFound : ''}
      </div>
    </>
  );
}

/** The name as the shop writes it, the part that matched the query in a `<mark>`. */
function Marked({ name, mark: [from, to] }: { name: string; mark: Hit<unknown>['mark'] }) {
  if (to <= from) return <>{name}</>;
  return <>{name.slice(0, from)}<mark className="cb-search__mark">{name.slice(from, to)}</mark>{name.slice(to)}</>;
}
