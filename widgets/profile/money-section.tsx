import type { ReactNode } from 'react';
import { useIslandId } from '../../src/runtime/island-context';

/** A titled block of the money screens (history, orders, methods). */
export function MoneySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useIslandId();
  return (
    <section className="cb-money-section" aria-labelledby={`${id}-title`}>
      <h3 className="cb-money-section__title" id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}
