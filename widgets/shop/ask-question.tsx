import { useState } from 'react';
import { Icon } from '../../src/ui/icon';
import { Modal } from '../../src/ui/modal';
import { SUPPORT_LINKS, TEXTS } from './texts';
import { iconArrowRight } from '../../src/ui/icons/arrow-right';
import { iconChat } from '../../src/ui/icons/chat';
import { iconQuestion } from '../../src/ui/icons/question';

/** 'Задати питання': a modal with the support's messenger links. */
export function AskQuestion() {
  const [open, setOpen] = useState(false);
  return (
    <div className="cb-card cb-shop__question">
      <p className="cb-shop__question-title"><Icon icon={iconQuestion} size={20} /> {TEXTS.question}</p>
      <p className="cb-hint">{TEXTS.questionHint}</p>
      <button
        type="button"
        className="cb-btn cb-btn--secondary cb-btn--block"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.currentTarget.focus(); // a tap may not focus it; the modal gives focus back here
          setOpen(true);
        }}
      >
        <Icon icon={iconChat} size={18} /> {TEXTS.ask}
      </button>
      {open && (
        <Modal title={TEXTS.ask} onClose={() => setOpen(false)}>
          <p className="cb-support__lead">{TEXTS.askLead}</p>
          <ul className="cb-support">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.key}>
                <a className={`cb-support__link cb-support__link--${link.key}`} href={link.href} target={link.key === 'mail' ? undefined : '_blank'} rel="noopener noreferrer">
                  <span className="cb-support__icon"><Icon icon={link.icon} size={22} /></span>
                  <span className="cb-support__text">
                    <strong>{link.label}</strong>
                    <span className="cb-hint">{link.hint}</span>
                  </span>
                  <Icon icon={iconArrowRight} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </div>
  );
}
