import { formatPercent } from '../../src/lib/percent';
import { iconCard } from '../../src/ui/icons/card';
import { iconSetting } from '../../src/ui/icons/setting';
import { iconUser } from '../../src/ui/icons/user';
import { iconUsers } from '../../src/ui/icons/users';
import { iconWallet } from '../../src/ui/icons/wallet';
/** Every string of the header island. */
export const texts = {
  home: 'Повертай — на головну',
  nav: 'Головне меню',
  menu: 'Меню',
  shops: 'Магазини',
  about: 'Як це працює',
  searchLabel: 'Пошук магазинів і категорій',
  searchPlaceholder: 'Пошук магазинів',
  clearSearch: 'Очистити пошук',
  groupShops: 'Магазини',
  groupCategories: 'Категорії',
  notFound: 'Нажаль нічого не знайдено',
  found: (n: number) => `Знайдено: ${n}`,
  loading: 'Завантаження…',
  loadFailed: 'Не вдалося завантажити магазини',
  retry: 'Спробувати ще раз',
  retryUser: 'Спробувати ще раз завантажити профіль',
  cashbackUpTo: (percent: number) => `до ${formatPercent(percent)}%`,
  login: 'Увійти',
  register: 'Реєстрація',
  balance: 'Баланс',
  pending: 'В очікуванні',
  userMenu: 'Меню користувача',
  openMenu: 'Відкрити меню',
  closeMenu: 'Закрити меню',
  admin: 'Адмін панель',
  logout: 'Вийти',
  profileLinks: [
    { href: '/user-profile/personal', label: 'Особисті дані', icon: iconUser },
    { href: '/user-profile/my-cashback', label: 'Мій кешбек', icon: iconWallet },
    { href: '/user-profile/withdrawal-money', label: 'Виведення коштів', icon: iconCard },
    { href: '/user-profile/my-friends', label: 'Мої друзі', icon: iconUsers },
    { href: '/user-profile/settings', label: 'Налаштування', icon: iconSetting },
  ],
} as const;
