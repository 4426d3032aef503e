import type { ReactNode } from 'react';
import { Icon } from '../../../src/ui/icon';
import { iconArrowDown } from '../../../src/ui/icons/arrow-down';

/**
 * One rule block that opens and closes. A native details/summary: focusable,
 * toggled by Enter and Space, announced as expanded or collapsed, no script.
 */
export function RuleAccordion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="cb-accordion">
      <summary className="cb-accordion__head">
        {title}
        <Icon icon={iconArrowDown} size={20} className="cb-accordion__chevron" />
      </summary>
      <div className="cb-accordion__body">{children}</div>
    </details>
  );
}
