import { useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $questions } from '../../src/stores/questions';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import { Skeleton } from '../../src/ui/skeleton';
import { ResourceState } from '../../src/ui/status-message';
import { texts } from './texts';
import { iconArrowDown } from '../../src/ui/icons/arrow-down';

interface Props {
  /** The heading above the questions; an empty string leaves it out. */
  title?: string;
}

/** Plain text as paragraphs: blank lines split them, single line breaks stay. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

// WAI-ARIA accordion pattern: arrows, Home and End move between the questions.
// https://www.w3.org/WAI/ARIA/apg/patterns/accordion/
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.cb-faq__q')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

/** The FAQ (`GET /api/questions/`) as an accordion; several answers may be open at once. */
export default function Faq({ title = texts.title }: Props) {
  const questions = useStore($questions);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const id = useIslandId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  return (
    <section className="cb-faq" aria-labelledby={title ? `${id}-title` : undefined}>
      {title && <h2 id={`${id}-title`} className="cb-section__title">{title}</h2>}
      <ResourceState
        resource={questions}
        reload={$questions.reload}
        loading={<Skeleton count={5} label={texts.loading} />}
        empty={texts.empty}
        failed={texts.failed}
      >
        {(data) => (
          <div className="cb-faq__list" onKeyDown={moveFocus}>
            {data.map((q, i) => {
              const expanded = open.has(i);
              return (
                <div key={q.id ?? i} className={expanded ? 'cb-faq__item cb-faq__item--open' : 'cb-faq__item'}>
                  <h3 className="cb-faq__h">
                    <button
                      type="button"
                      className="cb-faq__q"
                      id={`${id}-q${i}`}
                      aria-expanded={expanded}
                      aria-controls={`${id}-a${i}`}
                      onClick={() => toggle(i)}
                    >
                      <span>{q.name}</span>
                      <Icon icon={iconArrowDown} className="cb-faq__chevron" />
                    </button>
                  </h3>
                  <div className="cb-faq__a" id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} hidden={!expanded}>
                    {paragraphs(q.description).map((p, j) => <p key={j}>{p}</p>)}
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </ResourceState>
    </section>
  );
}
