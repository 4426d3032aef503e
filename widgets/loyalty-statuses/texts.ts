import { formatMoney } from '../../src/lib/money';
import { formatWholeMoney } from '../../src/lib/money-whole';

/** Every string of the loyalty statuses block (spec 4 and 9). */
export const TEXTS = {
  title: 'Статуси лояльності',
  lead: 'Що більше кешбеку ви заробили за весь час, то вищий статус і більший бонус до кожного нарахування.',
  from: (threshold: number) => `від ${formatWholeMoney(threshold)}`,
  below: (threshold: number) => `до ${formatWholeMoney(threshold)}`,
  bonus: (percent: number) => `+${percent}% до кешбеку`,
  base: 'Базовий кешбек',
  yours: 'Ваш статус',
  left: (amount: number, tier: string) => `До статусу ${tier} залишилось ${formatMoney(amount)}`,
  top: 'У вас найвищий статус — дякуємо, що ви з нами!',
} as const;
