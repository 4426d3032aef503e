interface Props {
  /** How many placeholder rows or cards. */
  count?: number;
  variant?: 'line' | 'card' | 'block';
  label?: string;
}

/** Grey shimmering shapes while content loads; announced once to screen readers. */
export function Skeleton({ count = 3, variant = 'line', label = 'Завантаження…' }: Props) {
  return (
    <div className={`cb-skeleton cb-skeleton--${variant}`} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="cb-skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
