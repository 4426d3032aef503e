/** Generates partner shops with the fields of `Shop` in src/api/types.ts. */
import { createRandom, hashString } from './random.mjs';
import { shopIdentity } from './catalog.mjs';
import { plural } from '../plural.mjs';

/** What each category's shops sell, for descriptions (indexed by category id - 1). */
const OFFERS = [
  'смартфони, ноутбуки, телевізори та побутову техніку',
  'одяг, взуття й аксесуари для всієї родини',
  'косметику, парфуми та засоби догляду',
  'меблі, текстиль, інструменти та товари для саду',
  'іграшки, підгузки, дитячий одяг і все для школи',
  'готелі, квартири й турпакети в Україні та за кордоном',
  'продукти з доставкою додому за 2 години',
  'спортивний одяг, інвентар і туристичне спорядження',
  'корми, ласощі та аксесуари для домашніх улюбленців',
  'книжки українських і світових видавництв, настільні ігри та товари для творчості',
];

const EXCLUSIONS = [
  'подарункові сертифікати',
  'оплату частинами',
  'товари з позначкою «Суперціна»',
  'замовлення, оформлені з промокодом, якого немає на нашому сайті',
  'послуги доставки та встановлення',
];

const ACTIONS = ['Нове замовлення', 'Повторне замовлення', 'Замовлення в мобільному застосунку'];

function describe(name, link, categoryId, pendingDays, random) {
  const first = random.pick(EXCLUSIONS);
  const second = EXCLUSIONS[(EXCLUSIONS.indexOf(first) + 1) % EXCLUSIONS.length];
  return [
    `<p><strong>${name}</strong> пропонує ${OFFERS[categoryId - 1]}.</p>`,
    `<p>Кешбек зараховується на баланс у статусі «очікує» і стає доступним через <strong>${pendingDays} ${plural(pendingDays, 'день', 'дні', 'днів')}</strong> після підтвердження замовлення магазином.</p>`,
    `<ul><li>Перейдіть до магазину з нашого сайту й не відкривайте інші кешбек-сервіси.</li><li>Кешбек не нараховується на ${first}.</li><li>Кешбек не нараховується на ${second}.</li></ul>`,
    `<p>Повні умови акцій читайте на <a href="${link}">сайті магазину</a>.</p>`,
  ].join('');
}

/** One shop; its values depend only on its id, so shop 7 is the same whatever the count. */
export function createShop(index) {
  const id = index + 1;
  const { name, domain, categoryId } = shopIdentity(index);
  const random = createRandom(hashString(`shop-${id}`));
  const cashbackPercent = Math.round((1 + random.next() * 14) * 2) / 2;
  const pendingPayment = random.int(7, 60);
  const link = `https://${domain}`;
  const actionCount = random.int(1, 3);
  return {
    id,
    name,
    image: `/demo-assets/logos/${id}.svg`,
    link,
    description: describe(name, link, categoryId, pendingPayment, random),
    cashback_percent: cashbackPercent,
    is_sale: random.next() < 0.2,
    avg_stars: Math.round((3 + random.next() * 2) * 10) / 10,
    pending_payment: pendingPayment,
    users_actions: ACTIONS.slice(0, actionCount).map((action, i) => ({
      name: action,
      rev: Math.max(0.5, Math.round((cashbackPercent - i * 2) * 2) / 2),
    })),
    categoryId,
  };
}

/** @param {number} count */
export const createShops = (count) => Array.from({ length: count }, (_, i) => createShop(i));
