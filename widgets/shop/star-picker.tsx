import { useState, type PointerEvent } from 'react';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import { TEXTS } from './texts';
import { iconStar } from '../../src/ui/icons/star';

const STARS = [1, 2, 3, 4, 5];

interface Props {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}

/**
 * A 1–5 rating as a native radio group: arrow keys move the choice, each
 * star is read as '5 зірок' and so on; a mouse hovering previews a rating.
 * A finger's tap does not: its pointer enters too, and the preview's render
 * would come before the tap's own, for nothing.
 */
export function StarPicker({ value, onChange, disabled }: Props) {
  const name = useIslandId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const preview = (n: number) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHover(n);
  };
  return (
    <fieldset className="cb-star-picker" disabled={disabled} onPointerLeave={() => setHover(0)}>
      <legend className="cb-label">{TEXTS.yourRating}</legend>
      <div className="cb-star-picker__stars">
        {STARS.map((n) => (
          <label key={n} className={n <= shown ? 'cb-star-picker__star cb-star-picker__star--on' : 'cb-star-picker__star'} onPointerEnter={preview(n)}>
            <input
              type="radio"
              className="cb-visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <Icon icon={iconStar} size={30} />
            <span className="cb-visually-hidden">{TEXTS.star(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
