import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import type { PopupState } from './search-popup';
import { lazyPart } from './lazy-part';
import { texts } from './texts';
import { iconClose } from '../../src/ui/icons/close';
import { iconSearch } from '../../src/ui/icons/search';

// The results, the matching and the lists come in their own chunk, when first needed.
const { Part: SearchPopup, preload } = lazyPart(
  () => import('./search-popup'),
  ({ open }) => (open ? <div className="cb-search__popup"><p className="cb-search__note">{texts.loadFailed}</p></div> : null),
  'the search',
);

interface Props {
  /** Called after a result was chosen (the mobile menu closes). */
  onNavigate?: () => void;
  className?: string;
}

/** The header's combobox over shops and categories, 6 results per group at most. */
export function SearchBox({ onNavigate, className }: Props) {
  const id = useIslandId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [popup, setPopup] = useState<{ state: PopupState; count: number }>({ state: 'loading', count: 0 });

  // Every keystroke searches: over 10,000 shops that takes a few ms (`npm run bench`).
  useEffect(() => setActive(-1), [query]);

  const engaged = focused || query !== '';
  const open = focused && !dismissed && query.trim() !== '';
  const expanded = open && popup.count > 0;
  const optionId = (i: number) => `${id}-o${i}`;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // The same state again (most keystrokes: 6 and 6 results) renders nothing again.
  const onState = useCallback(
    (state: PopupState, count: number) => setPopup((now) => (now.state === state && now.count === count ? now : { state, count })),
    [],
  );
  const choose = useCallback(() => {
    setQuery('');
    setActive(-1);
    input.current?.blur();
    setFocused(false);
    onNavigate?.();
  }, [onNavigate]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = expanded ? popup.count : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setDismissed(false);
      if (!n) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (n) document.getElementById(optionId(Math.max(active, 0)))?.click();
    } else if (event.key === 'Escape') {
      if (open) {
        event.stopPropagation();
        setDismissed(true);
        setActive(-1);
      } else if (query) {
        event.stopPropagation();
        setQuery('');
      }
    }
  };

  return (
    <form
      ref={form}
      role="search"
      className={className ? `cb-search ${className}` : 'cb-search'}
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!form.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label className="cb-visually-hidden" htmlFor={`${id}-q`}>{texts.searchLabel}</label>
      <Icon icon={iconSearch} size={18} className="cb-search__icon" />
      <input
        ref={input}
        id={`${id}-q`}
        className="cb-search__input"
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={texts.searchPlaceholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onPointerEnter={preload}
        onKeyDown={onKeyDown}
      />
      {query && (
        <button
          type="button"
          className="cb-search__clear"
          aria-label={texts.clearSearch}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setQuery('');
            input.current?.focus();
          }}
        >
          <Icon icon={iconClose} size={16} />
        </button>
      )}
      {engaged && (
        <Suspense fallback={open ? <div className="cb-search__popup"><p className="cb-search__note">{texts.loading}</p></div> : null}>
          <SearchPopup query={query} open={open} active={active} id={id} onState={onState} onChoose={choose} />
        </Suspense>
      )}
    </form>
  );
}
