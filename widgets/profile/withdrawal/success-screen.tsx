import { useEffect, useRef } from 'react';
import { Icon } from '../../../src/ui/icon';
import { Link } from '../../../src/ui/link';
import { moneyTexts } from '../texts';
import { WithdrawalHistory } from './withdrawal-history';
import { iconCheck } from '../../../src/ui/icons/check';

const t = moneyTexts.success;

/** /user-profile/success-withdrawal: the spec's words, then the (fresh) history. */
export default function SuccessScreen() {
  const title = useRef<HTMLHeadingElement>(null);
  // The page changed without a load: move focus here so screen readers read the news.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="cb-money">
      <div className="cb-card cb-money-success">
        <span className="cb-money-success__icon" aria-hidden="true"><Icon icon={iconCheck} size={32} /></span>
        <h2 className="cb-money-success__title" ref={title} tabIndex={-1}>{t.title}</h2>
        <p className="cb-money-success__text">{t.text}</p>
        <Link className="cb-btn cb-btn--secondary" href="/user-profile/my-cashback">{t.back}</Link>
      </div>
      <WithdrawalHistory />
    </div>
  );
}
