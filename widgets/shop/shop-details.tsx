import { useStore } from '@nanostores/react';
import type { Shop } from '../../src/api/types';
import { imageUrl, safeUrl } from '../../src/lib/safe-url';
import { formatPercent } from '../../src/lib/percent';
import { $categories } from '../../src/stores/categories';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { AskQuestion } from './ask-question';
import { Rating } from './rating';
import { Reviews } from './reviews';
import { ShopDescription } from './shop-description';
import { TEXTS } from './texts';
import { iconArrowRight } from '../../src/ui/icons/arrow-right';
import { iconCheck } from '../../src/ui/icons/check';
import { iconClock } from '../../src/ui/icons/clock';
import { iconWallet } from '../../src/ui/icons/wallet';

/** Everything the shop page shows once the shop has loaded. */
export function ShopDetails({ shop }: { shop: Shop }) {
  const { data: categories } = useStore($categories);
  const category = categories.find((candidate) => candidate.id === shop.categoryId);
  const image = imageUrl(shop.image);
  // Unlike React 19, Preact renders a `javascript:` href as it is: only http(s) links.
  const link = safeUrl(shop.link);
  const actions = shop.users_actions ?? [];

  return (
    <div className="cb-shop">
      <nav className="cb-crumbs" aria-label={TEXTS.crumbs}>
        <ol>
          <li><Link href="/">{TEXTS.home}</Link></li>
          <li><Link href="/shops">{TEXTS.shops}</Link></li>
          {category && <li><Link href={`/shops/category/${category.id}`}>{category.name}</Link></li>}
          <li aria-current="page">{shop.name}</li>
        </ol>
      </nav>

      <div className="cb-shop__layout">
        <header className="cb-card cb-shop__head">
          <span className="cb-shop__logo">
            {image ? <img src={image} alt={shop.name} width={96} height={96} /> : <span aria-hidden="true">{shop.name.slice(0, 1)}</span>}
          </span>
          <div className="cb-shop__intro">
            <h1 className="cb-shop__name">{shop.name}</h1>
            <p className="cb-shop__rating">
              <Rating value={shop.avg_stars} label={TEXTS.rating(shop.avg_stars)} />
              <span className="cb-shop__rating-value" aria-hidden="true">{formatPercent(shop.avg_stars)}</span>
            </p>
            {shop.is_sale && <span className="cb-badge cb-badge--sale">{TEXTS.sale}</span>}
          </div>
        </header>

        <aside className="cb-shop__side">
          <div className="cb-card cb-shop__offer">
            <p className="cb-shop__rate-label">{TEXTS.cashback}</p>
            <p className="cb-shop__rate">{TEXTS.rate(shop.cashback_percent)}</p>
            {link && (
              <a className="cb-btn cb-btn--primary cb-btn--block cb-shop__buy" href={link} target="_blank" rel="noopener noreferrer nofollow">
                {TEXTS.buy} <Icon icon={iconArrowRight} size={18} />
                <span className="cb-visually-hidden"> {TEXTS.newTab}</span>
              </a>
            )}
            <dl className="cb-shop__facts">
              <div>
                <dt><Icon icon={iconClock} size={18} /> {TEXTS.appears}</dt>
                <dd>{TEXTS.appearsValue}</dd>
              </div>
              <div>
                <dt><Icon icon={iconWallet} size={18} /> {TEXTS.waiting}</dt>
                <dd>{TEXTS.days(shop.pending_payment)}</dd>
              </div>
            </dl>
          </div>
          {actions.length > 0 && (
            <section className="cb-card cb-shop__actions">
              <h2 className="cb-shop__subtitle">{TEXTS.actions}</h2>
              <ul>
                {actions.map((action, i) => (
                  // The API's rows have no id and names may repeat: the position is the row's identity.
                  <li key={i}>{action.name}<span className="cb-visually-hidden"> — </span><strong>{formatPercent(action.rev)}%</strong></li>
                ))}
              </ul>
            </section>
          )}
          <AskQuestion />
        </aside>

        <div className="cb-shop__main">
          <section className="cb-card">
            <h2 className="cb-shop__subtitle">{TEXTS.about}</h2>
            <ShopDescription html={shop.description ?? ''} />
          </section>
          <section className="cb-card">
            <h2 className="cb-shop__subtitle">{TEXTS.conditions}</h2>
            <ul className="cb-shop__conditions">
              {TEXTS.conditionList(shop.pending_payment).map((line) => (
                <li key={line}><Icon icon={iconCheck} size={18} /> {line}</li>
              ))}
            </ul>
          </section>
          <Reviews shopId={shop.id} />
        </div>
      </div>
    </div>
  );
}
