import { Fragment } from 'react';
import { policy } from '../texts';
import { policyDate, policyIntro, policySections } from '../policy-text';

const EMAIL = 'support@povertai.ua';

/** A paragraph with the support address as a mail link. */
function Text({ children }: { children: string }) {
  const parts = children.split(EMAIL);
  return (
    <p>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <a href={`mailto:${EMAIL}`}>{EMAIL}</a>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

const anchor = (id: string) => `cb-policy-${id}`;

function Toc() {
  return (
    <ol className="cb-policy__toc-list">
      {policySections.map((s) => (
        <li key={s.id}><a href={`#${anchor(s.id)}`}>{s.title}</a></li>
      ))}
    </ol>
  );
}

/** /policy: the privacy policy, with a table of contents beside it on desktop. */
export default function PolicyPage() {
  return (
    <div className="cb-container cb-page cb-policy">
      <nav className="cb-policy__aside" aria-label={policy.toc}>
        <p className="cb-policy__toc-title">{policy.toc}</p>
        <Toc />
      </nav>
      <article className="cb-policy__doc">
        <h1 className="cb-page__title">{policy.title}</h1>
        <p className="cb-policy__date">{policyDate}</p>
        <p className="cb-policy__intro">{policyIntro}</p>
        <details className="cb-policy__toc-mobile">
          <summary>{policy.toc}</summary>
          <Toc />
        </details>
        {policySections.map((section, n) => (
          <section key={section.id} id={anchor(section.id)} className="cb-policy__section" aria-labelledby={`${anchor(section.id)}-h`}>
            <h2 id={`${anchor(section.id)}-h`}>{n + 1}. {section.title}</h2>
            {section.blocks.map((block, i) =>
              typeof block === 'string'
                ? <Text key={i}>{block}</Text>
                : <ul key={i}>{block.map((item, j) => <li key={j}>{item}</li>)}</ul>,
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
