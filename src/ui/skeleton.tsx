interface Props {
  /** How many placeholder rows or cards. */
  count?: number;
  variant?: 'line' | 'card' | 'block';
  label?: string;
  /** Nothing is loading yet (the section waits to be scrolled near): the shapes stand still. */
  still?: boolean;
}

/** Grey shimmering shapes while content loads; announced once to screen readers. */
export function Skeleton({ count = 3, variant = 'line', label = 'Завантаження…', still = false }: Props) {
  return (
    <div className={`cb-skeleton cb-skeleton--${variant}${still ? ' cb-skeleton--still' : ''}`} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="cb-skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
