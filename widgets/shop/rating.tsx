import { iconStarLight } from '../../src/ui/icons/star-light';

/** How much of the five stars `value` (0–5, fractions too) fills, in percent (0–100). */
export const ratingPercent = (value: number): number => Math.max(0, Math.min(5, Number(value) || 0)) * 20;

/** The five stars as one path, a glyph (24 units) apart: the glyph moves once, to its start, and draws the rest relatively. */
const ROW = [0, 1, 2, 3, 4].map((n) => iconStarLight.replace(/^M[\d.]+/, (move) => `M${Number(move.slice(1)) + 24 * n}`)).join('');

/**
 * Five stars filled to `value` (0–5, fractions too), read out as `label`. The
 * filled stars are clipped by a nested svg's viewport, whose width is an
 * attribute: no style attribute, which a nonce-based CSP refuses in HTML the
 * server writes, and no presentation attribute either: every engine ignores a
 * CSS width on a nested svg, so no host rule can change the share filled.
 */
export function Rating({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  return (
    <svg className="cb-rating" role="img" aria-label={label} width={size * 5} height={size} viewBox="0 0 120 24">
      <path className="cb-rating__base" d={ROW} />
      <svg className="cb-rating__fill" width={`${ratingPercent(value)}%`} aria-hidden="true"><path d={ROW} /></svg>
    </svg>
  );
}
