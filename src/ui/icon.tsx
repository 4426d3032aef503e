import { iconData, type IconName } from './icon-data';

interface Props {
  name: IconName | (string & {});
  /** Pixel size of the square glyph. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** An SVG glyph from the icon set of spec section 9. Unknown names: a console error only. */
export function Icon({ name, size = 20, label, className }: Props) {
  const d: string | undefined = (iconData as Record<string, string>)[name];
  if (d === undefined) {
    console.error(`[cashback] unknown icon "${name}"`);
    return null;
  }
  const filled = d.startsWith('F');
  return (
    <svg
      className={className ? `cb-icon ${className}` : 'cb-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={filled ? d.slice(1) : d} />
    </svg>
  );
}
