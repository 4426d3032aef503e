/**
 * The strings of a signed-in user's part of the header (balances, the user
 * menu, the profile's sections), which a guest never downloads; the rest are
 * in texts.ts. The profile's sections' links and icons are in user-links.tsx.
 */
export const userTexts = {
  balance: 'Баланс',
  pending: 'В очікуванні',
  userMenu: 'Меню користувача',
  admin: 'Адмін панель',
  logout: 'Вийти',
  myCashback: 'Мій кешбек',
  withdrawal: 'Виведення коштів',
  myFriends: 'Мої друзі',
  settings: 'Налаштування',
} as const;
