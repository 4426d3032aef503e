import { Icon } from '../../src/ui/icon';
import { iconStar } from '../../src/ui/icons/star';

const STARS = [1, 2, 3, 4, 5];

/** How much of the five stars `value` (0–5, fractions too) fills, in percent (0–100). */
export const ratingPercent = (value: number): number => Math.max(0, Math.min(5, Number(value) || 0)) * 20;

/** Five stars filled to `value` (0–5, fractions too), read out as `label`. */
export function Rating({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  const percent = ratingPercent(value);
  const row = STARS.map((n) => <Icon key={n} icon={iconStar} size={size} />);
  return (
    <span className="cb-rating" role="img" aria-label={label}>
      <span className="cb-rating__base">{row}</span>
      <span className="cb-rating__fill" style={{ width: `${percent}%` }}>{row}</span>
    </span>
  );
}
