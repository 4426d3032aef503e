import { iconGift } from '../../src/ui/icons/gift';
import { iconShop } from '../../src/ui/icons/shop';
import { iconWallet } from '../../src/ui/icons/wallet';
/** Every string of the sign-up teaser (spec 'Home'). */
export const TEXTS = {
  eyebrow: 'Кешбек-сервіс для покупок онлайн',
  title: 'Повертайте частину грошей з кожної покупки в українських магазинах',
  lead: 'Купуйте як завжди в магазинах-партнерах, а ми нараховуємо кешбек на ваш баланс. Виводьте його на банківську картку або на мобільний.',
  label: 'Ваш Email',
  placeholder: 'name@example.com',
  submit: 'Почати заробляти',
  /** Spec 5 and 8, letter for letter. */
  invalid: 'Введить коректний Email',
  perks: [
    { icon: iconShop, text: 'Сотні магазинів-партнерів' },
    { icon: iconGift, text: '50 грн за кожного друга' },
    { icon: iconWallet, text: 'Виведення на картку або телефон' },
  ],
} as const;
