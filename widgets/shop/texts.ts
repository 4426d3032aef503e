import { formatPercent } from '../../src/lib/percent';
import { iconMail } from '../../src/ui/icons/mail';
import { iconTelegram } from '../../src/ui/icons/telegram';
import { iconViber } from '../../src/ui/icons/viber';

let rules: Intl.PluralRules | undefined;
/** '1 день', '3 дні', '7 днів': Ukrainian plural forms by Intl. */
const count = (n: number, one: string, few: string, many: string) => {
  rules ??= new Intl.PluralRules('uk-UA');
  const form = rules.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};

/** Spec 9: cashback shows up as pending within 3 days. */
export const PENDING_APPEARS_DAYS = 3;

/** Support channels offered by 'Задати питання'. */
export const SUPPORT_LINKS = [
  { key: 'telegram', icon: iconTelegram, label: 'Telegram', hint: '@povertai_support_bot', href: 'https://t.me/povertai_support_bot' },
  { key: 'viber', icon: iconViber, label: 'Viber', hint: 'Повертай', href: 'viber://pa?chatURI=povertai' },
  { key: 'mail', icon: iconMail, label: 'E-mail', hint: 'support@povertai.ua', href: 'mailto:support@povertai.ua' },
] as const;

/** Every string of the shop island (spec 'Shop page'). */
export const TEXTS = {
  crumbs: 'Навігаційний ланцюжок',
  home: 'Головна',
  shops: 'Магазини',
  rate: (percent: number | string) => `до ${formatPercent(percent)}%`,
  cashback: 'Кешбек',
  sale: 'Кешбек збільшено',
  rating: (stars: number) => `Рейтинг ${formatPercent(stars)} з 5`,
  buy: 'Купити з кешбеком',
  newTab: '(відкриється в новій вкладці)',
  appears: 'Кешбек з’явиться',
  appearsValue: `до ${count(PENDING_APPEARS_DAYS, 'дня', 'днів', 'днів')}`,
  waiting: 'Очікування виплати',
  days: (n: number) => count(n, 'день', 'дні', 'днів'),
  about: 'Про магазин',
  noDescription: 'Магазин ще не додав опису.',
  conditions: 'Умови отримання кешбеку',
  conditionList: (days: number) => [
    'Переходьте до магазину кнопкою «Купити з кешбеком» і оформлюйте замовлення в тій самій вкладці.',
    'Вимкніть блокувальники реклами та не відкривайте інші кешбек-сервіси перед покупкою.',
    `Замовлення з’явиться в особистому кабінеті протягом ${count(PENDING_APPEARS_DAYS, 'дня', 'днів', 'днів')} зі статусом «очікує».`,
    `Через ${count(days, 'день', 'дні', 'днів')} після підтвердження магазином кешбек стане доступним для виведення.`,
    'Кешбек не нараховується на замовлення з промокодами сторонніх сайтів.',
  ],
  actions: 'Ставки кешбеку',
  question: 'Є питання щодо магазину?',
  questionHint: 'Підтримка відповідає щодня з 9:00 до 21:00.',
  ask: 'Задати питання',
  askLead: 'Напишіть нам у зручний месенджер або на пошту — розберемося з будь-яким замовленням.',
  reviews: 'Відгуки',
  noReviews: 'Поки що немає відгуків. Будьте першим, хто поділиться враженнями!',
  reviewStars: (n: number) => `Оцінка ${n} з 5`,
  form: 'Ваш відгук',
  yourRating: 'Ваша оцінка',
  star: (n: number) => count(n, 'зірка', 'зірки', 'зірок'),
  text: 'Текст відгуку',
  textHint: 'Що сподобалося, як швидко прийшов кешбек?',
  tooShort: 'Напишіть хоча б кілька слів (від 3 символів).',
  send: 'Надіслати відгук',
  sending: 'Надсилаємо…',
  sent: 'Дякуємо! Ваш відгук опубліковано.',
  sendFailed: 'Не вдалося надіслати відгук. Текст збережено — спробуйте ще раз.',
  guest: 'Щоб залишити відгук, увійдіть або зареєструйтеся.',
  login: 'Увійти',
  register: 'Зареєструватися',
  notFound: 'Магазин не знайдено',
  notFoundText: 'Можливо, він більше не співпрацює з нами або посилання застаріло.',
  toShops: 'До всіх магазинів',
  failed: 'Не вдалося завантажити магазин.',
  loading: 'Завантажуємо магазин…',
} as const;
