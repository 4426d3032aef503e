import { iconArrowRight } from '../../src/ui/icons/arrow-right';
import { iconClock } from '../../src/ui/icons/clock';
import { iconShop } from '../../src/ui/icons/shop';
import { iconWallet } from '../../src/ui/icons/wallet';

// Texts of the public pages. The privacy policy's own text is in
// policy-text.ts, so the about page does not download it.

export const about = {
  eyebrow: 'Як це працює',
  title: 'Купуйте як завжди — отримуйте гроші назад',
  lead: 'Повертай повертає вам частину вартості покупок у сотнях українських інтернет-магазинів. Без прихованих умов і безкоштовно.',
  join: 'Зареєструватися',
  toShops: 'До магазинів',
  stepsTitle: 'Чотири кроки до кешбеку',
  step: 'Крок',
  steps: [
    { icon: iconShop, title: 'Оберіть магазин', text: 'Знайдіть магазин-партнер у каталозі та подивіться, скільки відсотків кешбеку він повертає.' },
    { icon: iconArrowRight, title: 'Купуйте за нашим посиланням', text: 'Перейдіть у магазин кнопкою «Купити з кешбеком» і оформіть замовлення як зазвичай — ціни ті самі.' },
    { icon: iconClock, title: 'Кешбек в очікуванні', text: 'Протягом 3 днів кешбек з’явиться в особистому кабінеті в статусі очікування, а після підтвердження магазином стане доступним.' },
    { icon: iconWallet, title: 'Виведіть гроші', text: 'Виводьте кешбек на банківську картку або поповнюйте мобільний телефон — від 50 грн. Кошти надходять протягом 24 годин.' },
  ] satisfies { icon: string; title: string; text: string }[],
  loyaltyTitle: 'Статуси лояльності',
  loyaltyLead: 'Що більше кешбеку ви накопичили загалом, то вищий статус і щедріший бонус до кожного нарахування.',
  loyaltyFrom: 'від',
  loyaltyStart: 'з першої покупки',
  loyaltyBase: 'базовий кешбек',
  loyaltyBonus: (bonus: number) => `+${bonus}% до кешбеку`,
  referralTitle: 'Запрошуйте друзів',
  referralText: 'Ви і ваш друг отримаєте по 50 грн, щойно підтверджені покупки друга сягнуть 250 грн.',
  referralAction: 'Моє реферальне посилання',
  faqTitle: 'Часті запитання',
  faqAsk: 'Не знайшли відповіді? Напишіть нам:',
  supportEmail: 'support@povertai.ua',
};

export const policy = {
  title: 'Політика конфіденційності',
  toc: 'Зміст',
};

export const shops = {
  title: 'Магазини',
  lead: 'Купуйте в улюблених магазинах як завжди, а частина витраченого повернеться на ваш баланс.',
};
